import type { Services } from '../services.ts';
import { hitRateLimit } from '../http/rate-limit.ts';
import type { Session } from '../auth/sessions.ts';

/** Per-account write limit, on top of the per-IP one every write passes. */
export async function limitUser(services: Services, session: Session | null): Promise<void> {
  if (!session) return;
  await hitRateLimit(services.db, `user:${session.user.id}`, {
    limit: services.config.rateLimits.writesPerUserPerMinute,
    windowS: 60,
  });
}

/** Counts one mail to `address` against its daily cap; past it, 429 (the caller decides whether to say so). */
export async function limitMailsTo(services: Services, address: string): Promise<void> {
  await hitRateLimit(services.db, `mail:${address.trim().toLowerCase()}`, {
    limit: services.config.mailsPerAddressPerDay,
    windowS: 24 * 3600,
  });
}
