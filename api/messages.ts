import { z } from 'zod';

/** Mails to the logged-in player's own address (spec §7). */

/** Mail templates a player may ask for by name; validation has its own call, reset_password only comes from the reset call. */
export const SENDABLE_TEMPLATES = ['welcome', 'score_saved'] as const;

/** Only the language is the caller's to choose: everything a mail says is computed by the server. */
export const MessageSendBody = z
  .object({
    locale: z
      .string()
      .optional()
      .describe("The mail's language; an unknown code falls back to the player's language, else en"),
  })
  .optional();

export const MessageSentAnswer = z.object({ success: z.literal(true), code: z.literal(200) });
