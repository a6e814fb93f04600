import { z } from 'zod';
import { formBoolean, formInt, optional } from './form-fields.ts';

/** Leaderboards: the total and one per game, plus the DE segment of the total (spec §3, §7, §9). */
export const BOARD_IDS = ['total', 'mouse', 'headset', 'keyboard'] as const;
export const BoardId = z.enum(BOARD_IDS);
export const DEFAULT_LIMIT = 99;
export const MAX_LIMIT = 100;
/** Spec §9: with offset_to_user the page starts 50 places above the visitor. */
export const OFFSET_TO_USER = -50;

export const ScoreboardQuery = z.object({
  limit: optional(formInt(1, MAX_LIMIT)),
  offset: optional(formInt(0, 10_000_000)),
  offset_to_user: optional(formBoolean),
  segment: optional(z.enum(['DE'])),
});

export const ScoreboardItem = z.object({
  position: z.number().int().positive(),
  name: z.string(),
  score: z.number().int(),
});
export const ScoreboardAnswer = z.object({
  success: z.literal(true),
  items: z.array(ScoreboardItem),
  total: z.number().int().nonnegative(),
  offset: z.number().int().nonnegative(),
  user_position: z.number().int().positive().nullable(),
});
