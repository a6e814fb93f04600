import type { Services } from '../services.ts';
import { hitRateLimit } from '../http/rate-limit.ts';

/** Counts one mail to `address` against its daily cap; past it, 429 (the caller decides whether to say so). */
export async function limitMailsTo(services: Services, address: string): Promise<void> {
  await hitRateLimit(services.db, `mail:${address.trim().toLowerCase()}`, {
    limit: services.config.mailsPerAddressPerDay,
    windowS: 24 * 3600,
  });
}
