import { z } from 'zod';

/** What the site reads at start besides the boards: the visitor's country and the captcha (spec §7). */

/** GET /country. */
export const CountryAnswer = z.object({
  success: z.literal(true),
  country_code: z
    .string()
    .regex(/^[A-Z]{2}$/)
    .nullable()
    .describe('Two-letter ISO code in capitals, or null when nothing tells'),
  segment: z
    .union([z.literal('DE'), z.literal(false)])
    .describe('"DE" for Germany (the segment with its own total board), else false'),
  source: z
    .enum(['header', 'geolocation', 'accept-language', 'none'])
    .describe(
      'header: a CDN or proxy header (CF-IPCountry, X-Country-Code); geolocation: the configured IP service; accept-language: a guess',
    ),
});

/** GET /captcha/challenge: an ALTCHA-format proof-of-work challenge (server/captcha/proof-of-work.ts). */
export const CaptchaChallenge = z.object({
  algorithm: z.literal('SHA-256'),
  challenge: z.string().describe('Hex SHA-256 of salt followed by the secret number'),
  maxnumber: z.number().int().positive().describe('The secret number lies between 0 and this'),
  salt: z.string().describe('Random hex, then ?expires= and the expiry in Unix seconds'),
  signature: z.string().describe("Hex HMAC-SHA256 of challenge with the server's secret"),
});
