import { useEffect, useId, useMemo } from 'react';
import { useLingui } from '@lingui/react/macro';
import { msg, plural } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { isLocaleCode, localeByCode, type LocaleCode } from '../../../api/locales.ts';
import { LEGAL_PAGE_IDS, type LegalPageId } from '../../../api/site-routes.ts';
import { lifetimeMessage, storageKindMessage, type StoredItem } from '../../content/cookies.ts';
import { LEGAL_TITLES } from '../../content/legal-titles.ts';
import {
  LEGAL_PAGES,
  LEGAL_UPDATED,
  legalPageText,
  STORAGE_COLUMNS,
  type LegalBlock,
} from '../../content/legal-pages.ts';
import { readingMinutes } from '../../content/reading-time.ts';
import { Link } from '../../routing/link.tsx';
import '../../styles/legal.css';
import { dateFormat } from '../../../api/locale-format.ts';

function readingTimeMessage(minutes: number): MessageDescriptor {
  return msg({ message: plural(minutes, { one: '# min read', other: '# min read' }) });
}

/**
 * A legal page (spec §2: privacy policy, website terms of use, cookie policy): one h1, a heading per section,
 * the reading-time estimate of the text in the language shown, and links between the three pages.
 */
export function LegalScreen({ page, locale }: { page: LegalPageId; locale: LocaleCode }) {
  const { t, i18n } = useLingui();
  const content = LEGAL_PAGES[page];
  const titleId = useId();
  // The catalog shown may still be the previous language's for a moment: count the text that is on screen.
  const shown: LocaleCode = isLocaleCode(i18n.locale) ? i18n.locale : locale;
  const minutes = useMemo(
    () => Math.max(1, readingMinutes(legalPageText(content, i18n), shown)),
    [content, i18n, shown],
  );
  const updated = useMemo(
    () =>
      dateFormat(localeByCode(shown).iso, { dateStyle: 'long', timeZone: 'UTC' }).format(
        new Date(`${LEGAL_UPDATED}T00:00:00Z`),
      ),
    [shown],
  );

  useEffect(() => {
    window.scrollTo({ top: 0 });
  }, [page]);

  return (
    <main className="screen legal" data-screen="legal" data-page={page} aria-labelledby={titleId}>
      <nav className="legal__nav" aria-label={t`Legal pages`}>
        <ul>
          {LEGAL_PAGE_IDS.map((id) => (
            <li key={id}>
              <Link to={{ name: 'page', locale, page: id }} aria-current={id === page ? 'page' : undefined}>
                {i18n._(LEGAL_TITLES[id])}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <article className="legal__article">
        <header className="legal__header">
          <h1 id={titleId}>{i18n._(content.title)}</h1>
          <p className="legal__meta">
            <span data-reading-time={minutes}>{i18n._(readingTimeMessage(minutes))}</span>
            <span aria-hidden="true"> · </span>
            <span>
              {t`Last updated:`} <time dateTime={LEGAL_UPDATED}>{updated}</time>
            </span>
          </p>
        </header>
        <p className="legal__intro">{i18n._(content.intro)}</p>
        {content.sections.map((section, index) => (
          // Not named: a named section is a landmark, and a page of them would drown the few that matter.
          <section key={index} className="legal__section">
            <h2>{i18n._(section.heading)}</h2>
            {section.blocks.map((block, blockIndex) => (
              <Block key={blockIndex} block={block} locale={locale} />
            ))}
          </section>
        ))}
      </article>
      <Link to={{ name: 'home', locale }} className="button button--ghost legal__home">
        {t`Back to home`}
      </Link>
    </main>
  );
}

function Block({ block, locale }: { block: LegalBlock; locale: LocaleCode }) {
  const { t, i18n } = useLingui();
  switch (block.kind) {
    case 'paragraph':
      return <p>{i18n._(block.text)}</p>;
    case 'subheading':
      return <h3>{i18n._(block.text)}</h3>;
    case 'list':
      return (
        <ul className="legal__list">
          {block.items.map((item, i) => (
            <li key={i}>{i18n._(item)}</li>
          ))}
        </ul>
      );
    case 'storage-table':
      return <StorageTable caption={i18n._(block.caption)} items={block.items} />;
    case 'page-links':
      return (
        <ul className="legal__links" aria-label={t`Related pages`}>
          {block.pages.map((id) => (
            <li key={id}>
              <Link to={{ name: 'page', locale, page: id }}>{i18n._(LEGAL_TITLES[id])}</Link>
            </li>
          ))}
        </ul>
      );
    case 'brand-privacy-link':
      // Relative, so it resolves under the base path; the server sends it on to the brand's page (BRAND_ORIGIN).
      return (
        <p className="legal__outbound">
          <a href={`redirect/privacy-policy/${locale}`}>{i18n._(block.label)}</a>
        </p>
      );
  }
}

function StorageTable({ caption, items }: { caption: string; items: readonly StoredItem[] }) {
  const { i18n } = useLingui();
  return (
    // On a narrow screen the table scrolls sideways; the region can take focus so a keyboard can scroll it too.
    <div className="legal__table-wrap" role="region" aria-label={caption} tabIndex={0}>
      <table className="legal__table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{i18n._(STORAGE_COLUMNS.name)}</th>
            <th scope="col">{i18n._(STORAGE_COLUMNS.kind)}</th>
            <th scope="col">{i18n._(STORAGE_COLUMNS.purpose)}</th>
            <th scope="col">{i18n._(STORAGE_COLUMNS.lifetime)}</th>
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <tr key={item.name}>
              <th scope="row">
                <code dir="ltr">{item.name}</code>
              </th>
              <td>{i18n._(storageKindMessage(item.kind))}</td>
              <td>{i18n._(item.purpose)}</td>
              <td>{i18n._(lifetimeMessage(item.lifetime))}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
