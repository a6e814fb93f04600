// @vitest-environment jsdom
import { StrictMode } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { I18nProvider } from '@lingui/react';
import { i18n } from '@lingui/core';
import { createActor } from 'xstate';
import { consentMachine, type ConsentChoice } from '../../../machines/consent.ts';
import { ConsentActorProvider } from '../../consent/consent-context.tsx';
import { CookieConsent } from './cookie-consent.tsx';
import { EARLY_CONSENT_BANNER_ID } from '../../../api/first-paint-ids.ts';

// jsdom has no <dialog> methods; the Modal only needs them to exist.
beforeAll(() => {
  i18n.load('en', {});
  i18n.activate('en');
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
    this.open = false;
  };
});
afterEach(cleanup);

function mount(stored: ConsentChoice | null = null) {
  const saved: ConsentChoice[] = [];
  const actor = createActor(
    consentMachine.provide({ actions: { persistChoice: (_, choice) => saved.push(choice) } }),
    { input: { stored } },
  );
  actor.start();
  render(
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <ConsentActorProvider actor={actor}>
          <CookieConsent />
        </ConsentActorProvider>
      </I18nProvider>
    </StrictMode>,
  );
  return { actor, saved };
}

/** The banner the server writes into the HTML (server/consent-banner-html.ts), as its script left it. */
function serverBanner(chosen?: string) {
  const banner = document.createElement('section');
  banner.id = EARLY_CONSENT_BANNER_ID;
  if (chosen !== undefined) banner.setAttribute('data-chosen', chosen);
  document.body.append(banner);
  return banner;
}

describe('<CookieConsent /> after the banner of the HTML', () => {
  it('takes its place once the page has painted: never both, never neither', async () => {
    const early = serverBanner();
    const { saved } = mount();
    // Until the first paint is reported, the HTML's banner is the one on screen.
    expect(early.isConnected).toBe(true);
    expect(screen.queryByRole('region', { name: 'Cookies on this site' })).toBeNull();
    expect(await screen.findByRole('region', { name: 'Cookies on this site' })).toBeTruthy();
    expect(early.isConnected).toBe(false);
    expect(saved).toEqual([]);
  });

  it('does what was pressed on it before the site started', async () => {
    const rejected = serverBanner('consent.rejectAll');
    const first = mount();
    await waitFor(() => expect(rejected.isConnected).toBe(false));
    expect(first.saved).toEqual([{ analytics: false, marketing: false, social: false }]);
    expect(screen.queryByRole('region', { name: 'Cookies on this site' })).toBeNull();
    cleanup();
    const accepted = serverBanner('consent.acceptAll');
    const second = mount();
    await waitFor(() => expect(accepted.isConnected).toBe(false));
    expect(second.saved).toEqual([{ analytics: true, marketing: true, social: true }]);
    cleanup();
    serverBanner('consent.open');
    mount();
    expect(await screen.findByRole('dialog', { name: 'Cookie settings' })).toBeTruthy();
  });

  it('ignores anything else written on it', async () => {
    for (const chosen of ['consent.save', 'consent.set', 'acceptAll', '<img src=x>', '']) {
      const early = serverBanner(chosen);
      const { saved, actor } = mount();
      await waitFor(() => expect(early.isConnected).toBe(false));
      expect(saved).toEqual([]);
      expect(actor.getSnapshot().matches({ undecided: 'banner' })).toBe(true);
      expect(screen.getByRole('region', { name: 'Cookies on this site' })).toBeTruthy();
      cleanup();
    }
  });
});

describe('<CookieConsent />', () => {
  it('shows a labelled banner whose Accept all and Reject all look the same', () => {
    mount();
    const banner = screen.getByRole('region', { name: 'Cookies on this site' });
    const accept = within(banner).getByRole('button', { name: 'Accept all' });
    const reject = within(banner).getByRole('button', { name: 'Reject all' });
    expect(accept.className).toBe(reject.className);
    expect(within(banner).getByRole('button', { name: 'Choose' })).toBeTruthy();
  });

  it('Reject all stores nothing allowed and hides the banner', () => {
    const { saved } = mount();
    fireEvent.click(screen.getByRole('button', { name: 'Reject all' }));
    expect(saved).toEqual([{ analytics: false, marketing: false, social: false }]);
    expect(screen.queryByRole('region', { name: 'Cookies on this site' })).toBeNull();
  });

  it('Choose opens the settings: three switches, all off (social only marked recommended), and Save', async () => {
    const { saved } = mount();
    fireEvent.click(screen.getByRole('button', { name: 'Choose' }));
    // The settings dialog is a lazy chunk: it shows once loaded.
    const dialog = await screen.findByRole('dialog', { name: 'Cookie settings' });
    const switches = within(dialog).getAllByRole('switch');
    expect(switches.map((s) => (s as HTMLInputElement).checked)).toEqual([false, false, false]);
    const social = within(dialog).getByRole('switch', { name: 'Social sharing' });
    expect(social.getAttribute('type')).toBe('checkbox');
    expect(within(dialog).getByText('Recommended')).toBeTruthy();
    expect(social.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(social.getAttribute('aria-describedby')!)?.textContent).toMatch(/share/);
    expect(within(dialog).getByText('cookie_consent')).toBeTruthy();
    expect(within(dialog).getByText('localisation')).toBeTruthy();
    expect(within(dialog).getByText('180 days')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('switch', { name: 'Analytics' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(saved).toEqual([{ analytics: true, marketing: false, social: false }]);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByRole('region', { name: 'Cookies on this site' })).toBeNull();
  });

  it('once decided, shows no banner; consent.open shows the settings on the choice in force', async () => {
    const { actor } = mount({ analytics: false, marketing: true, social: false });
    expect(screen.queryByRole('region')).toBeNull();
    act(() => {
      actor.send({ type: 'consent.open' });
    });
    // The settings dialog is a lazy chunk: it shows once loaded.
    const dialog = await screen.findByRole('dialog', { name: 'Cookie settings' });
    expect(
      within(dialog)
        .getAllByRole('switch')
        .map((s) => (s as HTMLInputElement).checked),
    ).toEqual([false, true, false]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(actor.getSnapshot().context.choice).toEqual({ analytics: false, marketing: true, social: false });
  });
});
