/**
 * The social networks a score is shared to, through their plain share addresses: no SDK, no script from their
 * hosts, nothing sent to them until the visitor follows the link. Each address is a template from the server's
 * configuration (SHARE_FACEBOOK_URL, SHARE_X_URL) in which `{url}` and `{text}` are replaced by the URL-encoded
 * link and text; the page receives them with its boot data or GET /api/frontend_data.
 */
export const SHARE_NETWORK_IDS = ['facebook', 'x'] as const;
export type ShareNetworkId = (typeof SHARE_NETWORK_IDS)[number];

export interface ShareNetwork {
  readonly id: ShareNetworkId;
  readonly template: string;
}

const PLACEHOLDER = /\{[^{}]*\}/g;

/**
 * Why a share template cannot be used, or null when it can: an absolute https address without credentials that
 * fills in `{url}`, and nothing but `{url}` and `{text}`. A page link that left the site's link out, or that took
 * the visitor to http or to a script address, would be the operator's typo shipped to every player.
 */
export function shareTemplateProblem(template: string): string | null {
  if (!template.includes('{url}')) return 'it must contain {url}, where the link to the score goes';
  const unknown = (template.match(PLACEHOLDER) ?? []).filter((p) => p !== '{url}' && p !== '{text}');
  if (unknown.length > 0) return `only {url} and {text} are filled in, not ${unknown.join(', ')}`;
  let address: URL;
  try {
    address = new URL(template.replaceAll('{url}', 'u').replaceAll('{text}', 't'));
  } catch {
    return 'it must be an absolute https address';
  }
  if (address.protocol !== 'https:') return 'it must be an absolute https address';
  if (address.username || address.password) return 'it must not carry a user name or password';
  return null;
}

/** The network's share address for this link and text, each URL-encoded so neither can add a parameter. */
export function shareNetworkUrl(template: string, { url, text }: { url: string; text: string }): string {
  return template.replaceAll('{url}', encodeURIComponent(url)).replaceAll('{text}', encodeURIComponent(text));
}

/** The networks as sent to the page, checked: known ids, once each, usable templates; null when any entry is not. */
export function usableShareNetworks(value: unknown): ShareNetwork[] | null {
  if (!Array.isArray(value)) return null;
  const networks: ShareNetwork[] = [];
  for (const entry of value as unknown[]) {
    if (typeof entry !== 'object' || entry === null) return null;
    const { id, template } = entry as Record<string, unknown>;
    if (!SHARE_NETWORK_IDS.includes(id as ShareNetworkId) || typeof template !== 'string') return null;
    if (networks.some((n) => n.id === id) || shareTemplateProblem(template) !== null) return null;
    networks.push({ id: id as ShareNetworkId, template });
  }
  return networks;
}
