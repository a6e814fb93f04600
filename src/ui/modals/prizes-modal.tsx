import { useLingui } from '@lingui/react/macro';
import { Modal } from '../modal.tsx';
import { useMenuActor } from '../menu/menu-context.tsx';
import { PRIZES_TITLE, PrizesPanel } from '../prizes/prizes-panel.tsx';

/** The prizes modal (spec §2): title, dates, tiers and the top of the leaderboard. */
export function PrizesModal() {
  const { i18n } = useLingui();
  const actor = useMenuActor();
  return (
    <Modal
      title={i18n._(PRIZES_TITLE)}
      onClose={() => actor.send({ type: 'modal.close' })}
      testId="prizes-modal"
    >
      <PrizesPanel />
    </Modal>
  );
}
