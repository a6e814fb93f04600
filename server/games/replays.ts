import {
  createInputTraceRecorder,
  measureInputs,
  suspectInputs,
} from '../../systems/mouse/input-measures.ts';
import { replayHeadsetRun } from '../../systems/headset/replay.ts';
import { replayKeyboardRun } from '../../systems/keyboard/replay.ts';
import { replayMouseRun } from '../../systems/mouse/replay.ts';
import { registerReplay } from './verify-run.ts';

/**
 * Registers every game's replay with the verifier, so a run's score is what the same systems yield from its
 * recorded commands. Imported once by the app; a game not listed here has its runs refused.
 * A replay that throws (malformed or forged game data) makes verifyRun refuse the run with the error's message.
 */
registerReplay('mouse', (gameData, seed) => {
  // The input trace is taken in the same pass as the score: judging the inputs costs no second replay.
  const recorder = createInputTraceRecorder();
  const { score, durationMs, onPathShare, distance } = replayMouseRun(gameData, seed, {
    afterStep: recorder.afterStep,
  });
  return {
    score,
    durationMs,
    stats: { on_path_share: onPathShare, distance },
    judgeInputs: () => {
      const measures = measureInputs(recorder.trace());
      return { measures: { ...measures }, suspicions: suspectInputs(measures) };
    },
  };
});

// Headspace: the score and duration its replay yields. Its inputs are not judged (no measures calibrated for
// turning by ear yet); visual mode stays in the stored game_data for review and changes nothing here.
registerReplay('headset', (gameData, seed) => {
  const { score, durationMs, finds } = replayHeadsetRun(gameData, seed);
  return { score, durationMs, stats: { finds } };
});

// Jungle Board: the score and duration its replay yields, the presses judged by their recorded times with the
// recorded calibration. Its inputs are not judged yet (no measures calibrated for rhythm presses).
registerReplay('keyboard', (gameData, seed) => {
  const { score, durationMs, perfects, goods, bads, missed } = replayKeyboardRun(gameData, seed);
  return { score, durationMs, stats: { perfects, goods, bads, missed } };
});
