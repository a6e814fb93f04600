import { useLingui } from '@lingui/react/macro';
import { Link } from '../routing/link.tsx';
import { useSite } from '../site/site-context.tsx';

/** A shared result's page; anyone who opens it is invited to play. */
export function ShareScreen() {
  const { t } = useLingui();
  const locale = useSite((s) => s.context.route.locale);
  return (
    <main className="screen screen--share" data-screen="share">
      <h1>{t`Can you beat this score?`}</h1>
      <p>{t`A friend challenged you. Play the three games and compare your scores.`}</p>
      <Link to={{ name: 'product', locale, game: 'mouse' }} className="button button--primary">
        {t`Accept the challenge`}
      </Link>
    </main>
  );
}
