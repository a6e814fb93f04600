// @vitest-environment jsdom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { settledCompetition } from '../../test/competition-actor.ts';
import { inVisitorTimeZone, renderWithCompetition } from '../../test/competition-render.tsx';
import { ShareScreen } from './share-screen.tsx';

const SLUG = 'Qm9uam91ciEh';
const DURING = Date.UTC(2026, 2, 25);

const answer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const ADA = {
  success: true,
  public_slug: SLUG,
  name: 'Ada L.',
  scores: { mouse: 1200, headset: 900, keyboard: null, total: 2100 },
  beat_percent: 64,
  challengers: 25,
};

beforeAll(() => {
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
    this.open = false;
  };
});

describe('the share page', () => {
  inVisitorTimeZone('Europe/Paris');
  beforeEach(() => {
    document.head.innerHTML = '<base href="/">';
  });
  afterEach(() => vi.unstubAllGlobals());

  async function show(slug: string | null, locale: 'en' | 'de' = 'en') {
    return renderWithCompetition(<ShareScreen />, await settledCompetition({ now: DURING }), {
      name: 'share',
      locale,
      slug,
    });
  }

  it('shows the shared result: name, the three games, the total and the share beaten, then the invitation', async () => {
    const fetch = vi.fn(async () => answer(200, ADA));
    vi.stubGlobal('fetch', fetch);
    await show(SLUG, 'de');
    const result = await screen.findByTestId('shared-result');
    expect(within(result).getByRole('heading', { level: 1 }).textContent).toBe('Ada L. challenges you');
    const rows = [...result.querySelectorAll('.score-list__row')].map((row) => [
      row.getAttribute('data-game'),
      row.querySelector('.score-list__value')?.textContent,
    ]);
    // In the spec's play order, German number style; an unplayed game shows a dash.
    expect(rows).toEqual([
      ['headset', '900'],
      ['mouse', '1.200'],
      ['keyboard', '—'],
    ]);
    expect(screen.getByTestId('shared-total').textContent).toBe('Total 2.100');
    expect(screen.getByTestId('shared-beat').textContent).toBe('Beat 64\u00a0% of the challengers');
    expect(screen.getByRole('link', { name: 'Accept the challenge' }).getAttribute('href')).toBe(
      '/de/product/mouse',
    );
    const [url] = fetch.mock.calls[0] as unknown as [URL];
    expect(String(url)).toMatch(new RegExp(`/api/users/${SLUG}$`));
  });

  it('says the player is the first on the leaderboard, not "beat 0 %", when nobody else is on it', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answer(200, { ...ADA, beat_percent: 0, challengers: 0 })),
    );
    await show(SLUG);
    const beat = await screen.findByTestId('shared-beat');
    expect(beat.textContent).toBe('First on the leaderboard');
    expect(beat.getAttribute('data-value')).toBe('first');
  });

  it('lets a visitor pass the challenge on, naming the player', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answer(200, ADA)),
    );
    await show(SLUG);
    fireEvent.click(await screen.findByTestId('share-pass-on'));
    const modal = screen.getByTestId('share-modal');
    expect(within(modal).getByTestId('share-text').textContent).toBe(
      'Ada L. scored 2,100 points and beat 64% of the challengers. Can you do better?',
    );
    expect((within(modal).getByTestId('share-url') as HTMLInputElement).value).toBe(
      `${location.origin}/en/share/${SLUG}`,
    );
  });

  it('keeps the invitation for a slug that names nobody', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answer(404, { error: 'not_found', message: 'Player not found' })),
    );
    const { container } = await show('AAAAAAAAAAAA');
    expect(await screen.findByTestId('share-unknown')).toBeTruthy();
    expect(container.querySelector('[data-screen="share"]')?.getAttribute('data-status')).toBe('unknown');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Can you beat this score?');
    expect(screen.getByRole('link', { name: 'Accept the challenge' })).toBeTruthy();
    expect(screen.queryByTestId('share-pass-on')).toBeNull();
  });

  it('still invites when the server cannot be reached', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('offline'))),
    );
    const { container } = await show(SLUG);
    await waitFor(() =>
      expect(container.querySelector('[data-screen="share"]')?.getAttribute('data-status')).toBe('failed'),
    );
    expect(screen.queryByTestId('share-unknown')).toBeNull();
    expect(screen.getByRole('link', { name: 'Accept the challenge' })).toBeTruthy();
  });

  it('asks nothing without a slug: the plain invitation', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const { container } = await show(null);
    expect(container.querySelector('[data-screen="share"]')?.getAttribute('data-status')).toBe('invitation');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Can you beat this score?');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('shows no result for a player who has saved no total yet', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        answer(200, {
          ...ADA,
          scores: { mouse: null, headset: null, keyboard: null, total: null },
          beat_percent: null,
          challengers: null,
        }),
      ),
    );
    const { container } = await show(SLUG);
    await waitFor(() =>
      expect(container.querySelector('[data-screen="share"]')?.getAttribute('data-status')).toBe('found'),
    );
    expect(screen.queryByTestId('shared-result')).toBeNull();
    expect(screen.queryByTestId('share-pass-on')).toBeNull();
  });
});
