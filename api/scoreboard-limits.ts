/**
 * Leaderboards: the total and one per game, plus the DE segment of the total (spec §3, §7, §9). Apart from the
 * schemas (api/scoreboards.ts) so that the page's first script can name the boards without zod.
 */
export const BOARD_IDS = ['total', 'mouse', 'headset', 'keyboard'] as const;
export const DEFAULT_LIMIT = 99;
export const MAX_LIMIT = 100;
/** Spec §9: with offset_to_user the page starts 50 places above the visitor. */
export const OFFSET_TO_USER = -50;
