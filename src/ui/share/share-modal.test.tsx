// @vitest-environment jsdom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { settledCompetition } from '../../../test/competition-actor.ts';
import { inVisitorTimeZone, renderWithCompetition } from '../../../test/competition-render.tsx';
import type { AnalyticsEvent } from '../../../api/analytics.ts';
import { setRunningAdapter } from '../../analytics/track.ts';
import { COPY_CONFIRMATION_MS } from '../menu/use-copy-confirmation.ts';
import { ShareModal } from './share-modal.tsx';
import { siteBootTag } from '../../../api/site-boot.ts';
import type { ShareNetwork } from '../../../api/share-networks.ts';
import { BUILT_IN_SIGN_IN } from '../../../api/games.ts';
import type { EnterShareDraw, ShareEntryOutcome } from './share-entry.ts';

const DURING = Date.UTC(2026, 2, 25);
const AFTER = Date.UTC(2026, 3, 2);
const SLUG = 'aB3_-x9Zq0Lk';
const NETWORKS: ShareNetwork[] = [
  { id: 'facebook', template: 'https://share.example.com/facebook?u={url}' },
  { id: 'x', template: 'https://share.example.com/x?text={text}&url={url}' },
];

/** The page's configured base and its boot data, as the server writes them. */
function writePageHead(share: ShareNetwork[] | null = NETWORKS) {
  const boot = siteBootTag({
    competition: { start: '2026-03-01', end: '2026-03-31', timeZone: 'Europe/Paris' },
    ...(share ? { share } : {}),
  });
  document.head.innerHTML = `<base href="https://play.example.com/gear/">${boot}`;
}

beforeAll(() => {
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
    this.open = false;
  };
});

describe('the share modal', () => {
  inVisitorTimeZone('Europe/Paris');
  const writeText = vi.fn(async (_text: string) => {});
  const tracked: unknown[] = [];

  beforeEach(() => {
    // The page's configured base, as the server writes it: the link is built on it, whatever else the page says.
    writePageHead();
    writeText.mockClear();
    tracked.length = 0;
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    setRunningAdapter({
      track: (event: AnalyticsEvent) => tracked.push(event),
      stop: () => ({ reloadNeeded: false }),
    });
  });
  afterEach(() => {
    vi.useRealTimers();
    setRunningAdapter(null);
    Reflect.deleteProperty(navigator, 'share');
  });

  async function show(
    props: Partial<Parameters<typeof ShareModal>[0]> = {},
    { now = DURING, country = 'FR', locale = 'en' as const } = {},
  ) {
    const onClose = vi.fn();
    renderWithCompetition(
      <ShareModal
        open
        onClose={onClose}
        score={7450}
        beat={{ kind: 'beat', percent: 93 }}
        slug={SLUG}
        {...props}
      />,
      await settledCompetition({ now, country }),
      { name: 'my-score', locale },
    );
    return { onClose };
  }

  it('says the share text with the numbers in the page’s language', async () => {
    await show();
    expect(screen.getByTestId('share-text').textContent).toBe(
      'I scored 7,450 points and beat 93% of the challengers',
    );
    expect(screen.getByRole('heading', { name: 'Challenge your friends' })).toBeTruthy();
  });

  it('formats the numbers of another language with Intl, and takes the singular for one point', async () => {
    await show({ score: 1, beat: { kind: 'beat', percent: 0 } }, { locale: 'fr' as never });
    expect(screen.getByTestId('share-text').textContent).toBe(
      'I scored 1 point and beat 0\u00a0% of the challengers',
    );
  });

  it('says the player is the first on the leaderboard instead of a percentage when nobody else is on it', async () => {
    await show({ beat: { kind: 'first' } });
    expect(screen.getByTestId('share-text').textContent).toBe(
      "I scored 7,450 points and I'm the first on the leaderboard",
    );
  });

  it('leaves an unknown comparison out rather than saying 0 %', async () => {
    await show({ beat: null, score: 1 });
    expect(screen.getByTestId('share-text').textContent).toBe('I scored 1 point');
  });

  it('links to the player’s share page on the configured base, or to the home page without a slug', async () => {
    await show();
    expect((screen.getByTestId('share-url') as HTMLInputElement).value).toBe(
      `https://play.example.com/gear/en/share/${SLUG}`,
    );
  });

  it('shares the home page in the page’s language when the player has no slug', async () => {
    await show({ slug: null }, { locale: 'de' as never });
    expect((screen.getByTestId('share-url') as HTMLInputElement).value).toBe(
      'https://play.example.com/gear/de',
    );
  });

  it('copies the link and says so for two seconds', async () => {
    await show();
    vi.useFakeTimers();
    await act(async () => {
      fireEvent.click(screen.getByTestId('share-copy'));
    });
    expect(writeText).toHaveBeenCalledWith(`https://play.example.com/gear/en/share/${SLUG}`);
    expect(screen.getByTestId('share-status').textContent).toBe('Link copied');
    act(() => vi.advanceTimersByTime(COPY_CONFIRMATION_MS - 1));
    expect(screen.getByTestId('share-status').textContent).toBe('Link copied');
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByTestId('share-status').textContent).toBe('');
    expect(tracked).toEqual([{ type: 'share' }]);
  });

  it('says when the clipboard refuses, and counts no share then', async () => {
    writeText.mockRejectedValueOnce(new DOMException('denied', 'NotAllowedError'));
    await show();
    await act(async () => {
      fireEvent.click(screen.getByTestId('share-copy'));
    });
    expect(screen.getByTestId('share-status').textContent).toMatch(/could not be copied/);
    expect(tracked).toEqual([]);
    expect(screen.queryByTestId('wallet-prize-popup')).toBeNull();
  });

  it('opens both networks’ plain share addresses in a new tab, with the link and the text encoded', async () => {
    await show();
    const url = `https://play.example.com/gear/en/share/${SLUG}`;
    const text = 'I scored 7,450 points and beat 93% of the challengers';
    const facebook = screen.getByTestId('share-facebook');
    expect(facebook.getAttribute('href')).toBe(
      `https://share.example.com/facebook?u=${encodeURIComponent(url)}`,
    );
    const x = screen.getByTestId('share-x');
    expect(x.getAttribute('href')).toBe(
      `https://share.example.com/x?text=${encodeURIComponent(text)}&url=${encodeURIComponent(url)}`,
    );
    for (const link of [facebook, x]) {
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    }
    expect(facebook.textContent).toBe('Share on Facebook(opens in a new tab)');
  });

  it('offers the networks the server’s configuration names, with its share addresses', async () => {
    writePageHead([{ id: 'x', template: 'https://share.example.com/x?u={url}' }]);
    await show();
    expect(screen.queryByTestId('share-facebook')).toBeNull();
    expect(screen.getByTestId('share-x').getAttribute('href')).toBe(
      `https://share.example.com/x?u=${encodeURIComponent(`https://play.example.com/gear/en/share/${SLUG}`)}`,
    );
  });

  it('asks the API for the networks where the page was not written by the server', async () => {
    writePageHead(null);
    const answer = {
      success: true,
      current_game: 'mouse',
      sign_in: BUILT_IN_SIGN_IN,
      competition: {
        start: '2026-03-01',
        end: '2026-03-31',
        time_zone: 'Europe/Paris',
        active: true,
        minimum_age: 18,
        excluded_countries: ['IT', 'PL', 'TH', 'RU', 'TR'],
        share_prize_winners: 10,
      },
      share_networks: [{ id: 'facebook', template: 'https://share.example.com/fb?u={url}' }],
    };
    const fetchMock = vi.fn(async (_url: string) => new Response(JSON.stringify(answer), { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    try {
      await show();
      await vi.waitFor(() => expect(screen.getByTestId('share-facebook')).toBeTruthy());
      expect(String(fetchMock.mock.calls[0]![0])).toMatch(/frontend_data$/);
      expect(screen.getByTestId('share-facebook').getAttribute('href')).toMatch(
        /^https:\/\/share\.example\.com\/fb\?u=/,
      );
      expect(screen.queryByTestId('share-x')).toBeNull();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('offers no network where the page has none and the API does not answer, and the link still copies', async () => {
    writePageHead(null);
    const offline = vi.fn(async () => Promise.reject(new TypeError('offline')));
    vi.stubGlobal('fetch', offline);
    try {
      await show();
      // The page asked, and the refusal has been handled: no network is offered, rather than one still loading.
      await vi.waitFor(() => expect(offline).toHaveBeenCalled());
      await act(async () => {
        await new Promise((resolve) => setTimeout(resolve, 0));
      });
      expect(screen.queryByTestId('share-facebook')).toBeNull();
      expect(screen.queryByTestId('share-x')).toBeNull();
      expect(screen.getByTestId('share-copy')).toBeTruthy();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('offers the system share sheet only where the browser has one', async () => {
    await show();
    expect(screen.queryByTestId('share-sheet')).toBeNull();
  });

  it('hands the text and link to the share sheet, and a closed sheet is no share', async () => {
    const share = vi.fn(async (_data: ShareData) => {});
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    await show();
    await act(async () => {
      fireEvent.click(screen.getByTestId('share-sheet'));
    });
    expect(share).toHaveBeenCalledWith({
      text: 'I scored 7,450 points and beat 93% of the challengers',
      url: `https://play.example.com/gear/en/share/${SLUG}`,
    });
    expect(tracked).toEqual([{ type: 'share' }]);
    share.mockRejectedValueOnce(new DOMException('closed', 'AbortError'));
    await act(async () => {
      fireEvent.click(screen.getByTestId('share-sheet'));
    });
    expect(tracked).toHaveLength(1);
  });

  it('names the player when a friend passes the challenge on', async () => {
    await show({ sharer: 'Ada L.' });
    expect(screen.getByTestId('share-text').textContent).toBe(
      'Ada L. scored 7,450 points and beat 93% of the challengers. Can you do better?',
    );
    expect(screen.getByRole('heading', { name: 'Pass the challenge on' })).toBeTruthy();
  });

  it('renders nothing while closed', async () => {
    await show({ open: false });
    expect(screen.queryByTestId('share-modal')).toBeNull();
  });

  it('explains the wallet-code prize after a share while the draw is open, once, and that signing in is needed', async () => {
    await show();
    expect(screen.queryByTestId('wallet-prize-popup')).toBeNull();
    fireEvent.click(screen.getByTestId('share-facebook'));
    expect(screen.getByTestId('wallet-prize-amount').textContent).toBe('$50');
    expect(screen.getByTestId('wallet-prize-entry').textContent).toBe(
      "Sign in and share again to enter the draw for a game-platform wallet code worth $50: only signed-in players' shares count.",
    );
    fireEvent.click(screen.getByRole('button', { name: 'Got it' }));
    expect(screen.queryByTestId('wallet-prize-popup')).toBeNull();
    fireEvent.click(screen.getByTestId('share-x'));
    expect(screen.queryByTestId('wallet-prize-popup')).toBeNull();
    expect(tracked).toEqual([{ type: 'share' }, { type: 'share' }]);
  });

  it('a signed-in player’s share is entered once, and the popup says so when the server has answered', async () => {
    let answer!: (outcome: ShareEntryOutcome) => void;
    const enterDraw = vi.fn(
      (_network: string, _locale: string) => new Promise<ShareEntryOutcome>((resolve) => (answer = resolve)),
    );
    await show({ enterDraw });
    fireEvent.click(screen.getByTestId('share-x'));
    expect(enterDraw).toHaveBeenCalledWith('x', 'en');
    expect(screen.getByTestId('wallet-prize-entry').textContent).toBe('Entering your share in the draw…');
    await act(async () => answer({ status: 'entered' }));
    expect(screen.getByTestId('wallet-prize-entry').textContent).toBe(
      'You are in the draw for a game-platform wallet code worth $50.',
    );
    fireEvent.click(screen.getByTestId('share-facebook'));
    expect(enterDraw).toHaveBeenCalledTimes(1);
  });

  it('says which rule keeps a signed-in sharer out, that they had entered already, or that it failed (and tries again)', async () => {
    const outcomes: ShareEntryOutcome[] = [
      { status: 'barred', bars: ['no_birth_date', 'excluded_country'] },
      { status: 'already' },
    ];
    await show({ enterDraw: async () => outcomes.shift()! });
    fireEvent.click(screen.getByTestId('share-x'));
    await vi.waitFor(() =>
      expect(screen.getByTestId('wallet-prize-entry').textContent).toContain('it cannot enter the draw'),
    );
    const bars = [...screen.getByTestId('wallet-prize-entry').querySelectorAll('li')].map(
      (li) => li.dataset.bar,
    );
    expect(bars).toEqual(['no_birth_date', 'excluded_country']);
    cleanup();
    await show({ enterDraw: async () => ({ status: 'already' }) });
    fireEvent.click(screen.getByTestId('share-x'));
    await vi.waitFor(() =>
      expect(screen.getByTestId('wallet-prize-entry').textContent).toBe(
        'You were already in the draw for a game-platform wallet code worth $50: each player enters once.',
      ),
    );
    cleanup();
    const flaky = vi
      .fn<EnterShareDraw>()
      .mockResolvedValueOnce({ status: 'failed' })
      .mockResolvedValueOnce({ status: 'entered' });
    await show({ enterDraw: flaky });
    fireEvent.click(screen.getByTestId('share-x'));
    await vi.waitFor(() =>
      expect(screen.getByTestId('wallet-prize-entry').textContent).toContain('could not be entered'),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Got it' }));
    fireEvent.click(screen.getByTestId('share-facebook'));
    await vi.waitFor(() => expect(flaky).toHaveBeenCalledTimes(2));
    expect(flaky).toHaveBeenLastCalledWith('facebook', 'en');
    // The popup comes back to say how the second try went.
    await vi.waitFor(() =>
      expect(screen.getByTestId('wallet-prize-entry').textContent).toBe(
        'You are in the draw for a game-platform wallet code worth $50.',
      ),
    );
  });

  it('passing a friend’s result on enters nothing and offers no prize', async () => {
    const enterDraw = vi.fn<EnterShareDraw>(async () => ({ status: 'entered' }));
    await show({ sharer: 'Ada L.', enterDraw });
    fireEvent.click(screen.getByTestId('share-x'));
    expect(enterDraw).not.toHaveBeenCalled();
    expect(screen.queryByTestId('wallet-prize-popup')).toBeNull();
  });

  it('offers no prize after the draw closes, nor in a country where it does not run', async () => {
    await show({}, { now: AFTER });
    fireEvent.click(screen.getByTestId('share-facebook'));
    expect(screen.queryByTestId('wallet-prize-popup')).toBeNull();
  });

  it('offers no prize in an excluded country', async () => {
    await show({}, { country: 'IT' });
    fireEvent.click(screen.getByTestId('share-facebook'));
    expect(screen.queryByTestId('wallet-prize-popup')).toBeNull();
  });

  it('states the Indonesian amount, 10 USD, in Indonesian number style', async () => {
    await show({}, { country: 'ID', locale: 'id' as never });
    fireEvent.click(screen.getByTestId('share-x'));
    expect(screen.getByTestId('wallet-prize-amount').textContent).toBe(
      new Intl.NumberFormat('id-ID', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 }).format(
        10,
      ),
    );
  });
});
