import { useEffect, useState } from 'react';
import { parseSiteBoot, SITE_BOOT_ID } from '../../../api/site-boot.ts';
import { usableShareNetworks, type ShareNetwork, type ShareNetworkId } from '../../../api/share-networks.ts';
import { siteApi } from '../../api/site-api.ts';

/** The networks' names on their buttons: brand names, the same in every language. */
export const SHARE_NETWORK_NAMES: Readonly<Record<ShareNetworkId, string>> = { facebook: 'Facebook', x: 'X' };

/**
 * The share networks the server's configuration names (api/share-networks.ts): from the page's boot data, else
 * from GET /api/frontend_data (a page the server did not write, such as the dev server's); null until known. An
 * answer that does not come offers none: the link and its copy button still share.
 */
export function useShareNetworks(): readonly ShareNetwork[] | null {
  const [networks, setNetworks] = useState<readonly ShareNetwork[] | null>(
    () => parseSiteBoot(document.getElementById(SITE_BOOT_ID)?.textContent)?.share ?? null,
  );
  useEffect(() => {
    if (networks) return;
    let live = true;
    void siteApi()
      .then((api) => api.frontendData())
      .then(
        (data) => usableShareNetworks(data.share_networks) ?? [],
        () => [],
      )
      .then((found) => {
        if (live) setNetworks(found);
      });
    return () => {
      live = false;
    };
  }, [networks]);
  return networks;
}
