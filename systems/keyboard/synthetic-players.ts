import { createRandom, type Random } from '../random.ts';
import { KEY_NAMES, type KeyboardInput, type KeyName } from './commands.ts';
import { createKeyboardGame } from './game.ts';
import type { KeyboardGameData } from './replay-format.ts';
import { CALIBRATION_LIMIT_MS, STEPS_PER_SECOND } from './rules.ts';
import { gaussian } from '../noise.ts';

/**
 * Players for calibrating Jungle Board's input measures (input-measures.ts), beside the score bots of bots.ts:
 *
 * - a seed-aware perfect player: it knows the chart (the client must, to show the rows), declares a calibration
 *   and presses every row exactly on its beat plus that calibration, optionally with a little noise of its own;
 * - human-like players: SYNTHETIC, a model of a person keeping time, not recordings (the project has none). Each
 *   run draws a person: a timing spread (σ 15–45 ms), a mean asynchrony (people tap a little ahead of a beat they
 *   anticipate, −35 … +10 ms), a slow drift of their tempo that they keep correcting (an AR(1) wander of 5–15 ms),
 *   a device latency they calibrated for roughly (or never calibrated), now and then an anticipation (a press
 *   60–120 ms early), a wrong key or a lapse. Textbook orders of magnitude, not fitted to data.
 *
 * All randomness comes from seeded sources, so the benchmark's runs are the same on every machine.
 */
export interface SyntheticKeyboardRun {
  score: number;
  durationMs: number;
  recording: KeyboardGameData;
}

/** How a synthetic player decides each row's press: the key and the press's music time, or null to let it pass. */
type PressPlan = (row: { beatMs: number; key: KeyName }) => { key: KeyName; timeMs: number } | null;

function playRun(
  seed: number,
  calibrationMs: number,
  plan: PressPlan,
  maxSeconds: number,
): SyntheticKeyboardRun {
  const game = createKeyboardGame(seed, { calibrationMs });
  const inputs: KeyboardInput[] = [];
  let plannedBeat = -1;
  const maxTicks = maxSeconds * STEPS_PER_SECOND;
  while (!game.over && game.tick < maxTicks) {
    inputs.length = 0;
    const row = game.view.nextRow;
    if (row !== null && row.beat > plannedBeat) {
      plannedBeat = row.beat;
      const press = plan(row);
      if (press)
        inputs.push({ kind: 'press', key: press.key, timeMs: Math.round(press.timeMs * 1000) / 1000 });
    }
    game.step(inputs);
  }
  return { score: game.score, durationMs: game.durationMs, recording: game.recording() };
}

/**
 * A perfect run from the chart: every row's key at its beat plus the declared calibration, plus `noiseMs` of
 * uniform noise (a cheat that blurs its timing a little).
 */
export function playPerfectKeyboardRun(
  seed: number,
  calibrationMs = 0,
  noiseMs = 0,
  maxSeconds = 600,
): SyntheticKeyboardRun {
  const rng = createRandom((seed ^ 0x2545f491) >>> 0);
  return playRun(
    seed,
    calibrationMs,
    (row) => ({ key: row.key, timeMs: row.beatMs + calibrationMs + noiseMs * (2 * rng.next() - 1) }),
    maxSeconds,
  );
}

export interface KeyboardPerson {
  sigmaMs: number;
  asynchronyMs: number;
  /** The drift's stationary standard deviation (ms) and how much of it each press keeps (AR(1) coefficient). */
  driftMs: number;
  driftKeep: number;
  /** The device's audio-to-input latency, ms, and the calibration the person declared for it. */
  latencyMs: number;
  calibrationMs: number;
  anticipationChance: number;
  wrongKeyChance: number;
  lapseChance: number;
}

export function drawKeyboardPerson(rng: Random): KeyboardPerson {
  const latencyMs = rng.range(0, 60);
  // Four in ten never calibrate; the others land within a few ms of their latency.
  const calibrated = rng.next() < 0.6;
  const calibrationMs = calibrated ? Math.round(latencyMs + 6 * gaussian(rng)) : 0;
  return {
    sigmaMs: rng.range(15, 45),
    asynchronyMs: rng.range(-35, 10),
    driftMs: rng.range(5, 15),
    driftKeep: rng.range(0.85, 0.97),
    latencyMs,
    calibrationMs: Math.max(-CALIBRATION_LIMIT_MS, Math.min(CALIBRATION_LIMIT_MS, calibrationMs)),
    anticipationChance: rng.range(0, 0.03),
    wrongKeyChance: rng.range(0.002, 0.01),
    lapseChance: rng.range(0.001, 0.004),
  };
}

/** A human-like run (SYNTHETIC: see above) of the person drawn from `personSeed`, on the game of `seed`. */
export function playHumanLikeKeyboardRun(
  seed: number,
  personSeed: number,
  maxSeconds = 600,
): SyntheticKeyboardRun {
  const rng = createRandom(personSeed);
  const p = drawKeyboardPerson(rng);
  const fresh = Math.sqrt(1 - p.driftKeep * p.driftKeep);
  let drift = p.driftMs * gaussian(rng);
  return playRun(
    seed,
    p.calibrationMs,
    (row) => {
      drift = p.driftKeep * drift + fresh * p.driftMs * gaussian(rng);
      if (rng.next() < p.lapseChance) return null;
      let key = row.key;
      if (rng.next() < p.wrongKeyChance) {
        const others = KEY_NAMES.filter((k) => k !== row.key);
        key = others[rng.int(others.length)]!;
      }
      const early = rng.next() < p.anticipationChance ? rng.range(60, 120) : 0;
      const timeMs = row.beatMs + p.latencyMs + p.asynchronyMs + drift + p.sigmaMs * gaussian(rng) - early;
      return { key, timeMs };
    },
    maxSeconds,
  );
}
