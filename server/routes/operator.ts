import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { OperatorRun } from '../../api/operator.ts';
import type { Services } from '../services.ts';
import { E, operation } from '../http/operation.ts';
import { readRunForOperator, recordRunView } from '../games/review.ts';

const RunParams = z.object({ id: z.guid().describe("The run's uuid") });

/** What only operators may read: a stored run with its seed, for the replay viewer and the review of runs. */
export const operatorRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  app.get(
    '/operator/runs/:id',
    {
      schema: operation({
        operationId: 'getOperatorRun',
        tag: 'Operators',
        summary: 'Read a run with its seed',
        description:
          "A stored run with everything needed to replay it: its seed, the replay (`game_data`), the verified and the claimed score, its review and the measures of its inputs. For the operators' replay viewer (`/{locale}/replay/{id}`). Needs the `X-Operator-Token` header with the server's OPERATOR_TOKEN or one of the named operators' OPERATOR_TOKENS; without either configured nobody may call it. Records which operator opened the run: the prize draw clears a candidate's entry only for an operator who opened each of its runs here. A missing or wrong token answers exactly what an unknown run answers, so neither whether the route is on nor whether a run exists can be learnt without the token.",
        auth: 'operator',
        params: RunParams,
        notFound: 'Run',
        answer: OperatorRun,
        answerDescription: 'The run',
        errors: [
          {
            status: 404,
            code: 'not_found',
            when: 'No run has this uuid, or the operator token is missing or wrong, or none is configured',
          },
          E.internal,
        ],
      }),
    },
    async (request) => {
      const run = await readRunForOperator(services.db, request.params.id);
      // Who opened which run: the draw clears an entry only for an operator who watched its runs here.
      await recordRunView(services.db, run.uuid, request.operator!);
      return run;
    },
  );
};
