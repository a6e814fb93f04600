// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { freshProgress } from '../../machines/game-progress.ts';
import { ApiRequestError } from '../api/api-request-error.ts';
import {
  journeyCookie,
  keptJourneyOf,
  readKeptJourney,
  restoreJourney,
  type KeptJourney,
} from './journey-store.ts';

const M = '11111111-1111-4111-8111-111111111111';
const H = '22222222-2222-4222-8222-222222222222';
const K = '33333333-3333-4333-8333-333333333333';
const ACC = '44444444-4444-4444-8444-444444444444';

function played() {
  const games = freshProgress();
  games.mouse = {
    ...games.mouse,
    played: true,
    score: 640,
    durationMs: 50_000,
    uuid: M,
    startedAt: 1,
    endedAt: 2,
  };
  games.headset = { ...games.headset, played: true, score: 300, uuid: H, startedAt: 3, endedAt: 4 };
  return games;
}

const record = (uuid: string, game_type: 'mouse' | 'headset' | 'keyboard', over: object = {}) => ({
  success: true as const,
  uuid,
  game_type,
  score: 500,
  duration: 42_000,
  ended: true,
  accumulator_uuid: ACC,
  verification: 'replay' as const,
  review: null,
  stats: { finds: 4 },
  game_data: {},
  ...over,
});

describe('the kept journey', () => {
  it('keeps which runs were played, never their scores, in a 1-day strict cookie under the base path', () => {
    const kept = keptJourneyOf({ games: played(), accumulatorUuid: ACC, savedGameId: null });
    expect(kept).toEqual({
      games: { mouse: { uuid: M, startedAt: 1, endedAt: 2 }, headset: { uuid: H, startedAt: 3, endedAt: 4 } },
      accumulatorUuid: ACC,
      savedGameId: null,
    });
    const cookie = journeyCookie(kept, '/promo/', true);
    expect(cookie).toMatch(/^games=[^;]+; Max-Age=86400; Path=\/promo\/; SameSite=Strict; Secure$/);
    expect(decodeURIComponent(cookie.split(';')[0]!)).not.toMatch(/score|640/);
    expect(readKeptJourney(`a=1; ${cookie.split(';')[0]}; b=2`)).toEqual(kept);
  });

  it('removes the cookie once nothing is played', () => {
    const kept = keptJourneyOf({ games: freshProgress(), accumulatorUuid: null, savedGameId: null });
    expect(journeyCookie(kept, '/', false)).toBe('games=; Max-Age=0; Path=/; SameSite=Strict');
  });

  it('ignores anything it did not write', () => {
    const json = (v: unknown) => `games=${encodeURIComponent(JSON.stringify(v))}`;
    for (const header of [
      null,
      'games=',
      'games=%7B',
      json({
        games: { mouse: { uuid: 'nope', startedAt: 1, endedAt: 2 } },
        accumulatorUuid: null,
        savedGameId: null,
      }),
      json({
        games: { chess: { uuid: M, startedAt: 1, endedAt: 2 } },
        accumulatorUuid: null,
        savedGameId: null,
      }),
      json({ games: {}, accumulatorUuid: 5, savedGameId: null }),
    ])
      expect(readKeptJourney(header)).toBeNull();
  });
});

describe('bringing a kept journey back', () => {
  const kept: KeptJourney = {
    games: {
      mouse: { uuid: M, startedAt: 1, endedAt: 2 },
      headset: { uuid: H, startedAt: 3, endedAt: 4 },
      keyboard: { uuid: K, startedAt: 5, endedAt: 6 },
    },
    accumulatorUuid: ACC,
    savedGameId: null,
  };

  it('takes each score, duration, review and stats from the server', async () => {
    const games = await restoreJourney(kept, async (uuid) =>
      uuid === M
        ? record(M, 'mouse', { score: 640 })
        : uuid === H
          ? record(H, 'headset', { review: 'flagged' })
          : record(K, 'keyboard', { review: 'rejected' }),
    );
    expect(games.mouse).toMatchObject({
      played: true,
      score: 640,
      durationMs: 42_000,
      held: false,
      uuid: M,
      startedAt: 1,
    });
    expect(games.headset).toMatchObject({ played: true, held: true, stats: { finds: 4 } });
    // An operator refused it: it is not a played game any more.
    expect(games.keyboard).toMatchObject({ played: false, uuid: null });
  });

  it('counts a run the server no longer has, of another game or not ended as unplayed', async () => {
    const games = await restoreJourney(kept, async (uuid) => {
      if (uuid === M) throw new ApiRequestError(404, { error: 'not_found', message: 'Run not found' });
      if (uuid === H) return record(H, 'keyboard');
      return record(K, 'keyboard', { ended: false, score: null });
    });
    expect(Object.values(games).map((g) => g.played)).toEqual([false, false, false]);
  });

  it('fails as a whole without a network, so the kept journey waits for the next visit', async () => {
    await expect(
      restoreJourney(kept, async () => {
        throw new TypeError('Failed to fetch');
      }),
    ).rejects.toThrow('Failed to fetch');
  });
});
