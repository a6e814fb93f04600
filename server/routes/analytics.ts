import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ANALYTICS_EVENT_TYPES,
  AnalyticsAnswer,
  AnalyticsBody,
  MAX_ANALYTICS_BATCH,
  MAX_ANALYTICS_BODY_BYTES,
} from '../../api/analytics.ts';
import { countEvents } from '../analytics/counters.ts';
import { E, operation } from '../http/operation.ts';
import { HttpError } from '../http/http-error.ts';
import type { Services } from '../services.ts';

/** POST analytics/events: the first-party counters, sent only by browsers whose visitor allowed analytics. */
export const analyticsRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  // navigator.sendBeacon sends a string as text/plain (a JSON content type would make it a preflighted request,
  // which a beacon cannot make); this route alone reads such a body as JSON.
  app.addContentTypeParser(
    'text/plain',
    { parseAs: 'string', bodyLimit: MAX_ANALYTICS_BODY_BYTES },
    (_request, body, done) => {
      try {
        done(null, JSON.parse(body as string));
      } catch {
        done(new HttpError(400, 'bad_request', 'The body is not valid JSON'), undefined);
      }
    },
  );

  app.post(
    '/analytics/events',
    {
      bodyLimit: MAX_ANALYTICS_BODY_BYTES,
      schema: operation({
        operationId: 'countAnalyticsEvents',
        tag: 'Analytics',
        summary: 'Count page views and game events',
        description: `Adds each event to today's counter (UTC day) for its type and game. Types: ${ANALYTICS_EVENT_TYPES.join(', ')}. At most ${MAX_ANALYTICS_BATCH} events and ${MAX_ANALYTICS_BODY_BYTES / 1024} KiB per request; a batch with one invalid event is refused whole. Nothing about the caller is stored (no address, token, cookie or path). The site sends these only after the visitor allowed analytics, as JSON (fetch) or as a JSON text/plain body (navigator.sendBeacon). Counts against its own per-address limit.`,
        auth: 'none',
        body: AnalyticsBody,
        answer: AnalyticsAnswer,
        answerDescription: 'How many events were counted',
        errors: [
          {
            ...E.invalidInput,
            when: 'An unknown event type or game, an unknown key, no events, or more than the batch allows',
          },
          { ...E.malformed, when: 'The body cannot be parsed (malformed JSON, or a form)' },
          {
            status: 413,
            code: 'bad_request',
            when: `The body is larger than ${MAX_ANALYTICS_BODY_BYTES / 1024} KiB`,
          },
          { status: 415, code: 'bad_request', when: 'The body is neither JSON, a form nor text/plain' },
          { ...E.rateLimited, when: 'Too many analytics requests from this address this minute' },
          E.internal,
        ],
      }),
      config: {
        rateLimit: {
          groupId: 'analytics',
          max: () => services.config.analyticsPerIpPerMinute,
          timeWindow: 60_000,
          keyGenerator: (request: FastifyRequest) => `analytics:${request.ip}`,
        },
      },
    },
    async (request) => ({
      success: true as const,
      counted: await countEvents(services.db, request.body.events),
    }),
  );
};
