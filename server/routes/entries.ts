import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { competitionPhase } from '../../api/competition.ts';
import { EntryAnswer, ShareEntryAnswer, ShareEntryBody } from '../../api/entries.ts';
import type { LocaleCode } from '../../api/locales.ts';
import { signedIn } from '../auth/route-auth.ts';
import { dayIn } from '../../api/entry-rules.ts';
import { playerBars } from '../games/entrant.ts';
import { recordShareEntry, shareEntryOf } from '../games/share-entries.ts';
import { seenCountryOf } from '../geo/seen-country.ts';
import { HttpError } from '../http/http-error.ts';
import { E, operation, WRITE } from '../http/operation.ts';
import type { Services } from '../services.ts';

/**
 * Entries that meet the rules (issue 39): what keeps the signed-in player out of the draws, which the final score
 * states, and the share prize's entries, one per player.
 */
export const entryRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  const { config, db } = services;
  const window = () => ({
    start: config.competitionStart,
    end: config.competitionEnd,
    timeZone: config.competitionTimeZone,
  });
  // The reference is written without a configuration (server/docs/api-markdown.ts): it names the settings.
  const rulesText =
    "at least the minimum age today (DRAW_MINIMUM_AGE, 18 by default; in the draw's time zone), with a birth date on the profile; the rules accepted; a country known (declared, or seen through the proxy's header or the geolocation service when runs, the share entry or this request were made; never guessed from Accept-Language); and neither the declared country nor any seen one excluded (DRAW_EXCLUDED_COUNTRIES, IT, PL, TH, RU and TR by default)";

  app.get(
    '/users/me/entry',
    {
      schema: operation({
        operationId: 'getMyEntry',
        tag: 'Users',
        summary: 'What keeps the player out of the prize draws',
        description: `The server's judgement of the signed-in player against the entry rules: ${rulesText}. \`bars\` lists every rule not met (empty: the player may enter); the final score states them. Whether a score enters also needs the three games played inside the window.`,
        auth: 'play',
        answer: EntryAnswer,
        answerDescription: "The player's bars and the rules they were judged by",
        errors: [E.unauthorized, E.internal],
      }),
    },
    async (request) => {
      const { user } = signedIn(request);
      const bars = await playerBars(
        db,
        user,
        config.entryRules,
        dayIn(Date.now(), config.competitionTimeZone),
        await seenCountryOf(request, services.geolocate),
      );
      const shared = await shareEntryOf(db, user.id);
      return {
        success: true as const,
        eligible: bars.length === 0,
        bars,
        minimum_age: config.entryRules.minimumAge,
        excluded_countries: [...config.entryRules.excludedCountries],
        share_entry: shared ? { first_shared_at: shared } : null,
      };
    },
  );

  app.post(
    '/prizes/share_entries',
    {
      schema: operation({
        operationId: 'enterShareDraw',
        tag: 'Prizes',
        summary: 'Enter the share prize draw',
        description: `Records that the signed-in player shared their score, for the draw of the wallet codes (SHARE_PRIZE_WINNERS, 10 by default) among players who shared during the competition: one entry per player, the first share kept (a repeat answers \`already: true\` and changes nothing), with the country the request is seen from and the page's language (which sets the prize's amount). Only while the draw is open. The answer says whether the entry counts now (\`entered\`) and what keeps the player out (\`bars\`): ${rulesText}; the draw judges again when it runs. Anonymous shares are no entries. Counts against the per-account write limit.`,
        auth: 'play',
        body: ShareEntryBody,
        answer: ShareEntryAnswer,
        answerDescription: 'The entry, and whether it counts',
        errors: [
          E.invalidInput,
          E.unauthorized,
          {
            status: 409,
            code: 'conflict',
            when: 'The draw is not open (before its first day or after its last)',
          },
          ...WRITE,
        ],
      }),
    },
    async (request) => {
      const { user } = signedIn(request);
      const now = Date.now();
      const phase = competitionPhase(window(), now);
      if (phase !== 'open')
        throw new HttpError(
          409,
          'conflict',
          phase === 'upcoming'
            ? 'The draw has not opened yet: shares enter it from its first day'
            : 'The draw has closed: shares no longer enter it',
        );
      const seenCountry = await seenCountryOf(request, services.geolocate);
      const entry = await recordShareEntry(db, {
        userId: user.id,
        network: request.body.network,
        seenCountry,
        locale: request.body.locale as LocaleCode,
      });
      const bars = await playerBars(
        db,
        user,
        config.entryRules,
        dayIn(now, config.competitionTimeZone),
        seenCountry,
      );
      return {
        success: true as const,
        already: entry.already,
        first_shared_at: entry.firstSharedAt,
        entered: bars.length === 0,
        bars,
      };
    },
  );
};
