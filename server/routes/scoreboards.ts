import type { FastifyPluginAsync } from 'fastify';
import { BoardId, DEFAULT_LIMIT, OFFSET_TO_USER, ScoreboardQuery } from '../../api/scoreboards.ts';
import type { Services } from '../services.ts';
import { parseInput } from '../http/validate.ts';
import { notFound } from '../http/http-error.ts';
import { requireSession } from '../auth/sessions.ts';
import type { BoardName } from '../ranking/boards.ts';

/** GET scoreboards/{id}: a page of a board; with offset_to_user, the page around the logged-in player. */
export const scoreboardRoutes: FastifyPluginAsync<{ services: Services }> = async (app, { services }) => {
  app.get<{ Params: { id: string } }>('/scoreboards/:id', async (request) => {
    const id = BoardId.safeParse(request.params.id);
    if (!id.success) throw notFound('Scoreboard');
    const query = parseInput(ScoreboardQuery, request.query, 'query');
    // Spec §3: only the total has a segment board (DE).
    const board: BoardName = query.segment === 'DE' && id.data === 'total' ? 'total-DE' : id.data;
    const limit = query.limit ?? DEFAULT_LIMIT;
    let offset = query.offset ?? 0;
    let userPosition: number | null = null;
    if (query.offset_to_user) {
      const session = await requireSession(services.db, request);
      userPosition = (await services.boards.rankOf(board, session.user.id)).position;
      if (userPosition !== null) offset = Math.max(0, userPosition - 1 + OFFSET_TO_USER);
    }
    const page = await services.boards.page(board, offset, limit);
    return {
      success: true,
      items: page.rows.map((row) => ({ position: row.position, name: row.name, score: row.score })),
      total: page.total,
      offset,
      user_position: userPosition,
    };
  });
};
