import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  BoardId,
  DEFAULT_LIMIT,
  MAX_LIMIT,
  OFFSET_TO_USER,
  ScoreboardAnswer,
  ScoreboardQuery,
} from '../../api/scoreboards.ts';
import type { Services } from '../services.ts';
import { E, operation } from '../http/operation.ts';
import { requireSession } from '../auth/sessions.ts';
import type { BoardName } from '../ranking/boards.ts';

const BoardParams = z.object({ id: BoardId.describe('The board') });

/** GET scoreboards/{id}: a page of a board; with offset_to_user, the page around the logged-in player. */
export const scoreboardRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  app.get(
    '/scoreboards/:id',
    {
      schema: operation({
        operationId: 'getScoreboard',
        tag: 'Scoreboards',
        summary: 'A page of a board',
        description: `A page of a board, best first. \`limit\` is ${DEFAULT_LIMIT} by default (at most ${MAX_LIMIT}), \`offset\` 0. \`segment=DE\` reads the German board (total only; ignored on the others). With \`offset_to_user\` (which needs a bearer token) the page starts 50 places above the player, and \`user_position\` is their place (null when they are not on the board); without it \`user_position\` is null.`,
        auth: 'optional',
        params: BoardParams,
        notFound: 'Scoreboard',
        query: ScoreboardQuery,
        answer: ScoreboardAnswer,
        answerDescription: 'The page',
        errors: [
          E.invalidInput,
          { status: 401, code: 'unauthorized', when: '`offset_to_user` without a valid bearer token' },
          { status: 404, code: 'not_found', when: 'No such board' },
          E.internal,
        ],
      }),
    },
    async (request) => {
      const { query } = request;
      // Spec §3: only the total has a segment board (DE).
      const board: BoardName =
        query.segment === 'DE' && request.params.id === 'total' ? 'total-DE' : request.params.id;
      const limit = query.limit ?? DEFAULT_LIMIT;
      let offset = query.offset ?? 0;
      let userPosition: number | null = null;
      if (query.offset_to_user) {
        const session = request.session ?? (await requireSession(services.db, request));
        userPosition = (await services.boards.rankOf(board, session.user.id)).position;
        if (userPosition !== null) offset = Math.max(0, userPosition - 1 + OFFSET_TO_USER);
      }
      const page = await services.boards.page(board, offset, limit);
      return {
        success: true as const,
        items: page.rows.map((row) => ({ position: row.position, name: row.name, score: row.score })),
        total: page.total,
        offset,
        user_position: userPosition,
      };
    },
  );
};
