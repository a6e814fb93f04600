/**
 * The replay a run sends as `game_data` (POST games/end): the rules version, the seed, how many steps the run
 * lasted, and every command in order. Each entry starts with the steps since the previous entry (since the
 * start for the first), not an absolute tick: a 3-minute run's entries are mostly `[3,q]`, which keeps the
 * JSON small (the server accepts 64 KiB) and compresses well.
 *
 * - `[gap, quanta]`: steer; the target in quanta of 4 px (−80…80).
 * - `[gap, "keys", bits]`: the held steering keys, bit 1 left, bit 2 right.
 *
 * Commands are only recorded at input samples (every INPUT_SAMPLE_STEPS steps), one at most per sample.
 */
export type SteerEntry = [gap: number, quanta: number];
export type KeysEntry = [gap: number, kind: 'keys', bits: number];
export type ReplayEntry = SteerEntry | KeysEntry;

export interface MouseGameData {
  rulesVersion: number;
  seed: number;
  /** Steps the run lasted (the step on which it ended included). */
  ticks: number;
  commands: ReplayEntry[];
}

export const KEY_LEFT_BIT = 1;
export const KEY_RIGHT_BIT = 2;

export function keyBits(left: boolean, right: boolean): number {
  return (left ? KEY_LEFT_BIT : 0) | (right ? KEY_RIGHT_BIT : 0);
}
