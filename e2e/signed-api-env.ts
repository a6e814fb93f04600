/**
 * The environment of the Playwright server that runs with request signing and payload encryption on (the
 * `signed-api` project, e2e/signed-api.spec.ts). Test-only keys, written in the open: every page that server
 * renders shows the site's anyway. Two clients, the site's not the first, so the page is seen to carry the one
 * SITE_API_CLIENT names and no other.
 */
export const SIGNED_API_ENV = {
  API_CLIENTS: 'e2e-partner:e2e-partner-key-not-for-pages,e2e-site:e2e-site-key-0123456789abcdef',
  SITE_API_CLIENT: 'e2e-site',
  // base64 of 32 bytes: an AES-256 key.
  PAYLOAD_KEY: 'ZTJlLXBheWxvYWQta2V5LTMyLWJ5dGVzLWxvbmchISE=',
} as const;
