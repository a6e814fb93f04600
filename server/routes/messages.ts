import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MessageSendBody, MessageSentAnswer, SENDABLE_TEMPLATES } from '../../api/messages.ts';
import type { Services } from '../services.ts';
import { E, operation, WRITE } from '../http/operation.ts';
import { signedIn } from '../auth/route-auth.ts';
import { sendPlayerMail, sendValidationMail } from '../accounts/player-mail.ts';

const TemplateParams = z.object({ template: z.enum(SENDABLE_TEMPLATES).describe('The mail to send') });

/**
 * POST messages/{template}/send and messages/validation/send: mail to the logged-in player's own address only,
 * never to an address in the request — this is not an open relay.
 */
export const messageRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  app.post(
    '/messages/:template/send',
    {
      schema: operation({
        operationId: 'sendMessage',
        tag: 'Messages',
        summary: 'Mail the player',
        description:
          "Mails the logged-in player at their own address, never at one in the request (this is no relay): `welcome`, or `score_saved` with the player's best total and their place on the total board, both computed by the server, in `locale` (else the player's language). The body is optional. `validation` is described below; `reset_password` only comes from POST /users/reset_password. Counts against the per-account write limit and the address's daily mail cap (429 past it).",
        auth: 'play',
        params: TemplateParams,
        notFound: 'Mail template',
        body: MessageSendBody,
        answer: MessageSentAnswer,
        answerDescription: 'The mail went out',
        errors: [
          E.invalidInput,
          E.unauthorized,
          { status: 404, code: 'not_found', when: 'No such template (reset_password included)' },
          E.malformed,
          E.rateLimited,
          { status: 500, code: 'global_error', when: 'The mail could not be sent, or another failure' },
        ],
      }),
    },
    async (request) =>
      sendPlayerMail(services, signedIn(request), request.params.template, request.body?.locale),
  );

  app.post(
    '/messages/validation/send',
    {
      schema: operation({
        operationId: 'sendValidationMessage',
        tag: 'Messages',
        summary: 'Mail the player a link that proves they read the mailbox',
        description:
          "Mails the logged-in player a link, valid 48 hours, to the site's /{locale}/validate-email page in `locale` (else the player's language); opening it sends its token to POST /users/validate, which confirms the address. The token logs nobody in and sets no password. The body is optional. Counts against the per-account write limit and the address's daily mail cap.",
        auth: 'play',
        body: MessageSendBody,
        answer: MessageSentAnswer,
        answerDescription: 'The mail went out',
        errors: [
          E.invalidInput,
          E.unauthorized,
          ...WRITE,
          { status: 502, code: 'mail_failed', when: 'The mail server refused the mail: try again later' },
        ],
      }),
    },
    async (request) => sendValidationMail(services, signedIn(request), request.body?.locale),
  );
};
