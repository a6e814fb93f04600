import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { FrontendData } from '../../api/games.ts';
import { CaptchaChallenge, CountryAnswer } from '../../api/site-data.ts';
import { E, operation } from '../http/operation.ts';
import { lastScoredGame } from '../games/runs.ts';
import { localeFromAcceptLanguage } from '../../api/locales.ts';
import { GAME_CYCLE, nextInCycle } from '../../api/game-cycle.ts';
import type { GameId } from '../../api/site-routes.ts';
import type { Services } from '../services.ts';
import { createChallenge } from '../captcha/proof-of-work.ts';
import { HttpError } from '../http/http-error.ts';
import { competitionActive } from '../../api/competition.ts';
import type { SiteBoot } from '../../api/site-boot.ts';

// Languages whose country is unambiguous enough to guess from Accept-Language when no proxy says better.
const COUNTRY_BY_LOCALE: Record<string, string> = {
  cz: 'CZ',
  de: 'DE',
  id: 'ID',
  it: 'IT',
  jp: 'JP',
  kr: 'KR',
  pl: 'PL',
  ru: 'RU',
  th: 'TH',
  tr: 'TR',
  ua: 'UA',
  vn: 'VN',
  'zh-cn': 'CN',
  'zh-tw': 'TW',
};

/**
 * The visitor's country (spec §7's geolocation helper): a CDN or proxy header (CF-IPCountry, X-Country-Code)
 * when the operator has one, then the geolocation service when configured, else a guess from Accept-Language's
 * region or language, else null. By default no outside service is asked.
 */
export async function countryOf(
  request: FastifyRequest,
  geolocate: Services['geolocate'],
): Promise<{ country: string | null; source: 'header' | 'geolocation' | 'accept-language' | 'none' }> {
  const header = request.headers['cf-ipcountry'] ?? request.headers['x-country-code'];
  const value = Array.isArray(header) ? header[0] : header;
  if (value && /^[A-Za-z]{2}$/.test(value) && value.toUpperCase() !== 'XX')
    return { country: value.toUpperCase(), source: 'header' };
  if (geolocate) {
    const located = await geolocate(request.ip);
    if (located) return { country: located, source: 'geolocation' };
  }
  const accept = request.headers['accept-language'] ?? '';
  const region = /^[a-z]{2,3}-([A-Z]{2})\b/i.exec(accept.trim())?.[1];
  if (region) return { country: region.toUpperCase(), source: 'accept-language' };
  const locale = localeFromAcceptLanguage(accept);
  const guess = locale ? COUNTRY_BY_LOCALE[locale] : undefined;
  return guess ? { country: guess, source: 'accept-language' } : { country: null, source: 'none' };
}

/**
 * The page's boot data (api/site-boot.ts): the draw's window, the share networks, and the visitor's country when the request itself
 * tells (a proxy header, or Accept-Language where no geolocation service is configured). A page never waits on an
 * outside service: where only the geolocation service could tell, the country is left out and the page asks
 * GET /api/country, as before.
 */
export async function siteBootFor(request: FastifyRequest, services: Services): Promise<SiteBoot> {
  const { config } = services;
  const competition = {
    start: config.competitionStart,
    end: config.competitionEnd,
    timeZone: config.competitionTimeZone,
  };
  const share = config.shareNetworks;
  const draw = {
    minimumAge: config.entryRules.minimumAge,
    excludedCountries: [...config.entryRules.excludedCountries],
    sharePrizeWinners: config.sharePrizeWinners,
  };
  const known = await countryOf(request, null);
  if (services.geolocate && known.source !== 'header') return { competition, share, draw };
  return { competition, country: known.country, share, draw };
}

export const siteDataRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  const { config, db } = services;

  app.get(
    '/frontend_data',
    {
      schema: operation({
        operationId: 'getFrontendData',
        tag: 'Site',
        summary: 'What the site needs at start',
        description:
          "How the page signs players in (`sign_in`: the captcha and the social providers configured), the game to play now (the one after the player's last scored game in the cycle, else mouse) and the prize draw's window: active from the start day to the end day's 23:59:59 in the stated time zone (`time_zone`, UTC by default), and never for players in an excluded country (the player's country, else the visitor's): `excluded_countries`, with `minimum_age` and `share_prize_winners` (how many wallet codes the share draw gives), as configured. `share_networks`: the networks the share modal offers, each with its share address, in which `{url}` and `{text}` stand for the URL-encoded link and text.",
        auth: 'optional',
        answer: FrontendData,
        answerDescription: 'The current game and the competition',
        errors: [E.badToken, E.internal],
      }),
    },
    async (request) => {
      const { session } = request;
      const last = session ? await lastScoredGame(db, session.user.id) : null;
      const current: GameId = last ? nextInCycle(last) : 'mouse';
      const { country } = await countryOf(request, services.geolocate);
      return {
        success: true as const,
        current_game: GAME_CYCLE.includes(current) ? current : 'mouse',
        sign_in: {
          captcha: config.recaptchaSecret ? ('recaptcha' as const) : ('pow' as const),
          recaptcha_site_key: config.recaptchaSecret ? (config.recaptchaSiteKey ?? null) : null,
          recaptcha_script_url: config.recaptchaSecret ? config.recaptchaPage.scriptUrl : null,
          recaptcha_privacy_url: config.recaptchaSecret ? config.recaptchaPage.privacyUrl : null,
          recaptcha_terms_url: config.recaptchaSecret ? config.recaptchaPage.termsUrl : null,
          facebook_app_id: config.facebook?.appId ?? null,
          facebook_sdk_url: config.facebook?.sdkUrl ?? null,
          google_client_id: config.google?.clientId ?? null,
          google_script_url: config.google?.scriptUrl ?? null,
        },
        competition: {
          start: config.competitionStart,
          end: config.competitionEnd,
          time_zone: config.competitionTimeZone,
          active: competitionActive(
            {
              start: config.competitionStart,
              end: config.competitionEnd,
              timeZone: config.competitionTimeZone,
            },
            session?.user.country ?? country,
            Date.now(),
            config.entryRules.excludedCountries,
          ),
          minimum_age: config.entryRules.minimumAge,
          excluded_countries: [...config.entryRules.excludedCountries],
          share_prize_winners: config.sharePrizeWinners,
        },
        share_networks: config.shareNetworks,
      };
    },
  );

  app.get(
    '/country',
    {
      schema: operation({
        operationId: 'getCountry',
        tag: 'Site',
        summary: "The visitor's country",
        description:
          'A CDN or proxy header (CF-IPCountry or X-Country-Code) when the operator has one, then the IP geolocation service when one is configured, else a guess from the Accept-Language region or language, else null. By default no outside service is asked.',
        auth: 'none',
        answer: CountryAnswer,
        answerDescription: "The visitor's country and segment",
        errors: [E.internal],
      }),
    },
    async (request) => {
      const { country, source } = await countryOf(request, services.geolocate);
      return {
        success: true as const,
        country_code: country,
        segment: country === 'DE' ? ('DE' as const) : (false as const),
        source,
      };
    },
  );

  app.get(
    '/captcha/challenge',
    {
      schema: operation({
        operationId: 'getCaptchaChallenge',
        tag: 'Site',
        summary: 'A proof-of-work captcha challenge',
        description:
          'A signed challenge in the ALTCHA format: find the number n from 0 to `maxnumber` whose SHA-256 of `salt` followed by n is `challenge`, then send base64 of the JSON `{ algorithm, challenge, number, salt, signature }` as `recaptcha` to POST /users. Valid 10 minutes, single use. Never cached.',
        auth: 'none',
        answer: CaptchaChallenge,
        answerDescription: 'A fresh challenge',
        errors: [
          {
            status: 404,
            code: 'not_found',
            when: 'This server uses reCAPTCHA, not the proof-of-work captcha',
          },
          E.internal,
        ],
      }),
    },
    async (_request, reply) => {
      if (!services.captchaSecret)
        throw new HttpError(404, 'not_found', 'This server uses reCAPTCHA, not the proof-of-work captcha');
      reply.header('cache-control', 'no-store');
      return createChallenge(services.captchaSecret, config.powMaxNumber);
    },
  );
};
