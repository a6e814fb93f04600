import { createApiClient, type ApiClient } from './client.ts';
import { parseSiteApiAccess, SITE_API_ACCESS_ID } from '../../api/site-api-access.ts';
import { importPayloadKey } from '../../api/payload-crypto.ts';

/** The page's API client, signed or encrypted as the page the server rendered asks (see `siteApi`). */
export async function createSiteClient(token: () => string | null): Promise<ApiClient> {
  const access = parseSiteApiAccess(document.getElementById(SITE_API_ACCESS_ID)?.textContent);
  return createApiClient({
    baseUrl: new URL('api', document.baseURI).toString(),
    token,
    ...(access.signing ? { signing: access.signing } : {}),
    ...(access.payloadKey ? { payloadKey: await importPayloadKey(access.payloadKey) } : {}),
  });
}
