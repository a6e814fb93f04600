/**
 * The two social networks a score is shared to, through their plain share addresses: no SDK, no script from
 * their hosts, nothing sent to them until the visitor follows the link. `{url}` and `{text}` are replaced by the
 * URL-encoded link and text.
 */
export const SHARE_NETWORKS = [
  { id: 'facebook', name: 'Facebook', template: 'https://www.facebook.com/sharer/sharer.php?u={url}' },
  { id: 'x', name: 'X', template: 'https://twitter.com/intent/tweet?text={text}&url={url}' },
] as const;

export type ShareNetwork = (typeof SHARE_NETWORKS)[number];
export type ShareNetworkId = ShareNetwork['id'];

/** The network's share address for this link and text. */
export function shareNetworkUrl(network: ShareNetwork, { url, text }: { url: string; text: string }): string {
  return network.template
    .replace('{url}', encodeURIComponent(url))
    .replace('{text}', encodeURIComponent(text));
}
