import { lazy, Suspense, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useProfile, useSession, useSessionActor } from '../../session/session-context.tsx';
import { Modal } from '../modal.tsx';
import '../../styles/account.css';

// The forms (react-hook-form, the API's schemas) load when a signed-in player opens one, not with every page.
const ProfileForm = lazy(() => import('./profile-form.tsx').then((m) => ({ default: m.ProfileForm })));
const SetPasswordFirst = lazy(() =>
  import('./profile-form.tsx').then((m) => ({ default: m.SetPasswordFirst })),
);
const DeleteAccountForm = lazy(() =>
  import('./delete-account-form.tsx').then((m) => ({ default: m.DeleteAccountForm })),
);

export type View = 'menu' | 'profile' | 'delete';

/**
 * The header's account control (spec §6: logged in): the player's name, opening the account menu: the profile,
 * erasing one's data, signing out. Nothing shows for an anonymous visitor.
 */
export function AccountButton() {
  const { t } = useLingui();
  const profile = useProfile();
  const [view, setView] = useState<View | null>(null);
  if (!profile) return null;
  const name = profile.nickname || profile.first_name;
  return (
    <>
      <button
        type="button"
        className="account-button"
        aria-haspopup="dialog"
        aria-label={t`Your account: ${name}`}
        data-testid="account-button"
        onClick={() => setView('menu')}
      >
        {name}
      </button>
      {view && <AccountView view={view} setView={setView} onClose={() => setView(null)} />}
    </>
  );
}

/** The account menu opened at `initialView` (the final score opens the profile to complete a draw entry). */
export function AccountMenu({ initialView, onClose }: { initialView: View; onClose: () => void }) {
  const [view, setView] = useState<View>(initialView);
  return <AccountView view={view} setView={setView} onClose={onClose} />;
}

function AccountView({
  view,
  setView,
  onClose,
}: {
  view: View;
  setView: (view: View) => void;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const session = useSessionActor();
  const full = useSession((s) => s.context.record?.scope === 'full');
  const back =
    view === 'menu' ? undefined : (
      <button type="button" className="icon-button" onClick={() => setView('menu')} aria-label={t`Back`}>
        <svg className="flip-rtl" width="20" height="20" viewBox="0 0 24 24" aria-hidden="true">
          <path d="M15 5 8 12l7 7" stroke="currentColor" strokeWidth="2" fill="none" strokeLinecap="round" />
        </svg>
      </button>
    );
  const title = view === 'profile' ? t`Profile` : view === 'delete' ? t`Delete my data` : t`Your account`;
  return (
    <Modal title={title} onClose={onClose} before={back} testId="account-menu">
      {view === 'menu' && (
        <div className="account-menu">
          <button type="button" className="button button--ghost" onClick={() => setView('profile')}>
            {t`Profile`}
          </button>
          <button type="button" className="button button--ghost" onClick={() => setView('delete')}>
            {t`Delete my data`}
          </button>
          <button
            type="button"
            className="button button--primary"
            onClick={() => {
              session.send({ type: 'session.logout' });
              onClose();
            }}
          >
            {t`Sign out`}
          </button>
        </div>
      )}
      <Suspense fallback={<p role="status">{t`Loading…`}</p>}>
        {view === 'profile' && (full ? <ProfileForm /> : <SetPasswordFirst />)}
        {view === 'delete' && (full ? <DeleteAccountForm onDeleted={onClose} /> : <SetPasswordFirst />)}
      </Suspense>
    </Modal>
  );
}
