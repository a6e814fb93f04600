import { z } from 'zod';

/** Every error the API answers with: a stable code for programs, a message for people, field details. */
export const ApiErrorSchema = z.object({
  error: z.string().describe('Stable machine-readable code, e.g. not_found, invalid_input'),
  message: z.string().describe('What went wrong, in plain English'),
  fields: z.record(z.string(), z.string()).optional().describe('Per-field messages for invalid input'),
});
export type ApiError = z.infer<typeof ApiErrorSchema>;
