/**
 * The secrets of the anonymous chains this browser started. games/end hands one out when an anonymous chain starts;
 * only the browser holding it can continue the chain (previous_game) or save it to an account, so a run's uuid
 * seen elsewhere claims nothing. Kept in local storage, by run uuid and by accumulator uuid, next to the runs still
 * to send (pending-runs.ts): out of the cookies, so it never rides along on every request, and out of the
 * machines, which hold what the screens show. Entries older than the journey's cookie (a day) are of no use and
 * are dropped when a new one is written.
 */
const SECRETS_KEY = 'gear-chain-secrets';
const KEEP_MS = 2 * 24 * 60 * 60 * 1000;

interface KeptSecret {
  secret: string;
  at: number;
}

function readAll(): Record<string, KeptSecret> {
  try {
    const raw = localStorage.getItem(SECRETS_KEY);
    const value: unknown = raw ? JSON.parse(raw) : {};
    return value && typeof value === 'object' ? (value as Record<string, KeptSecret>) : {};
  } catch {
    return {};
  }
}

/** Where storage is refused (private mode), the page's own memory keeps the secrets while it stays open. */
const inMemory = new Map<string, string>();

/** The secret of the chain that this run or accumulator belongs to, if this browser started it. */
export function chainSecretOf(uuid: string | null | undefined): string | undefined {
  if (!uuid) return undefined;
  const kept = readAll()[uuid];
  return typeof kept?.secret === 'string' ? kept.secret : inMemory.get(uuid);
}

/** Keeps `secret` under each of `uuids` (the run that just ended and its accumulator). */
export function keepChainSecret(secret: string, uuids: readonly string[], now = Date.now()): void {
  const all = Object.fromEntries(
    Object.entries(readAll()).filter(([, kept]) => typeof kept?.at === 'number' && now - kept.at < KEEP_MS),
  );
  for (const uuid of uuids) all[uuid] = { secret, at: now };
  try {
    localStorage.setItem(SECRETS_KEY, JSON.stringify(all));
  } catch {
    // Private mode may refuse storage: the chain can then be saved only while this page stays open.
    for (const uuid of uuids) inMemory.set(uuid, secret);
  }
}

/** `{ chain_secret }` for a body that saves this chain, or nothing when this browser has no secret for it. */
export function chainSecretField(uuid: string | null | undefined): { chain_secret?: string } {
  const secret = chainSecretOf(uuid);
  return secret ? { chain_secret: secret } : {};
}
