import { createApiClient, type ApiClient } from './client.ts';
import { parseSiteApiAccess, SITE_API_ACCESS_ID } from '../../api/site-api-access.ts';
import { importPayloadKey } from '../../api/payload-crypto.ts';
import { currentToken } from '../session/current-token.ts';

/**
 * The page's API client, made per call: it is a few closures over the page's base address, and no module keeps
 * one. Calls carry the signed-in player's bearer token (src/session). When the server asks for signed or encrypted calls, the page it rendered says how (api/site-api-access.ts).
 */
export async function siteApi({
  token = currentToken,
}: { token?: () => string | null } = {}): Promise<ApiClient> {
  const access = parseSiteApiAccess(document.getElementById(SITE_API_ACCESS_ID)?.textContent);
  return createApiClient({
    baseUrl: new URL('api', document.baseURI).toString(),
    token,
    ...(access.signing ? { signing: access.signing } : {}),
    ...(access.payloadKey ? { payloadKey: await importPayloadKey(access.payloadKey) } : {}),
  });
}
