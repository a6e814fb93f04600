/**
 * The replay a run sends as `game_data` (POST games/end): the rules version, the seed, how many steps the run
 * lasted, whether it was played in visual mode, and every command in order. Each entry starts with the steps
 * since the previous entry (since the start for the first), not an absolute tick, which keeps the JSON small.
 *
 * - `[gap, quanta]`: turn by quanta of the heading (1 px of pointer movement each; −200…200, never 0).
 * - `[gap, "walk", held]`: the pointer is held (1) or released (0).
 * - `[gap, "keys", bits]`: the held walking keys: bit 1 forward, 2 back, 4 turn left, 8 turn right.
 *
 * Commands are only recorded at input samples (every INPUT_SAMPLE_STEPS steps), one at most per sample.
 * `visual` (the ripple shown towards the source, for players who cannot hear) changes neither the rules nor the
 * score; it stays in the stored replay so that a reviewer can see how the run was played.
 */
export type TurnEntry = [gap: number, quanta: number];
export type WalkEntry = [gap: number, kind: 'walk', held: 0 | 1];
export type KeysEntry = [gap: number, kind: 'keys', bits: number];
export type ReplayEntry = TurnEntry | WalkEntry | KeysEntry;

export interface HeadsetGameData {
  rulesVersion: number;
  seed: number;
  /** Steps the run lasted (the step on which it ended included). */
  ticks: number;
  /** Played with the visual aid; recorded for review, it changes nothing of the rules or the score. */
  visual: boolean;
  commands: ReplayEntry[];
}
