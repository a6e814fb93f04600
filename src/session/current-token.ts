import type { Actor } from 'xstate';
import type { SessionMachine } from '../../machines/session.ts';

/**
 * The bearer token the page's API calls carry (src/api/site-api.ts). The page has one session actor, made
 * before React (src/main.tsx); it registers here so that code outside React (the game's run calls) reads the
 * same session. Only a confirmed session lends its token: while a stored one is being checked, calls go out
 * anonymous, as they would if the check failed.
 */
let active: Actor<SessionMachine> | null = null;

export function registerSession(actor: Actor<SessionMachine> | null): void {
  active = actor;
}

export function currentToken(): string | null {
  const snapshot = active?.getSnapshot();
  return snapshot?.matches('loggedIn') ? (snapshot.context.record?.token ?? null) : null;
}
