import { z } from 'zod';

/** GET /prizes/winners: the draw's winners as the public sees them (spec §3 "winners (masked {email} addresses)"). */

/** How long the public list may be cached: it changes once, when the draw runs. */
export const WINNERS_MAX_AGE_S = 60;

export const WinnersAnswer = z.object({
  success: z.literal(true),
  drawn: z
    .boolean()
    .describe(
      'Whether the result is published (drawn, and every winner cleared by an operator); before that every list is empty',
    ),
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

/**
 * GET /prizes/draw: what the organiser publishes at each step, so that anyone can hold the final record against it
 * (`npm run draw -- verify record.json --seed-hash … --board-hash … --share-hash …`).
 */
export const DrawStepsAnswer = z.object({
  success: z.literal(true),
  committed: z.boolean().describe('Whether the seed has been committed'),
  seed_hash: z
    .string()
    .nullable()
    .describe('SHA-256 of the secret seed, hex: published before the window opens'),
  committed_at: z.string().nullable(),
  sealed_at: z.string().nullable().describe('When the entries were fixed, after the window closed'),
  board_hash: z
    .string()
    .nullable()
    .describe("SHA-256 of the entries in board order, published before the seed's reveal"),
  share_hash: z
    .string()
    .nullable()
    .describe("SHA-256 of the share prize's entries, published with the board hash"),
  entries_count: z.number().int().nullable(),
  share_entries_count: z.number().int().nullable(),
  drawn_at: z.string().nullable().describe('When the seed was revealed and the candidates drawn'),
  seed: z.string().nullable().describe('The seed, hex, once drawn'),
  published_at: z.string().nullable().describe('When the result was published, every winner cleared'),
});
