import { useLingui } from '@lingui/react/macro';
import { useDrawFigures, useDrawOpen } from '../../competition/competition-context.tsx';
import { entryBarMessage } from '../../content/entry-bars.ts';
import { useSite } from '../../site/site-context.tsx';
import { Modal } from '../modal.tsx';
import type { ShareEntryState } from './share-entry.ts';
import { formatSharePrize } from './share-prize.ts';

/**
 * Spec §2 "a prize share popup for the wallet-code prize": after a share, while the draw takes entries in the
 * visitor's country, it says truthfully what became of the share (issue 39): entered in the draw, already
 * entered, kept out by a rule (which one), or that only a signed-in player's share enters. The amount is this
 * language's (api/competition.ts). Outside the window or in an excluded country it renders nothing.
 */
export function WalletPrizePopup({
  open,
  onClose,
  entry,
}: {
  open: boolean;
  onClose: () => void;
  entry: ShareEntryState;
}) {
  const { t, i18n } = useLingui();
  const drawOpen = useDrawOpen();
  const figures = useDrawFigures();
  const locale = useSite((s) => s.context.route.locale);
  if (!open || !drawOpen) return null;
  const amount = formatSharePrize(locale);
  const age = i18n.number(figures.minimumAge);
  return (
    <Modal title={t`Thanks for sharing!`} onClose={onClose} testId="wallet-prize-popup">
      <div className="wallet-prize" data-entry={entry.status}>
        <p className="wallet-prize__amount" data-testid="wallet-prize-amount">
          {amount}
        </p>
        <div role="status" data-testid="wallet-prize-entry">
          {entry.status === 'pending' && <p>{t`Entering your share in the draw…`}</p>}
          {entry.status === 'entered' && (
            <p>{t`You are in the draw for a game-platform wallet code worth ${amount}.`}</p>
          )}
          {entry.status === 'already' && (
            <p>{t`You were already in the draw for a game-platform wallet code worth ${amount}: each player enters once.`}</p>
          )}
          {entry.status === 'barred' && (
            <>
              <p>{t`Your share is recorded, but it cannot enter the draw:`}</p>
              <ul className="wallet-prize__bars" role="list">
                {entry.bars.map((bar) => (
                  <li key={bar} data-bar={bar}>
                    {i18n._(entryBarMessage(bar, age))}
                  </li>
                ))}
              </ul>
            </>
          )}
          {entry.status === 'signed-out' && (
            <p>{t`Sign in and share again to enter the draw for a game-platform wallet code worth ${amount}: only signed-in players' shares count.`}</p>
          )}
          {entry.status === 'closed' && <p>{t`The prize draw is not open: this share cannot enter it.`}</p>}
          {entry.status === 'failed' && (
            <p>{t`Your share could not be entered in the draw just now. Please share again in a moment.`}</p>
          )}
        </div>
        <p className="wallet-prize__note">{t`The terms and conditions give the rules of the draw.`}</p>
        <button type="button" className="button button--primary" onClick={onClose}>
          {t`Got it`}
        </button>
      </div>
    </Modal>
  );
}
