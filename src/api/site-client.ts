import { parseSiteApiAccess, SITE_API_ACCESS_ID } from '../../api/site-api-access.ts';
import { importPayloadKey } from '../../api/payload-crypto.ts';
import { createApiClient, type ApiClient } from './client.ts';

/**
 * The page's API client: the API under the page's base address, signing or encrypting its calls when the page the
 * server rendered asks for either (api/site-api-access.ts).
 */
export async function siteApiClient(): Promise<ApiClient> {
  const access = parseSiteApiAccess(document.getElementById(SITE_API_ACCESS_ID)?.textContent);
  return createApiClient({
    baseUrl: new URL('api', document.baseURI).toString(),
    ...(access.signing ? { signing: access.signing } : {}),
    ...(access.payloadKey ? { payloadKey: await importPayloadKey(access.payloadKey) } : {}),
  });
}
