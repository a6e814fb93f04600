import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PRIZE_TIERS } from '../../api/competition.ts';
import { DrawStepsAnswer, WINNERS_MAX_AGE_S, WinnersAnswer } from '../../api/prizes.ts';
import { drawSteps, publishedWinners } from '../draw/draw-store.ts';
import { E, operation } from '../http/operation.ts';
import type { Services } from '../services.ts';

/** GET prizes/winners: the masked winners the draw published (server/draw/draw-store.ts), empty before it. */
export const prizeRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  app.get(
    '/prizes/winners',
    {
      schema: operation({
        operationId: 'getPrizeWinners',
        tag: 'Prizes',
        summary: "The prize draw's winners",
        description: `Per tier (highest first) the winners' e-mails, masked: at most the first two characters of the local part and of the domain's first label, never more than half of either, then \`***\`, and the top-level label (\`jo***@gm***.com\`); and the leaderboard prizes' winners by place and board name. Before the draw has run, \`drawn\` is false and every list is empty. Cached for ${WINNERS_MAX_AGE_S} s.`,
        auth: 'none',
        answer: WinnersAnswer,
        answerDescription: 'The winners, or empty lists before the draw',
        errors: [E.internal],
      }),
    },
    async (_request, reply) => {
      const published = await publishedWinners(services.db);
      reply.header('cache-control', `public, max-age=${WINNERS_MAX_AGE_S}`);
      return {
        success: true as const,
        drawn: published !== null,
        tiers: PRIZE_TIERS.map((tier) => ({
          tier: tier.tier,
          winners: published?.tiers.find((t) => t.tier === tier.tier)?.winners ?? [],
        })),
        leaderboard: published?.leaderboard ?? [],
      };
    },
  );

  app.get(
    '/prizes/draw',
    {
      schema: operation({
        operationId: 'getDrawSteps',
        tag: 'Prizes',
        summary: "The draw's published commitments",
        description: `What the organiser publishes at each step of the draw, for anyone to check the final record against: the SHA-256 of the secret seed (committed before the window opens), the hashes of the entries (fixed after the window closes, while the seed is still secret), the seed once revealed, and when the result was published. Fields not reached yet are null. Cached for ${WINNERS_MAX_AGE_S} s.`,
        auth: 'none',
        answer: DrawStepsAnswer,
        answerDescription: "The draw's steps so far",
        errors: [E.internal],
      }),
    },
    async (_request, reply) => {
      const steps = await drawSteps(services.db);
      reply.header('cache-control', `public, max-age=${WINNERS_MAX_AGE_S}`);
      return {
        success: true as const,
        committed: steps !== null,
        seed_hash: steps?.seedHash ?? null,
        committed_at: steps?.committedAt ?? null,
        sealed_at: steps?.sealedAt ?? null,
        board_hash: steps?.boardHash ?? null,
        share_hash: steps?.shareHash ?? null,
        entries_count: steps?.entriesCount ?? null,
        share_entries_count: steps?.shareEntriesCount ?? null,
        drawn_at: steps?.drawnAt ?? null,
        seed: steps?.seed ?? null,
        published_at: steps?.publishedAt ?? null,
      };
    },
  );
};
