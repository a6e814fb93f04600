// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { StrictMode } from 'react';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { I18nProvider } from '@lingui/react';
import { i18n } from '@lingui/core';
import { createActor } from 'xstate';
import { siteMachine } from '../../machines/site.ts';
import { SiteActorProvider } from '../site/site-context.tsx';
import { ValidateEmailScreen } from './validate-email-screen.tsx';

function show(search: string) {
  history.replaceState(null, '', `/fr/validate-email${search}`);
  const actor = createActor(siteMachine, { input: { route: { name: 'validate-email', locale: 'fr' } } });
  actor.start();
  return render(
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <SiteActorProvider actor={actor}>
          <ValidateEmailScreen locale="fr" />
        </SiteActorProvider>
      </I18nProvider>
    </StrictMode>,
  );
}

const answer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('validate-email screen', () => {
  beforeAll(() => {
    // As the server writes it into every page.
    document.head.innerHTML = '<base href="/">';
    i18n.load('en', {});
    i18n.activate('en');
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('sends the link’s token as it opens and says the address is confirmed', async () => {
    const fetch = vi.fn(async () => answer(200, { success: true, validated_at: '2026-11-24T10:00:00.000Z' }));
    vi.stubGlobal('fetch', fetch);
    const { container } = show('?token=abc_DEF-123');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your e-mail address is confirmed' }),
    ).toBeTruthy();
    expect(container.querySelector('[data-screen="validate-email"]')?.getAttribute('data-status')).toBe(
      'validated',
    );
    const [url, init] = fetch.mock.calls[0] as unknown as [URL, RequestInit];
    expect(String(url)).toMatch(/\/api\/users\/validate$/);
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toEqual({ token: 'abc_DEF-123' });
    expect(screen.getByRole('link', { name: 'Back to home' }).getAttribute('href')).toBe('/fr');
  });

  it('says the link is invalid or expired when the server refuses the token, and without a token asks nothing', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answer(400, { error: 'invalid_validation_token', message: 'invalid' })),
    );
    show('?token=wrong');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This link is invalid or has expired' }),
    ).toBeTruthy();
    cleanup();
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    show('');
    expect(
      screen.getByRole('heading', { level: 1, name: 'This link is invalid or has expired' }),
    ).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('offers to try again when the server cannot be reached', async () => {
    const fetch = vi
      .fn()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValue(answer(200, { success: true, validated_at: '2026-11-24T10:00:00.000Z' }));
    vi.stubGlobal('fetch', fetch);
    show('?token=abc');
    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your e-mail address is confirmed' }),
    ).toBeTruthy();
  });
});
