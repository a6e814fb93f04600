import { useEffect, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Modal } from '../modal.tsx';
import { useMenuActor } from '../menu/menu-context.tsx';

/** One package as the build's credits.json lists it (scripts/vite-credits.ts writes it). */
interface CreditedPackage {
  name: string;
  version: string;
  license: string;
  homepage: string | null;
}

/** The team behind the campaign, by role: everything a visitor sees or hears was made by these roles in code. */
const TEAM_ROLES: readonly { role: MessageDescriptor; work: MessageDescriptor }[] = [
  { role: msg`Game design`, work: msg`The three worlds, their games and the scoring` },
  { role: msg`Engineering`, work: msg`The site, the 3D scenes, the game systems and the server` },
  {
    role: msg`Generated art and sound`,
    work: msg`Models, textures, images, music and effects, all made by code`,
  },
  { role: msg`Localisation`, work: msg`Eighteen languages, written by native-speaking translators` },
  { role: msg`Quality assurance`, work: msg`Automated and hands-on tests on phones and computers` },
];

type Packages = { status: 'loading' } | { status: 'ready'; list: CreditedPackage[] } | { status: 'failed' };

function isPackageList(value: unknown): value is CreditedPackage[] {
  return (
    Array.isArray(value) &&
    value.every(
      (p) =>
        typeof p === 'object' &&
        p !== null &&
        typeof (p as CreditedPackage).name === 'string' &&
        typeof (p as CreditedPackage).license === 'string',
    )
  );
}

/** Credits (spec §2): the team's roles, and every open-source package shipped to the browser with its licence. */
export function CreditsModal() {
  const { t, i18n } = useLingui();
  const actor = useMenuActor();
  const [packages, setPackages] = useState<Packages>({ status: 'loading' });
  useEffect(() => {
    let live = true;
    fetch(new URL('credits.json', document.baseURI))
      .then((r) => (r.ok ? r.json() : Promise.reject(new Error(`credits.json: ${r.status}`))))
      .then((value: unknown) => {
        if (!isPackageList(value)) throw new Error('credits.json is not a package list');
        if (live) setPackages({ status: 'ready', list: value });
      })
      .catch((error: unknown) => {
        console.warn('credits unavailable:', error);
        if (live) setPackages({ status: 'failed' });
      });
    return () => {
      live = false;
    };
  }, []);

  return (
    <Modal title={t`Credits`} onClose={() => actor.send({ type: 'credits.close' })} testId="credits-modal">
      <div className="credits">
        <h3>{t`The team`}</h3>
        <dl className="credits__roles">
          {TEAM_ROLES.map(({ role, work }) => (
            <div key={role.id}>
              <dt>{i18n._(role)}</dt>
              <dd>{i18n._(work)}</dd>
            </div>
          ))}
        </dl>
        <h3>{t`Open-source software`}</h3>
        <p>{t`This site runs on these open-source packages. Thank you to their authors.`}</p>
        {packages.status === 'loading' && <p role="status">{t`Loading…`}</p>}
        {packages.status === 'failed' && <p role="status">{t`The list of packages could not be loaded.`}</p>}
        {packages.status === 'ready' && (
          <ul className="credits__packages" role="list" lang="en" dir="ltr">
            {packages.list.map((p) => (
              <li key={p.name}>
                {p.homepage ? (
                  <a href={p.homepage} target="_blank" rel="noopener noreferrer">
                    {p.name}
                  </a>
                ) : (
                  p.name
                )}{' '}
                <span className="credits__version">{p.version}</span>{' '}
                <span className="credits__license">{p.license}</span>
              </li>
            ))}
          </ul>
        )}
      </div>
    </Modal>
  );
}
