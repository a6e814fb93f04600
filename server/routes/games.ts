import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  EndAnswer,
  EndBody,
  EstimatedPositionAnswer,
  EstimatedPositionQuery,
  GameRecord,
  SaveGameBody,
  StartAnswer,
  StartBody,
} from '../../api/games.ts';
import { RUN_REFUSAL_REASONS } from '../../api/run-refusals.ts';
import { GAME_IDS } from '../../api/site-routes.ts';
import type { Services } from '../services.ts';
import { E, operation, WRITE } from '../http/operation.ts';
import { signedIn } from '../auth/route-auth.ts';
import { endRun, readRun, saveChain, startRun } from '../games/runs.ts';
import { seenCountryOf } from '../geo/seen-country.ts';

const RunParams = z.object({ id: z.guid().describe("The run's uuid") });
const ChainParams = z.object({ id: z.guid().describe("A run's uuid, or the accumulator uuid of a chain") });
const GameTypeParams = z.object({ type: z.enum([...GAME_IDS, 'total']).describe('A game, or total') });

/** Runs (spec §7): start, end with the replay, read, save to an account, and where a score would rank. */
export const gameRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  const { db } = services;

  app.post(
    '/games/start',
    {
      schema: operation({
        operationId: 'startGame',
        tag: 'Games',
        summary: 'Start a run',
        description:
          "The server picks the run's seed (so nobody can choose a lucky one): the client must play with it, since the replay is checked against it. With a bearer token the run belongs to that player and counts against the per-account write limit.",
        auth: 'optional',
        body: StartBody,
        answer: StartAnswer,
        answerDescription: "The run's uuid and seed",
        errors: [E.invalidInput, E.badToken, ...WRITE],
      }),
    },
    async (request) => startRun(db, request.body.game_type, request.session),
  );

  app.post(
    '/games/end',
    {
      schema: operation({
        operationId: 'endGame',
        tag: 'Games',
        summary: 'End a run with its replay',
        description:
          "Sends the replay in `game_data` (at most 64 KiB of JSON). The server replays the run from its seed and stores the score the replay yields; a run of a game the server cannot replay yet, or one whose claim fails the cheap checks (duration against the server’s clock, input rate, score per second), is refused with 422 before any replay. `previous_game` chains this run to an earlier ended one so their scores add up in one accumulator (the total of the latest score of each game); continuing an anonymous chain needs its `chain_secret` (without the right one, `previous_game` answers as an unknown run). Without `previous_game` a new accumulator starts; when it starts anonymously the answer carries its `chain_secret`, shown only this once: only the browser holding it can continue the chain or save it to an account. With a bearer token the chain is saved to the player. A refused run is closed too: it cannot be retried with other numbers. The server also judges how the run was steered (reaction timing, a hand at rest, aim on the exact lane centre): a run whose inputs look programmed is accepted with `review: 'flagged'`, its score shown to the player but kept off the boards, the chain total and prizes until an operator clears it.",
        auth: 'optional',
        body: EndBody,
        answer: EndAnswer,
        answerDescription: 'The verified score, whether it is held for review, and the chain it belongs to',
        errors: [
          E.invalidInput,
          {
            status: 400,
            code: 'invalid_input',
            when: '`previous_game` is not an ended run, or its anonymous chain was not opened with its `chain_secret` (no `fields`)',
          },
          E.badToken,
          {
            status: 403,
            code: 'forbidden',
            when: 'The run, `previous_game` or its chain belongs to another player',
          },
          { status: 404, code: 'not_found', when: 'No run has this `uuid`' },
          { status: 409, code: 'conflict', when: 'The run has already ended' },
          {
            status: 422,
            code: 'rejected_run',
            when: `The replay does not give the claimed score, or the run breaks the limits of its game; \`reason\` says which: ${RUN_REFUSAL_REASONS.map((r) => `\`${r}\``).join(', ')}`,
          },
          ...WRITE,
        ],
      }),
    },
    async (request) =>
      endRun(
        db,
        request.body,
        request.session,
        // Only a signed-in player's run is saved to an account here; an anonymous one is located when claimed.
        request.session ? await seenCountryOf(request, services.geolocate) : null,
      ),
  );

  app.get(
    '/games/:id',
    {
      schema: operation({
        operationId: 'getGame',
        tag: 'Games',
        summary: 'Read a run',
        description:
          'A run by its uuid: game, verified score and duration (null until it ends), whether it ended, its accumulator, how it was verified, its review (`flagged`, `cleared`, `rejected` or null) and its replay.',
        auth: 'none',
        params: RunParams,
        notFound: 'Run',
        answer: GameRecord,
        answerDescription: 'The run',
        errors: [{ status: 404, code: 'not_found', when: 'No run has this uuid' }, E.internal],
      }),
    },
    async (request) => readRun(db, request.params.id),
  );

  app.patch(
    '/games/:id',
    {
      schema: operation({
        operationId: 'saveGame',
        tag: 'Games',
        summary: 'Save a chain of runs to the player',
        description:
          "Saves a chain of runs to the logged-in player (\"save my score\") and refreshes their boards. `id` is a run's uuid (its chain is saved) or an accumulator uuid. An anonymous chain needs its `chain_secret` (games/end gave it to the browser that started the chain): a uuid alone never claims, and a missing or wrong secret answers like an unknown chain. A chain already the player's needs none. Answers the chain's latest run.",
        auth: 'play',
        params: ChainParams,
        notFound: 'Run',
        body: SaveGameBody,
        answer: GameRecord,
        answerDescription: "The chain's latest run, now the player's",
        errors: [
          E.unauthorized,
          {
            status: 403,
            code: 'forbidden',
            when: 'The chain (opened with its secret) was saved by another player',
          },
          {
            status: 404,
            code: 'not_found',
            when: 'No run or chain has this uuid, or its `chain_secret` is missing or wrong',
          },
          { status: 409, code: 'conflict', when: 'The run has not ended yet' },
          ...WRITE,
        ],
      }),
    },
    async (request) =>
      saveChain(
        db,
        request.params.id,
        signedIn(request),
        request.body?.chain_secret,
        await seenCountryOf(request, services.geolocate),
      ),
  );

  app.get(
    '/game_types/:type/estimated_position',
    {
      schema: operation({
        operationId: 'estimatePosition',
        tag: 'Games',
        summary: 'Where a score would rank',
        description:
          "The place a score would take on the board of a game (or of the total), the share of the challengers it beats (`beat_percent`, api/beat-share.ts: strictly lower scores, rounded down, never 0 or 100 for a partial win) and how many are on the board. The challengers are the other players on the board: with a bearer token the player's own entry is left out of the place and the comparison, and their best on that board is answered as `own_best`. `challengers` 0: nobody else is on the board (the player would be the first; `beat_percent` is then 0 and says nothing). `duration` is accepted and ignored.",
        auth: 'optional',
        params: GameTypeParams,
        notFound: 'Game type',
        query: EstimatedPositionQuery,
        answer: EstimatedPositionAnswer,
        answerDescription: 'The estimated place',
        errors: [
          E.invalidInput,
          E.badToken,
          { status: 404, code: 'not_found', when: 'No such game type' },
          E.internal,
        ],
      }),
    },
    async (request) => {
      const player = request.session?.user.id ?? null;
      const estimate = await services.boards.estimate(request.params.type, request.query.score, player);
      return {
        success: true as const,
        position: estimate.position,
        beat_percent: estimate.beatPercent,
        total: estimate.total,
        challengers: estimate.challengers,
        own_best: estimate.ownBest,
      };
    },
  );
};
