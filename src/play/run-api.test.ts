import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RunResult } from '../../machines/game-run.ts';
import { pendingRuns } from './pending-runs.ts';

/** The run's server calls in a stand-in browser: storage, the page's base address and fetch. */
const result: RunResult = { score: 420, durationMs: 61_000, gameData: { rulesVersion: 1, commands: [] } };
const UUID = '11111111-1111-4111-8111-111111111111';
const ACC = '22222222-2222-4222-8222-222222222222';

function fakeStorage(): Storage {
  const data = new Map<string, string>();
  return {
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => void data.set(k, v),
    removeItem: (k) => void data.delete(k),
    clear: () => data.clear(),
    key: (i) => [...data.keys()][i] ?? null,
    get length() {
      return data.size;
    },
  };
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** `access`: what the page the server rendered says about signing its calls (api/site-api-access.ts). */
async function load(fetchImpl: typeof fetch, access?: string) {
  vi.resetModules();
  vi.stubGlobal('localStorage', fakeStorage());
  vi.stubGlobal('document', {
    baseURI: 'http://127.0.0.1:9/en',
    getElementById: (id: string) => (id === 'api-access' && access ? { textContent: access } : null),
  });
  vi.stubGlobal('fetch', fetchImpl);
  return import('./run-api.ts');
}

describe('a run’s end on its way to the server', () => {
  beforeEach(() => vi.unstubAllGlobals());
  afterEach(() => vi.unstubAllGlobals());

  it('without network: rejects as offline and keeps the run on the device', async () => {
    const api = await load(vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))));
    await expect(api.submitRun(UUID, result)).rejects.toMatchObject({ offline: true });
    expect(pendingRuns()).toEqual([{ uuid: UUID, result, previous: null }]);
  });

  it('once the server answers: the verified score comes back and the kept run is dropped', async () => {
    const fetchImpl = vi.fn(() =>
      Promise.resolve(
        json(200, {
          success: true,
          accumulator_uuid: ACC,
          score: 400,
          verification: 'replay',
          review: null,
          total: 400,
          stats: { distance: 12 },
        }),
      ),
    );
    const api = await load(fetchImpl);
    await expect(api.submitRun(UUID, result)).resolves.toMatchObject({
      score: 400,
      verification: 'replay',
      held: false,
      accumulatorUuid: ACC,
      uuid: UUID,
      stats: { distance: 12 },
    });
    expect(pendingRuns()).toEqual([]);
    const [url, init] = fetchImpl.mock.calls[0] as unknown as [URL, RequestInit];
    expect(String(url)).toBe('http://127.0.0.1:9/api/games/end');
    expect(JSON.parse(String(init.body))).toMatchObject({ uuid: UUID, score: 420, duration: 61_000 });
  });

  it('keeps the secret of a chain it starts, sends it to continue the chain, and offers it for saving', async () => {
    const NEXT = '33333333-3333-4333-8333-333333333333';
    const answer = (extra: Record<string, unknown>) =>
      json(200, {
        success: true,
        accumulator_uuid: ACC,
        score: 400,
        verification: 'replay',
        review: null,
        total: 400,
        stats: {},
        ...extra,
      });
    const fetchImpl = vi
      .fn()
      .mockResolvedValueOnce(answer({ chain_secret: 's'.repeat(43) }))
      .mockResolvedValueOnce(answer({}));
    const api = await load(fetchImpl as unknown as typeof fetch);
    await api.submitRun(UUID, result);
    await api.submitRun(NEXT, result, UUID);
    const sent = (call: number) =>
      JSON.parse(String((fetchImpl.mock.calls[call] as unknown as [URL, RequestInit])[1].body)) as Record<
        string,
        unknown
      >;
    expect(sent(0).chain_secret).toBeUndefined();
    expect(sent(1)).toMatchObject({ previous_game: UUID, chain_secret: 's'.repeat(43) });
    const { chainSecretOf } = await import('./chain-secrets.ts');
    expect(chainSecretOf(ACC)).toBe('s'.repeat(43));
    expect(chainSecretOf(NEXT)).toBe('s'.repeat(43));
    expect(chainSecretOf('44444444-4444-4444-8444-444444444444')).toBeUndefined();
  });

  it('a run the server holds for review comes back held', async () => {
    const api = await load(
      vi.fn(() =>
        Promise.resolve(
          json(200, {
            success: true,
            accumulator_uuid: ACC,
            score: 8000,
            verification: 'replay',
            review: 'flagged',
            total: 0,
            stats: {},
          }),
        ),
      ),
    );
    await expect(api.submitRun(UUID, result)).resolves.toMatchObject({ score: 8000, held: true, total: 0 });
  });

  it('signs its calls when the page says the server asks for it', async () => {
    const fetchImpl = vi.fn(() => Promise.resolve(json(200, { success: true, uuid: UUID, seed: 7 })));
    const access = JSON.stringify({ signing: { clientId: 'web', key: 'web-secret', projectSlug: 'gear' } });
    const api = await load(fetchImpl, access);
    await expect(api.startRun('mouse')).resolves.toEqual({ uuid: UUID, seed: 7 });
    const [, init] = fetchImpl.mock.calls[0] as unknown as [URL, RequestInit];
    expect(new Headers(init.headers).get('x-client-authorization')).toMatch(/^web:/);
    expect(new Headers(init.headers).get('x-project-slug')).toBe('gear');
    // Without the element, calls go unsigned.
    const plain = vi.fn(() => Promise.resolve(json(200, { success: true, uuid: UUID, seed: 7 })));
    await (await load(plain)).startRun('mouse');
    const [, plainInit] = plain.mock.calls[0] as unknown as [URL, RequestInit];
    expect(new Headers(plainInit.headers).get('x-client-authorization')).toBeNull();
  });

  it('a refusal is final: the error carries the server’s reason and nothing is kept', async () => {
    const api = await load(
      vi.fn(() =>
        Promise.resolve(
          json(422, { error: 'rejected_run', message: 'The run was refused: the replay scores 1' }),
        ),
      ),
    );
    await expect(api.submitRun(UUID, result)).rejects.toMatchObject({ status: 422 });
    expect(pendingRuns()).toEqual([]);
  });

  it('a run kept from an earlier visit is sent at the next start, chained as it was when it ended', async () => {
    const calls: unknown[] = [];
    const api = await load(
      vi.fn((_url: URL, init: RequestInit) => {
        calls.push(JSON.parse(String(init.body)));
        return Promise.resolve(
          json(200, {
            success: true,
            accumulator_uuid: ACC,
            score: 1,
            verification: 'replay',
            review: null,
            total: 1,
            stats: {},
          }),
        );
      }) as unknown as typeof fetch,
    );
    // The chain it was ended on is kept with it: the journey may have moved on since.
    localStorage.setItem('gear-pending-runs', JSON.stringify([{ uuid: UUID, result, previous: ACC }]));
    api.flushPendingRuns();
    await vi.waitFor(() => expect(pendingRuns()).toEqual([]));
    expect(calls).toEqual([expect.objectContaining({ uuid: UUID, previous_game: ACC })]);
  });
});
