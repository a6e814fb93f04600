// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { StrictMode } from 'react';
import { cleanup, fireEvent, render, waitFor } from '@testing-library/react';
import { I18nProvider } from '@lingui/react';
import { i18n } from '@lingui/core';
import type { OperatorRun } from '../../../api/operator.ts';
import { ApiRequestError } from '../../api/api-request-error.ts';
import { ReplayScreen, type LoadOperatorRun } from './replay-screen.tsx';
import { storedOperatorToken } from './operator-token.ts';

const UUID = '0b6e8f2a-1c3d-4e5f-8a9b-0c1d2e3f4a5b';
const TOKEN = 'operator-token-for-tests-0123456789abcdef';

const RUN: OperatorRun = {
  success: true,
  uuid: UUID,
  game_type: 'mouse',
  seed: 7,
  score: 120,
  claimed_score: 120,
  duration: 12_000,
  ended: true,
  started_at: '2026-11-24T10:00:00.000Z',
  ended_at: '2026-11-24T10:00:12.000Z',
  user_id: null,
  verification: 'replay',
  review: 'flagged',
  review_measures: { measures: {}, suspicions: ['aim on the exact lane centre'] },
  // Recorded under rules the site does not play: the viewer says so instead of playing something else.
  game_data: { rulesVersion: 999, seed: 7, ticks: 720, commands: [] },
};

function show(load: LoadOperatorRun) {
  const view = render(
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <ReplayScreen uuid={UUID} load={load} />
      </I18nProvider>
    </StrictMode>,
  );
  const screenOf = () => view.container.querySelector('[data-screen="replay"]');
  const field = () => view.container.querySelector<HTMLInputElement>('input[name="operator-token"]');
  const give = (token: string) => {
    fireEvent.change(field()!, { target: { value: token } });
    fireEvent.submit(field()!.form!);
  };
  return { ...view, screenOf, field, give };
}

describe("the operators' replay viewer", () => {
  beforeAll(() => {
    i18n.load('en', {});
    i18n.activate('en');
  });
  afterEach(() => {
    cleanup();
    sessionStorage.clear();
  });

  it('asks for the token in a password field before loading anything, and keeps it for the tab', async () => {
    const load = vi.fn<LoadOperatorRun>(async () => RUN);
    const { screenOf, field, give } = show(load);
    expect(screenOf()?.getAttribute('data-status')).toBe('token');
    expect(field()?.type).toBe('password');
    expect(load).not.toHaveBeenCalled();
    give(`  ${TOKEN} `);
    await waitFor(() => expect(screenOf()?.getAttribute('data-status')).toBe('unplayable'));
    expect(load).toHaveBeenCalledWith(UUID, TOKEN);
    expect(storedOperatorToken()).toBe(TOKEN);
    cleanup();
    // A second page in the same tab asks no more.
    const again = show(load);
    await waitFor(() => expect(again.screenOf()?.getAttribute('data-status')).toBe('unplayable'));
    expect(again.field()).toBeNull();
  });

  it('forgets a refused token and asks again, saying the token or the run is wrong', async () => {
    const load = vi.fn<LoadOperatorRun>(async () => {
      throw new ApiRequestError(404, { error: 'not_found', message: 'Run not found' });
    });
    const { screenOf, field, give, getByTestId } = show(load);
    give('wrong-token');
    await waitFor(() => expect(getByTestId('operator-token-refused')).toBeTruthy());
    expect(screenOf()?.getAttribute('data-status')).toBe('token');
    expect(field()?.getAttribute('aria-invalid')).toBe('true');
    expect(storedOperatorToken()).toBeNull();
  });

  it('keeps the token when the server cannot be reached, and tries again on request', async () => {
    let calls = 0;
    const load = vi.fn<LoadOperatorRun>(async () => {
      calls += 1;
      if (calls === 1) throw new TypeError('Failed to fetch');
      return RUN;
    });
    const { screenOf, give, getByRole } = show(load);
    give(TOKEN);
    await waitFor(() => expect(screenOf()?.getAttribute('data-status')).toBe('failed'));
    expect(storedOperatorToken()).toBe(TOKEN);
    fireEvent.click(getByRole('button'));
    await waitFor(() => expect(screenOf()?.getAttribute('data-status')).toBe('unplayable'));
  });

  it("names why a stored run's replay cannot be played", async () => {
    const { give, findByTestId } = show(async () => RUN);
    give(TOKEN);
    expect((await findByTestId('replay-error')).textContent).toMatch(/rules version 999/);
  });
});
