import type { FastifyInstance } from 'fastify';
import type { Services } from '../services.ts';
import { userRoutes } from './users.ts';
import { gameRoutes } from './games.ts';
import { scoreboardRoutes } from './scoreboards.ts';
import { siteDataRoutes } from './site-data.ts';
import { messageRoutes } from './messages.ts';
import { analyticsRoutes } from './analytics.ts';
import { prizeRoutes } from './prizes.ts';
import { entryRoutes } from './entries.ts';

import { operatorRoutes } from './operator.ts';

/** The API's routes that signing, limits and authentication guard: one list for the app and its reference. */
export async function registerApiRoutes(api: FastifyInstance, services: Services): Promise<void> {
  for (const routes of [
    userRoutes,
    gameRoutes,
    scoreboardRoutes,
    siteDataRoutes,
    messageRoutes,
    analyticsRoutes,
    prizeRoutes,
    entryRoutes,

    operatorRoutes,
  ]) {
    await api.register(routes, { services });
  }
}
