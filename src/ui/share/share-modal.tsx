import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { localeByCode } from '../../../api/locales.ts';
import { track } from '../../analytics/track.ts';
import { useSite } from '../../site/site-context.tsx';
import { useCopyConfirmation } from '../menu/use-copy-confirmation.ts';
import { Modal } from '../modal.tsx';
import { shareLink } from './share-link.ts';
import { shareNetworkUrl } from '../../../api/share-networks.ts';
import { SHARE_NETWORK_NAMES, useShareNetworks } from './share-networks.ts';
import { ownShareText, passedOnShareText } from './share-text.ts';
import { WalletPrizePopup } from './wallet-prize-popup.tsx';
import type { ShareEntryNetwork } from '../../../api/entries.ts';
import { useDrawOpen } from '../../competition/competition-context.tsx';
import type { BeatLine } from '../../../api/beat-share.ts';
import type { EnterShareDraw, ShareEntryState } from './share-entry.ts';
import '../../styles/share.css';

export interface ShareModalProps {
  open: boolean;
  onClose: () => void;
  /** The total score shared. */
  score: number;
  /** How this total compares with the other players (api/beat-share.ts); null when unknown. */
  beat: BeatLine | null;
  /** The player's public slug when signed in (the link is their share page); null: the home page is shared. */
  slug: string | null;
  /**
   * Whose result it is, when not the visitor's own (a friend's share page passes it on): the text then names
   * them instead of saying "I scored".
   */
  sharer?: string;
  /**
   * Records the share for the share prize: given only for a signed-in player sharing their own score (the page
   * passes `enterShareDraw`); without it a share of one's own score is told that signing in is needed.
   */
  enterDraw?: EnterShareDraw;
}

/**
 * Spec §2's share modal: the share text, the link with a copy button ('Link copied' for 2 s), the social networks
 * the server's configuration names, through their plain share addresses, and the system share sheet where the
 * browser has one. Any share is counted (analytics, when allowed) and may open the wallet-code prize popup.
 */
export function ShareModal({ open, onClose, score, beat, slug, sharer, enterDraw }: ShareModalProps) {
  const { t, i18n } = useLingui();
  const locale = useSite((s) => s.context.route.locale);
  const { copy, copied, failed } = useCopyConfirmation();
  const [prize, setPrize] = useState<'unseen' | 'showing' | 'seen'>('unseen');
  const [entry, setEntry] = useState<ShareEntryState>({ status: 'signed-out' });
  const drawOpen = useDrawOpen();
  const networks = useShareNetworks();
  if (!open) return null;

  const iso = localeByCode(locale).iso;
  const url = shareLink(locale, slug);
  const text = i18n._(
    sharer === undefined ? ownShareText(score, beat, iso) : passedOnShareText(sharer, score, beat, iso),
  );
  const canShareSheet = typeof navigator.share === 'function';

  // Passing a friend's result on is no share of one's own score: it enters nothing.
  const own = sharer === undefined;
  const shared = (network: ShareEntryNetwork) => {
    track({ type: 'share' });
    // The server keeps the first share of each player: asked once, again only after a failure.
    const asking =
      own && enterDraw && drawOpen && (entry.status === 'signed-out' || entry.status === 'failed');
    if (asking) {
      setEntry({ status: 'pending' });
      void enterDraw(network, locale).then(setEntry);
    }
    // The prize is explained once, not after every button; again only when a failed entry is tried again.
    const retry = asking && entry.status === 'failed';
    setPrize((p) => (p === 'unseen' || retry ? 'showing' : p));
  };
  const copyLink = async (network: ShareEntryNetwork = 'copy') => {
    // A refused clipboard is no share.
    if (await copy(url)) shared(network);
  };
  const shareSheet = async () => {
    try {
      await navigator.share({ text, url });
      shared('system');
    } catch (error) {
      // Closing the sheet is the visitor's choice; any other refusal leaves the other buttons to use.
      if (!(error instanceof DOMException && error.name === 'AbortError')) await copyLink('copy');
    }
  };

  return (
    <Modal
      title={sharer === undefined ? t`Challenge your friends` : t`Pass the challenge on`}
      onClose={onClose}
      testId="share-modal"
    >
      <div className="share-modal">
        <p className="share-modal__text" data-testid="share-text">
          {text}
        </p>
        <label className="share-modal__link">
          <span>{t`Link`}</span>
          <input
            type="url"
            readOnly
            value={url}
            data-testid="share-url"
            onFocus={(event) => event.currentTarget.select()}
          />
        </label>
        <div className="share-modal__actions">
          <button
            type="button"
            className="button button--primary"
            data-testid="share-copy"
            onClick={() => void copyLink('copy')}
          >
            {t`Copy link`}
          </button>
          {(networks ?? []).map((network) => {
            const name = SHARE_NETWORK_NAMES[network.id];
            return (
              <a
                key={network.id}
                className="button button--ghost"
                href={shareNetworkUrl(network.template, { url, text })}
                target="_blank"
                rel="noopener noreferrer"
                data-testid={`share-${network.id}`}
                onClick={() => shared(network.id)}
              >
                {t`Share on ${name}`}
                <span className="visually-hidden">{t`(opens in a new tab)`}</span>
              </a>
            );
          })}
          {canShareSheet && (
            <button
              type="button"
              className="button button--ghost"
              data-testid="share-sheet"
              onClick={() => void shareSheet()}
            >
              {t`More ways to share`}
            </button>
          )}
        </div>
        <p role="status" className="share-modal__status" data-testid="share-status">
          {copied
            ? t`Link copied`
            : failed
              ? t`The link could not be copied. Copy it from the field above.`
              : ''}
        </p>
      </div>
      {own && <WalletPrizePopup open={prize === 'showing'} onClose={() => setPrize('seen')} entry={entry} />}
    </Modal>
  );
}
