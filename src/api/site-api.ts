import type { ApiClient } from './client.ts';
import { currentToken } from '../session/current-token.ts';

/**
 * The page's API client, made per call: it is a few closures over the page's base address, and no module keeps
 * one. Calls carry the signed-in player's bearer token (src/session). When the server asks for signed or
 * encrypted calls, the page it rendered says how (api/site-api-access.ts).
 *
 * The client and the schemas it checks answers with (zod) arrive with the first call, in a chunk of their own:
 * the first page paints without them, and every call is asynchronous anyway.
 */
export async function siteApi({
  token = currentToken,
}: { token?: () => string | null } = {}): Promise<ApiClient> {
  const { createSiteClient } = await import('./site-client.ts');
  return createSiteClient(token);
}
