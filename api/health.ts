import { z } from 'zod';

export const HealthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  version: z.string(),
  uptimeS: z.number().nonnegative(),
  database: z.object({
    kind: z.enum(['pglite', 'postgresql']),
    ok: z.boolean(),
    serverVersion: z.string().optional(),
    schemaVersion: z.number().int().nonnegative().optional(),
    latencyMs: z.number().nonnegative().optional(),
    error: z.string().optional(),
  }),
});
export type Health = z.infer<typeof HealthSchema>;
