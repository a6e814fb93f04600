import { useLingui } from '@lingui/react/macro';
import { useDrawOpen } from '../../competition/competition-context.tsx';
import { useSite } from '../../site/site-context.tsx';
import { Modal } from '../modal.tsx';
import { formatSharePrize } from './share-prize.ts';

/**
 * Spec §2 "a prize share popup for the wallet-code prize": after a share, while the draw takes entries in the
 * visitor's country, it says what sharing can win, in the amount this language states (api/competition.ts).
 * Outside the window or in an excluded country it renders nothing, whatever `open` says.
 */
export function WalletPrizePopup({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useLingui();
  const drawOpen = useDrawOpen();
  const locale = useSite((s) => s.context.route.locale);
  if (!open || !drawOpen) return null;
  const amount = formatSharePrize(locale);
  return (
    <Modal title={t`Thanks for sharing!`} onClose={onClose} testId="wallet-prize-popup">
      <div className="wallet-prize">
        <p className="wallet-prize__amount" data-testid="wallet-prize-amount">
          {amount}
        </p>
        <p>{t`Sharing your score gives you a chance to win a game-platform wallet code worth ${amount}.`}</p>
        <p className="wallet-prize__note">{t`The terms and conditions give the rules of the draw.`}</p>
        <button type="button" className="button button--primary" onClick={onClose}>
          {t`Got it`}
        </button>
      </div>
    </Modal>
  );
}
