import { describe, expect, it } from 'vitest';
import { createActor, fromCallback } from 'xstate';
import {
  beatCalibrationMachine,
  CALIBRATION_BEATS,
  measureOffset,
  MIN_TAPS,
  WARM_UP_BEATS,
  type CalibrationEvent,
} from './beat-calibration.ts';
import { coverByShortestPaths, declaredStates, declaredTransitions } from '../test/machine-coverage.ts';

const steadyTaps = (offsetMs: number, jitter: readonly number[] = [0]) =>
  Array.from({ length: CALIBRATION_BEATS }, (_, beat) => ({
    beat,
    offsetMs: offsetMs + jitter[beat % jitter.length]!,
  }));

describe('measureOffset', () => {
  it('is the median offset of the taps after the warm-up', () => {
    const taps = steadyTaps(30, [-8, 4, 0, 10, -2]);
    // The warm-up's wild taps do not count.
    taps[0] = { beat: 0, offsetMs: 200 };
    taps[1] = { beat: 1, offsetMs: -180 };
    expect(measureOffset(taps)).toEqual({ ok: true, offsetMs: 29, spreadMs: 5 });
  });

  it('needs enough taps after the warm-up', () => {
    const few = steadyTaps(20).filter((tap) => tap.beat < WARM_UP_BEATS + MIN_TAPS - 1);
    expect(measureOffset(few)).toEqual({ ok: false, reason: 'too-few' });
    const enough = steadyTaps(20).filter((tap) => tap.beat < WARM_UP_BEATS + MIN_TAPS);
    expect(measureOffset(enough)).toMatchObject({ ok: true, offsetMs: 20 });
  });

  it('refuses taps too uneven to trust, and offsets no device has', () => {
    expect(measureOffset(steadyTaps(0, [-100, -50, 0, 50, 100]))).toEqual({ ok: false, reason: 'uneven' });
    expect(measureOffset(steadyTaps(260))).toEqual({ ok: false, reason: 'uneven' });
    expect(measureOffset(steadyTaps(-60, [-3, 3]))).toMatchObject({ ok: true, offsetMs: -60 });
  });
});

/** A metronome stand-in: plays its beats and taps at once, as the test says. */
function run(taps: { beat: number; offsetMs: number }[] | 'fail') {
  const stored: number[] = [];
  const actor = createActor(
    beatCalibrationMachine.provide({
      actions: { storeOffset: (_, { offsetMs }) => stored.push(offsetMs) },
      actors: {
        metronome: fromCallback<CalibrationEvent>(({ sendBack }) => {
          if (taps === 'fail') return sendBack({ type: 'metronome.failed' });
          for (const tap of taps) {
            sendBack({ type: 'metronome.beat', beat: tap.beat });
            sendBack({ type: 'metronome.tap', ...tap });
          }
          sendBack({ type: 'metronome.done' });
        }),
      },
    }),
    { input: { offsetMs: null } },
  );
  actor.start();
  actor.send({ type: 'calibration.start' });
  return { actor, stored };
}

describe('beat calibration machine', () => {
  it('reaches every state and takes every transition', () => {
    const events: CalibrationEvent[] = [
      { type: 'calibration.start' },
      { type: 'calibration.cancel' },
      { type: 'metronome.beat', beat: 3 },
      { type: 'metronome.tap', beat: WARM_UP_BEATS, offsetMs: 10 },
      { type: 'metronome.done' },
      { type: 'metronome.failed' },
    ];
    // A metronome that only listens: the events below stand for its beats and taps.
    const quiet = beatCalibrationMachine.provide({ actors: { metronome: fromCallback(() => {}) } });
    const { states, transitions } = coverByShortestPaths(quiet, {
      input: { offsetMs: null },
      events,
      // The taps' values do not change which transitions exist: a state is its value and what its context has.
      serialize: (s) =>
        JSON.stringify([
          s.value,
          Math.min(s.context.taps.length, MIN_TAPS),
          s.context.failure,
          s.context.offsetMs !== null,
        ]),
    });
    expect([...declaredStates(beatCalibrationMachine)].filter((id) => !states.has(id))).toEqual([]);
    expect([...declaredTransitions(beatCalibrationMachine)].filter((key) => !transitions.has(key))).toEqual(
      [],
    );
  });

  it('stores the measured offset for the device', () => {
    const { actor, stored } = run(steadyTaps(42, [-5, 5, 0]));
    expect(actor.getSnapshot().value).toBe('measured');
    expect(actor.getSnapshot().context.offsetMs).toBe(42);
    expect(actor.getSnapshot().context.beat).toBe(CALIBRATION_BEATS - 1);
    expect(stored).toEqual([42]);
  });

  it('stores nothing from uneven taps, and the player can try again', () => {
    const { actor, stored } = run(steadyTaps(0, [-100, -50, 0, 50, 100]));
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.failure).toBe('uneven');
    expect(actor.getSnapshot().context.offsetMs).toBeNull();
    expect(stored).toEqual([]);
    actor.send({ type: 'calibration.start' });
    expect(actor.getSnapshot().value).toBe('failed');
  });

  it('says when there is no sound to tap along to', () => {
    const { actor } = run('fail');
    expect(actor.getSnapshot().value).toBe('unavailable');
    actor.send({ type: 'calibration.cancel' });
    expect(actor.getSnapshot().value).toBe('idle');
  });
});
