import { z } from 'zod';
import { formBoolean, formInt, optional } from './form-fields.ts';
import { BOARD_IDS, DEFAULT_LIMIT, MAX_LIMIT, OFFSET_TO_USER } from './scoreboard-limits.ts';

export { BOARD_IDS, DEFAULT_LIMIT, MAX_LIMIT, OFFSET_TO_USER };
export const BoardId = z.enum(BOARD_IDS);

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
