/**
 * The operator token, kept for this tab only (sessionStorage): asked once, gone when the tab closes, never in a
 * cookie or the address, so it travels nowhere but in the viewer's own calls.
 */
const KEY = 'gear-up.operator-token';

export function storedOperatorToken(): string | null {
  try {
    return sessionStorage.getItem(KEY) || null;
  } catch {
    // Storage refused (a privacy mode): the token is asked again on each load.
    return null;
  }
}

export function storeOperatorToken(token: string | null): void {
  try {
    if (token) sessionStorage.setItem(KEY, token);
    else sessionStorage.removeItem(KEY);
  } catch {
    // As above: nothing kept.
  }
}
