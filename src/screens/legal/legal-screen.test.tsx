// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { StrictMode } from 'react';
import { cleanup, render, screen, within } from '@testing-library/react';
import { I18nProvider } from '@lingui/react';
import { i18n } from '@lingui/core';
import { createActor } from 'xstate';
import { LEGAL_PAGE_IDS, type LegalPageId } from '../../../api/site-routes.ts';
import { siteMachine } from '../../../machines/site.ts';
import { SiteActorProvider } from '../../site/site-context.tsx';
import { LEGAL_PAGES, legalPageText } from '../../content/legal-pages.ts';
import { DEVICE_STORAGE, NECESSARY_COOKIES } from '../../content/cookies.ts';
import { readingMinutes } from '../../content/reading-time.ts';
import { storeCalibration, storeVisualMode } from '../../play/run-options.ts';
import { reloadForChunkError } from '../../boot/chunk-reload.ts';
import { LegalScreen } from './legal-screen.tsx';

function show(page: LegalPageId) {
  const actor = createActor(siteMachine, { input: { route: { name: 'page', locale: 'en', page } } });
  actor.start();
  return render(
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <SiteActorProvider actor={actor}>
          <LegalScreen page={page} locale="en" />
        </SiteActorProvider>
      </I18nProvider>
    </StrictMode>,
  );
}

describe('legal pages', () => {
  beforeAll(() => {
    i18n.load('en', {});
    i18n.activate('en');
    window.scrollTo = () => {};
  });
  afterEach(cleanup);

  it('keeps each page between 2500 and 4500 characters of English', () => {
    for (const id of LEGAL_PAGE_IDS) {
      const length = legalPageText(LEGAL_PAGES[id], i18n).length;
      expect(length, id).toBeGreaterThanOrEqual(2500);
      expect(length, id).toBeLessThanOrEqual(4500);
    }
  });

  it('has one h1, headings in order, and shows the reading time of its own text', () => {
    for (const id of LEGAL_PAGE_IDS) {
      const { container } = show(id);
      const headings = [...container.querySelectorAll('h1, h2, h3, h4')].map((h) => Number(h.tagName[1]));
      expect(
        headings.filter((level) => level === 1),
        id,
      ).toHaveLength(1);
      expect(headings[0], id).toBe(1);
      for (let i = 1; i < headings.length; i++)
        expect(headings[i]! - headings[i - 1]!, id).toBeLessThanOrEqual(1);
      const minutes = readingMinutes(legalPageText(LEGAL_PAGES[id], i18n), 'en');
      expect(minutes, id).toBeGreaterThanOrEqual(4);
      const estimate = container.querySelector('[data-reading-time]')!;
      expect(estimate.getAttribute('data-reading-time')).toBe(String(minutes));
      expect(estimate.textContent).toBe(`${minutes} min read`);
      cleanup();
    }
  });

  it('lists every necessary cookie and storage key in a table with header cells', () => {
    const { container } = show('cookie-policy');
    const tables = container.querySelectorAll('table');
    expect(tables).toHaveLength(2);
    for (const table of tables) {
      expect(table.querySelector('caption')?.textContent).toBeTruthy();
      expect(table.querySelectorAll('thead th[scope="col"]')).toHaveLength(4);
    }
    const rows = [...container.querySelectorAll('tbody th[scope="row"]')].map((th) => th.textContent);
    expect(rows).toEqual([...NECESSARY_COOKIES, ...DEVICE_STORAGE].map((item) => item.name));
    const cookies = within(tables[0] as HTMLElement);
    expect(cookies.getByText('cookie_consent')).toBeTruthy();
    expect(cookies.getByText('localisation').closest('tr')?.textContent).toContain('7 days');
    expect(cookies.getByText('i18n_redirected').closest('tr')?.textContent).toContain('365 days');
    expect(cookies.getByText('cookie_consent').closest('tr')?.textContent).toContain('180 days');
  });

  it('links the cookie policy to the other two pages, and the privacy policy to the brand’s in its language', () => {
    show('cookie-policy');
    const related = screen.getByRole('list', { name: 'Related pages' });
    expect(
      within(related)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['/en/page/privacy-policy', '/en/page/website-terms-of-use']);
    cleanup();
    show('privacy-policy');
    expect(screen.getByRole('link', { name: 'The brand’s privacy policy' }).getAttribute('href')).toBe(
      'redirect/privacy-policy/en',
    );
  });

  it('names every key the site writes to this device', () => {
    const listed = new Set(DEVICE_STORAGE.map((item) => item.name));
    localStorage.clear();
    sessionStorage.clear();
    storeVisualMode(true);
    storeCalibration(12);
    const reload = window.location.reload;
    Object.defineProperty(window, 'location', {
      value: { ...window.location, reload: () => {} },
      writable: true,
    });
    reloadForChunkError(Date.now(), sessionStorage);
    Object.defineProperty(window, 'location', { value: { ...window.location, reload }, writable: true });
    for (const storage of [localStorage, sessionStorage])
      for (let i = 0; i < storage.length; i++)
        expect(listed.has(storage.key(i)!), storage.key(i)!).toBe(true);
    expect(localStorage.length + sessionStorage.length).toBe(3);
  });
});
