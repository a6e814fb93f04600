import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DEFAULT_LOCALE, LOCALE_CODES, type LocaleCode } from '../../api/locales.ts';
import { PUBLIC_SLUG } from '../../api/site-routes.ts';
import { E, operation } from '../http/operation.ts';
import { HttpError } from '../http/http-error.ts';
import type { Services } from '../services.ts';
import { renderShareImage } from '../share/share-image.ts';
import { findSharedResult, shareImageData, shareImageTag } from '../share/shared-result.ts';

const ShareImageParams = z.object({
  slug: z
    .string()
    .regex(PUBLIC_SLUG)
    .describe(
      "The player's public slug (`public_slug`, 12 base64url characters); any other form is not found",
    ),
});
const ShareImageQuery = z.object({
  locale: z
    .enum(LOCALE_CODES as [LocaleCode, ...LocaleCode[]])
    .optional()
    .describe('The language of the share text (default en)'),
  v: z
    .string()
    .max(64)
    .optional()
    .describe("The picture's version, as the share page's og:image gives it; only there to renew caches"),
});

/** How long a browser or a preview cache may keep a picture without asking again: the score may change. */
export const SHARE_IMAGE_MAX_AGE_S = 3600;
/** Pictures kept drawn, by version: a shared link is fetched by every network and chat that previews it. */
const CACHED_IMAGES = 200;

/**
 * GET /api/share/{slug}/image.png: the picture of a shared result (og:image of the share page). Open to anyone,
 * signed or not, like the page it illustrates: link previews cannot sign. Drawn once per version and kept.
 */
export const shareImageRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  const drawn = new Map<string, Promise<Buffer>>();
  const draw = (tag: string, make: () => Promise<Buffer>): Promise<Buffer> => {
    let image = drawn.get(tag);
    if (image) {
      // Most recently used last: the first key is the one to drop.
      drawn.delete(tag);
      drawn.set(tag, image);
      return image;
    }
    image = make();
    drawn.set(tag, image);
    image.catch(() => drawn.delete(tag));
    if (drawn.size > CACHED_IMAGES) drawn.delete(drawn.keys().next().value!);
    return image;
  };

  app.get(
    '/share/:slug/image.png',
    {
      schema: operation({
        operationId: 'getShareImage',
        tag: 'Users',
        summary: "A shared result's picture (PNG)",
        description: `The 1200×630 PNG that link previews of a share page show: the player's board name, the total and the share text in \`locale\`. Answers \`image/png\`, not JSON, with \`Cache-Control: public, max-age=${SHARE_IMAGE_MAX_AGE_S}\` and an ETag that changes with the picture; a request with that ETag in If-None-Match answers 304 with no body. Needs no signature, since link previews cannot sign.`,
        auth: 'none',
        params: ShareImageParams,
        notFound: 'Player',
        query: ShareImageQuery,
        answer: z.string().describe('The PNG bytes'),
        answerDescription: 'The picture, image/png',
        errors: [
          E.invalidInput,
          { status: 404, code: 'not_found', when: 'No player has this slug, or the player has no total yet' },
          E.internal,
        ],
      }),
    },
    async (request, reply) => {
      const result = await findSharedResult(services, request.params.slug);
      const data = result && shareImageData(result, request.query.locale ?? DEFAULT_LOCALE);
      if (!data) throw new HttpError(404, 'not_found', 'Player not found');
      const tag = shareImageTag(data);
      const plain = reply as FastifyReply;
      plain.header('cache-control', `public, max-age=${SHARE_IMAGE_MAX_AGE_S}`).header('etag', tag);
      const asked = request.headers['if-none-match'];
      if (asked && asked.split(',').some((t) => t.trim().replace(/^W\//, '') === tag.replace(/^W\//, '')))
        return plain.code(304).send();
      const png = await draw(tag, () => renderShareImage(data));
      return plain.type('image/png').send(png);
    },
  );
};
