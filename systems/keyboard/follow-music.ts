import { PHASE_OVER, PHASE_PENDING, PHASE_PLAYING } from '../../components/keyboard/index.ts';
import { beatReachedAfterStep, unitsPerBeatOfLoop } from './beat-time.ts';
import {
  BEAT_US_TIMES_47,
  BEATS_PER_BAR,
  INTRO_BEATS,
  LOOP_BEATS,
  LOOPS_TO_END,
  PENDING_MS,
} from './rules.ts';
import type { KeyboardWorld } from './world.ts';

/**
 * The run's flow against the music's clock (spec §4): pending counts down its 180 steps, then picks the row to wait
 * for (the first whose beat is at or after the end of pending); when music time reaches that row's beat the game
 * plays, the intro phase begins (`ready`) and the first key row is set on the next bar boundary not yet laid. Each
 * loop of the music (beats 8 + 128k, k ≥ 1) completes (`loop-complete`) and sets the next speed of the schedule,
 * unless in the intro; the fourth ends the run (`over`).
 */
export function followMusic(world: KeyboardWorld): void {
  const { BeatTracker, BeatRow } = world.c;
  const { tick, events } = world.ctx;
  for (const tracker of world.queries.trackers) {
    const phase = BeatTracker.phase[tracker]!;
    if (phase !== PHASE_PENDING && phase !== PHASE_PLAYING) continue;
    if (phase === PHASE_PENDING) {
      if (BeatTracker.pendingStepsLeft[tracker]! > 0 && --BeatTracker.pendingStepsLeft[tracker]! === 0) {
        let wait = -1;
        for (const row of world.queries.rows) {
          const beat = BeatRow.beat[row]!;
          // beat × 15000/47 ms ≥ 3000 ms, in integers.
          if (BEAT_US_TIMES_47 * beat < 47 * 1000 * PENDING_MS) continue;
          if (wait < 0 || beat < BeatRow.beat[wait]!) wait = row;
        }
        BeatTracker.waitRow[tracker] = wait;
      }
      const wait = BeatTracker.waitRow[tracker]!;
      if (wait >= 0 && beatReachedAfterStep(tick, BeatRow.beat[wait]!)) {
        BeatTracker.phase[tracker] = PHASE_PLAYING;
        BeatTracker.intro[tracker] = 1;
        BeatTracker.waitRow[tracker] = -1;
        const next = BeatTracker.nextRowBeat[tracker]!;
        const bars = Math.ceil((next - INTRO_BEATS) / BEATS_PER_BAR);
        BeatTracker.firstKeyBeat[tracker] = INTRO_BEATS + (bars > 0 ? bars : 0) * BEATS_PER_BAR;
        events.push('ready');
      }
    }
    const loopBeat = INTRO_BEATS + (BeatTracker.loopsDone[tracker]! + 1) * LOOP_BEATS;
    if (beatReachedAfterStep(tick, loopBeat)) {
      const loops = ++BeatTracker.loopsDone[tracker]!;
      events.push('loop-complete');
      if (BeatTracker.intro[tracker] === 0) BeatTracker.unitsPerBeat[tracker] = unitsPerBeatOfLoop(loops);
      if (loops >= LOOPS_TO_END) {
        BeatTracker.phase[tracker] = PHASE_OVER;
        events.push('over');
      }
    }
  }
}
