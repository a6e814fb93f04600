/**
 * The replay a run sends as `game_data` (POST games/end): the rules version, the seed, how many steps the run
 * lasted, the calibration it was played with (whole ms, −250 … 250, subtracted from every press's time), and every
 * press in order. Each entry starts with the steps since the previous entry's step (since the start for the first;
 * 0 for another press on the same step), then the key ('l', 'r', 'u', 'd') and the press's music time in ms with at
 * most 3 decimals (whole µs). A press is played on the step it is recorded on (the step whose span holds its time,
 * or a later one when its input reached the game late) and judged by its own time.
 */
export type KeyLetter = 'l' | 'r' | 'u' | 'd';
export type ReplayEntry = [gap: number, key: KeyLetter, timeMs: number];

export interface KeyboardGameData {
  rulesVersion: number;
  seed: number;
  /** Steps the run lasted (the step on which it ended included). */
  ticks: number;
  calibrationMs: number;
  commands: ReplayEntry[];
}
