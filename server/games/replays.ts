import {
  createInputTraceRecorder,
  measureInputs,
  suspectInputs,
} from '../../systems/mouse/input-measures.ts';
import {
  createHeadsetInputTraceRecorder,
  measureHeadsetInputs,
  suspectHeadsetInputs,
} from '../../systems/headset/input-measures.ts';
import { measureKeyboardInputs, suspectKeyboardInputs } from '../../systems/keyboard/input-measures.ts';
import type { KeyboardGameData } from '../../systems/keyboard/replay-format.ts';
import { replayHeadsetRun } from '../../systems/headset/replay.ts';
import { replayKeyboardRun } from '../../systems/keyboard/replay.ts';
import { replayMouseRun } from '../../systems/mouse/replay.ts';
import { MISSES_TO_END } from '../../systems/keyboard/rules.ts';
import type { RunEndCause } from '../../api/games.ts';
import { registerReplay } from './verify-run.ts';

/** Jungle Board ends by itself on its third miss or after the music's last loop; otherwise the player left. */
export function keyboardEndCause(over: boolean, misses: number): RunEndCause {
  if (!over) return 'left';
  return misses >= MISSES_TO_END ? 'misses' : 'music-ended';
}

/**
 * Registers every game's replay with the verifier, so a run's score is what the same systems yield from its
 * recorded commands. Imported once by the app; a game not listed here has its runs refused.
 * A replay that throws (malformed or forged game data) makes verifyRun refuse the run with the error's message.
 */
registerReplay('mouse', (gameData, seed) => {
  // The input trace is taken in the same pass as the score: judging the inputs costs no second replay.
  const recorder = createInputTraceRecorder();
  const { score, durationMs, onPathShare, distance, pointsLeft } = replayMouseRun(gameData, seed, {
    afterStep: recorder.afterStep,
  });
  return {
    score,
    durationMs,
    // The circuit has no clock: a run ends when the gauge is spent, or when the player ends it.
    stats: { on_path_share: onPathShare, distance, ended_by: pointsLeft === 0 ? 'overheated' : 'left' },
    judgeInputs: () => {
      const measures = measureInputs(recorder.trace());
      return { measures: { ...measures }, suspicions: suspectInputs(measures) };
    },
  };
});

// Headspace: the score and duration its replay yields, and its inputs judged from a trace taken in the same pass
// (reactions to a new sound, the shape of turns, aiming before a sound plays). Visual mode stays in the stored
// game_data for review and changes nothing here.
registerReplay('headset', (gameData, seed) => {
  const recorder = createHeadsetInputTraceRecorder();
  const { score, durationMs, finds, timeUp } = replayHeadsetRun(gameData, seed, {
    afterStep: recorder.afterStep,
  });
  return {
    score,
    durationMs,
    // Sources keep coming while the clock runs: the clock running out is the hunt's only end of its own.
    stats: { finds, ended_by: timeUp ? 'time-up' : 'left' },
    judgeInputs: () => {
      const measures = measureHeadsetInputs(recorder.trace());
      return { measures: { ...measures }, suspicions: suspectHeadsetInputs(measures) };
    },
  };
});

// Jungle Board: the score and duration its replay yields, the presses judged by their recorded times with the
// recorded calibration; the presses' timing is then judged against the beat (the replay has checked the data).
registerReplay('keyboard', (gameData, seed) => {
  const { score, durationMs, perfects, goods, bads, missed, misses, over } = replayKeyboardRun(
    gameData,
    seed,
  );
  return {
    score,
    durationMs,
    stats: { perfects, goods, bads, missed, ended_by: keyboardEndCause(over, misses) },
    judgeInputs: () => {
      const measures = measureKeyboardInputs(gameData as unknown as KeyboardGameData);
      return { measures: { ...measures }, suspicions: suspectKeyboardInputs(measures) };
    },
  };
});
