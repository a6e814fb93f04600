import { assign, fromCallback, setup } from 'xstate';
import { CALIBRATION_LIMIT_MS } from '../systems/keyboard/rules.ts';

/**
 * Jungle Board's calibration (issue 15): the player taps along to a metronome on the game's tempo; each tap's
 * offset from the nearest beat (as heard: output latency included) is collected, and once the metronome has
 * played, the median offset is this device's audio-to-input offset, stored and subtracted from every press's
 * time in later runs. Taps too uneven to trust are refused, and the player tries again. The metronome (sound,
 * listening to taps) is the app's, injected with `.provide()`.
 */

/** Beats the metronome plays; the first ones only let the player find the pulse. */
export const CALIBRATION_BEATS = 16;
export const WARM_UP_BEATS = 4;
/** At least this many counted taps make a measurement. */
export const MIN_TAPS = 6;
/** Taps whose offsets spread more than this (median absolute deviation, ms) measure nothing steady. */
export const MAX_SPREAD_MS = 45;

export type Measurement =
  { ok: true; offsetMs: number; spreadMs: number } | { ok: false; reason: 'too-few' | 'uneven' };

const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

/** The device's offset from the taps after the warm-up (ms, late positive), or why there is none. */
export function measureOffset(taps: readonly { beat: number; offsetMs: number }[]): Measurement {
  const counted = taps.filter((tap) => tap.beat >= WARM_UP_BEATS).map((tap) => tap.offsetMs);
  if (counted.length < MIN_TAPS) return { ok: false, reason: 'too-few' };
  const offset = median(counted);
  const spread = median(counted.map((value) => Math.abs(value - offset)));
  if (spread > MAX_SPREAD_MS || Math.abs(offset) > CALIBRATION_LIMIT_MS)
    return { ok: false, reason: 'uneven' };
  return { ok: true, offsetMs: Math.round(offset), spreadMs: Math.round(spread) };
}

export interface CalibrationContext {
  taps: { beat: number; offsetMs: number }[];
  /** The beat the metronome is on (for "beat 5 of 16"). */
  beat: number;
  offsetMs: number | null;
  failure: 'too-few' | 'uneven' | null;
}

export type CalibrationEvent =
  | { type: 'calibration.start' }
  | { type: 'calibration.cancel' }
  | { type: 'metronome.beat'; beat: number }
  | { type: 'metronome.tap'; beat: number; offsetMs: number }
  | { type: 'metronome.done' }
  | { type: 'metronome.failed' };

export const beatCalibrationMachine = setup({
  types: {
    context: {} as CalibrationContext,
    events: {} as CalibrationEvent,
    input: {} as { offsetMs: number | null },
  },
  actors: {
    /** Plays CALIBRATION_BEATS clicks and reports beats and taps (implemented by the app). */
    metronome: fromCallback<CalibrationEvent>(({ sendBack }) => {
      sendBack({ type: 'metronome.failed' });
    }),
  },
  actions: {
    clearTaps: assign({ taps: [], beat: 0, failure: null }),
    addTap: assign({
      taps: ({ context, event }) =>
        event.type === 'metronome.tap'
          ? [...context.taps, { beat: event.beat, offsetMs: event.offsetMs }]
          : context.taps,
    }),
    setBeat: assign({
      beat: ({ context, event }) => (event.type === 'metronome.beat' ? event.beat : context.beat),
    }),
    keepMeasurement: assign(({ context }) => {
      const result = measureOffset(context.taps);
      return result.ok ? { offsetMs: result.offsetMs, failure: null } : { failure: result.reason };
    }),
    /** Stores the offset for this device (implemented by the app). */
    storeOffset: (_, _params: { offsetMs: number }) => {},
  },
  guards: {
    measured: ({ context }) => measureOffset(context.taps).ok,
  },
}).createMachine({
  id: 'beatCalibration',
  description: 'Tap along to the beat: measures this device’s audio-to-input offset for Jungle Board.',
  context: ({ input }) => ({ taps: [], beat: 0, offsetMs: input.offsetMs, failure: null }),
  initial: 'idle',
  states: {
    idle: {
      description: 'Not calibrating: the stored offset (or none) applies.',
      on: { 'calibration.start': { target: 'listening', description: 'The player asks to calibrate.' } },
    },
    listening: {
      description: 'The metronome plays; each tap is measured against the nearest beat.',
      entry: 'clearTaps',
      invoke: { src: 'metronome' },
      on: {
        'metronome.beat': { actions: 'setBeat' },
        'metronome.tap': { actions: 'addTap' },
        'metronome.done': [
          {
            guard: 'measured',
            target: 'measured',
            description: 'The last beat has passed and the taps measure a steady offset.',
            actions: [
              'keepMeasurement',
              // keepMeasurement's assignment is applied before this runs: the context holds the new offset.
              { type: 'storeOffset', params: ({ context }) => ({ offsetMs: context.offsetMs ?? 0 }) },
            ],
          },
          {
            target: 'failed',
            description: 'The last beat has passed: too few taps, or too uneven.',
            actions: 'keepMeasurement',
          },
        ],
        'metronome.failed': {
          target: 'unavailable',
          description: 'No sound to tap along to (no Web Audio, or it could not start).',
        },
        'calibration.cancel': { target: 'idle', description: 'The player stops: nothing changes.' },
      },
    },
    measured: {
      description: 'The offset is stored for this device; the player may calibrate again.',
      on: { 'calibration.start': { target: 'listening', description: 'Calibrate again.' } },
    },
    failed: {
      description: 'Too few taps, or too uneven to trust: nothing stored; the player may try again.',
      on: {
        'calibration.start': { target: 'listening', description: 'Try again.' },
        'calibration.cancel': { target: 'idle' },
      },
    },
    unavailable: {
      description:
        'The metronome cannot play here; the player may try again (e.g. after turning the sound on).',
      on: {
        'calibration.start': { target: 'listening', description: 'Try again.' },
        'calibration.cancel': { target: 'idle' },
      },
    },
  },
});
