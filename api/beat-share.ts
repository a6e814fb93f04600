/**
 * "You beat X % of the challengers": one figure for every screen that says it (my-score, the share modal and
 * its text, the share page, its preview tags and image). The challengers are the OTHER players on the board: a
 * player's own entry is never one of them. Nobody else on the board is no "0 %" and no "100 %": the player is
 * the first on it, and the screens say so.
 */

/**
 * The share of `challengers` that a score beats (strictly lower scores; a tie beats nobody), 0 to 100, rounded
 * down, except that some but not all beaten is never said as 0 % or 100 %. 0 when there are no challengers (the
 * screens then use beatLine's 'first').
 */
export function beatPercent(beaten: number, challengers: number): number {
  if (challengers <= 0 || beaten <= 0) return 0;
  if (beaten >= challengers) return 100;
  return Math.min(99, Math.max(1, Math.floor((beaten * 100) / challengers)));
}

/** What a score screen says of a comparison: first on the board, or the share beaten. */
export type BeatLine = { kind: 'first' } | { kind: 'beat'; percent: number };

/** The line for an API answer's `beat_percent` and `challengers`. */
export function beatLine(percent: number, challengers: number): BeatLine {
  return challengers === 0 ? { kind: 'first' } : { kind: 'beat', percent };
}

/** The line for a count of challengers beaten (the server's side, from a board). */
export function beatLineOf(beaten: number, challengers: number): BeatLine {
  return beatLine(beatPercent(beaten, challengers), challengers);
}
