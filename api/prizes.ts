import { z } from 'zod';

/** GET /prizes/winners: the draw's winners as the public sees them (spec §3 "winners (masked {email} addresses)"). */

/** How long the public list may be cached: it changes once, when the draw runs. */
export const WINNERS_MAX_AGE_S = 60;

export const WinnersAnswer = z.object({
  success: z.literal(true),
  drawn: z.boolean().describe('Whether the draw has run; before it every list is empty'),
  tiers: z
    .array(
      z.object({
        tier: z.union([z.literal(1), z.literal(2), z.literal(3)]),
        winners: z
          .array(z.string())
          .describe(
            'Masked e-mails in draw order, like jo***@gm***.com; fewer than the prizes when fewer entered',
          ),
      }),
    )
    .describe('Every tier, highest first'),
  leaderboard: z
    .array(z.object({ position: z.number().int().positive(), name: z.string() }))
    .describe("The leaderboard prizes' winners: place and board name, at most 30"),
});
