import { describe, expect, it } from 'vitest';
import { createTestApp, DATABASE_KINDS } from '../../test/server-harness.ts';
import { apiClient, expectJsonError } from '../../test/api-client.ts';

const LIMITS = { writesPerUserPerMinute: 100, resetsPerEmailPerHour: 100, loginsPerAccountPer15Minutes: 100 };

describe.each(DATABASE_KINDS)('the API guards in order, on %s', (kind) => {
  it('counts a write against its address as it arrives: bodies refused as invalid use up the budget too', async () => {
    const harness = await createTestApp(kind, {
      rateLimits: { ...LIMITS, writesPerIpPerMinute: 3, loginsPerIpPerMinute: 100 },
    });
    try {
      const api = apiClient(harness.app);
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++)
        statuses.push((await api.post('games/start', { game_type: 'chess' })).statusCode);
      expect(statuses).toEqual([400, 400, 400, 429]);
      expectJsonError(await api.post('games/start', { game_type: 'mouse' }), 429, 'rate_limited');
    } finally {
      await harness.close();
    }
  });

  it('gives registration, login and social sign-in one shared budget per address, apart from other writes', async () => {
    const harness = await createTestApp(kind, {
      rateLimits: { ...LIMITS, writesPerIpPerMinute: 100, loginsPerIpPerMinute: 3 },
    });
    try {
      const api = apiClient(harness.app);
      const register = await api.post('users', { email: 'not an e-mail' });
      const login = await api.post('users/login', { email: 'nobody@example.com', code: '00000000' });
      const social = await api.post('users/auth/google_oauth2/callback', { access_token: 'x' });
      expect([register.statusCode, login.statusCode, social.statusCode]).toEqual([400, 401, 400]);
      const fourth = await api.post('users/login', { email: 'nobody@example.com', code: '00000000' });
      expectJsonError(fourth, 429, 'rate_limited');
      expect(Number(fourth.headers['retry-after'])).toBeGreaterThan(0);
      // Other writes keep their own budget.
      expect((await api.post('games/start', { game_type: 'mouse' })).statusCode).toBe(200);
    } finally {
      await harness.close();
    }
  });

  it('with signing required, a call without a valid signature is refused before its body or token is looked at', async () => {
    const harness = await createTestApp(kind, { apiClients: { site: 'a-site-key-of-some-length' } });
    try {
      const call = (url: string, method: 'GET' | 'POST', payload?: unknown, token?: string) =>
        harness.app.inject({
          method,
          url: `/api/${url}`,
          headers: {
            // A signature header of the right name but no valid signature passes the first, cheap check.
            'x-client-authorization': `site:${Math.floor(Date.now() / 1000)}:${'0'.repeat(64)}`,
            'x-project-slug': harness.config.projectSlug,
            ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
            ...(token ? { authorization: `Bearer ${token}` } : {}),
          },
          ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
        });
      const answers = [
        await call('games/start', 'POST', { game_type: 'chess' }),
        await call('games/start', 'POST', { game_type: 'mouse' }, 'not-a-real-token-at-all'),
        await call('users/me', 'GET'),
        await call('games/not-a-uuid', 'GET'),
        await apiClient(harness.app).post('games/start', { game_type: 'chess' }),
      ];
      for (const answer of answers) {
        expectJsonError(answer, 401, 'unauthorized');
        expect(answer.json().fields).toBeUndefined();
      }
      expect(new Set(answers.map((a) => a.body)).size).toBe(1);
    } finally {
      await harness.close();
    }
  });
});
