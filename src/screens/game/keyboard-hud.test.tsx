// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { I18nProvider } from '@lingui/react';
import { i18n } from '@lingui/core';
import { createValueStore } from '../../engine/value-store.ts';
import { EMPTY_KEYBOARD_HUD, type KeyboardHud as HudState } from '../../play/keyboard/keyboard-adapter.ts';
import { KEY_BUTTON_ATTRIBUTE } from '../../play/keyboard/keyboard-input.ts';
import { KeyboardHud } from './keyboard-hud.tsx';

describe('Jungle Board’s HUD', () => {
  beforeAll(() => {
    i18n.load({ en: {}, de: {} });
    i18n.activate('en');
  });
  afterEach(cleanup);

  const mount = () => {
    const hud = createValueStore<HudState>(EMPTY_KEYBOARD_HUD);
    render(
      <I18nProvider i18n={i18n}>
        <KeyboardHud hud={hud} onPause={() => {}} />
      </I18nProvider>,
    );
    return hud;
  };

  it('counts down the pending seconds, then says ready', () => {
    const hud = mount();
    act(() => hud.set({ ...EMPTY_KEYBOARD_HUD, phase: 'pending', countdown: 2 }));
    expect(screen.getByTestId('countdown').textContent).toBe('2');
    act(() => hud.set({ ...EMPTY_KEYBOARD_HUD, phase: 'intro', countdown: 0 }));
    expect(screen.queryByTestId('countdown')).toBeNull();
    expect(screen.getByText('Ready?')).toBeTruthy();
  });

  it('shows each rating with the combo, the score and the misses of three', () => {
    const hud = mount();
    act(() =>
      hud.set({
        ...EMPTY_KEYBOARD_HUD,
        phase: 'playing',
        score: 1234,
        combo: 12,
        misses: 2,
        rating: 'perfect',
        ratingAtMs: 9000,
      }),
    );
    const rating = screen.getByTestId('rating');
    expect(rating.dataset.rating).toBe('perfect');
    expect(rating.textContent).toBe('Perfect+0 ×1Combo 12');
    expect(screen.getByTestId('hud-score').textContent).toBe('1,234');
    expect(screen.getByTestId('hud-misses').textContent).toBe('2/3');
    expect(screen.getByTestId('hud').dataset.warning).toBe('true');
    // A new rating replaces the element, so its pop plays again even for the same word.
    act(() => hud.set({ ...hud.get(), rating: 'missed', combo: 0, ratingAtMs: 9319 }));
    expect(screen.getByTestId('rating')).not.toBe(rating);
    expect(screen.getByTestId('rating').textContent).toBe('Missed');
  });

  it('shows what each hit scored and the multiplier it was counted with, in the locale’s numbers', () => {
    const hud = mount();
    const hit = { ...EMPTY_KEYBOARD_HUD, phase: 'playing' as const, rating: 'perfect' as const, combo: 21 };
    act(() => hud.set({ ...hit, points: 9, multiplier: 1.125, ratingAtMs: 100 }));
    expect(screen.getByTestId('rating-points').textContent).toBe('+9 ×1.125');
    expect(screen.getByTestId('rating').textContent).toBe('Perfect+9 ×1.125Combo 21');
    act(() => hud.set({ ...hit, rating: 'good', points: 7, multiplier: 1.5, ratingAtMs: 200 }));
    expect(screen.getByTestId('rating').textContent).toBe('Good+7 ×1.5Combo 21');
    // A miss scores nothing: the word alone.
    act(() => hud.set({ ...hit, rating: 'missed', combo: 0, points: 0, multiplier: 1, ratingAtMs: 300 }));
    expect(screen.queryByTestId('rating-points')).toBeNull();
    // German writes the multiplier with a decimal comma.
    act(() => i18n.activate('de'));
    act(() => hud.set({ ...hit, points: 1234, multiplier: 1.375, ratingAtMs: 400 }));
    expect(screen.getByTestId('rating-points').textContent).toBe('+1.234 ×1,375');
    act(() => i18n.activate('en'));
  });

  it('says while the warm-up lasts that its misses do not count, and says so of a forgiven miss', () => {
    const hud = mount();
    act(() => hud.set({ ...EMPTY_KEYBOARD_HUD, phase: 'pending', countdown: 3, warmUp: true }));
    expect(screen.getByTestId('warm-up').textContent).toBe("Warm-up: misses don't count");
    act(() =>
      hud.set({ ...hud.get(), phase: 'playing', rating: 'missed', forgiven: true, ratingAtMs: 7900 }),
    );
    expect(screen.getByTestId('rating').textContent).toBe('MissedWarm-up: not counted');
    expect(screen.queryByTestId('warm-up')).toBeNull();
    act(() => hud.set({ ...hud.get(), rating: 'perfect', forgiven: false, points: 8, ratingAtMs: 8200 }));
    expect(screen.getByTestId('warm-up')).toBeTruthy();
    // Once it is over (or under rules without one), nothing.
    act(() => hud.set({ ...hud.get(), warmUp: false }));
    expect(screen.queryByTestId('warm-up')).toBeNull();
  });

  it('offers the four keys as buttons, labelled for screen readers', () => {
    mount();
    const keys = screen.getByRole('group', { name: 'Keys' }).querySelectorAll(`[${KEY_BUTTON_ATTRIBUTE}]`);
    expect(
      [...keys].map((k) => [k.getAttribute(KEY_BUTTON_ATTRIBUTE), k.getAttribute('aria-label')]),
    ).toEqual([
      ['left', 'Left'],
      ['down', 'Duck'],
      ['up', 'Jump'],
      ['right', 'Right'],
    ]);
  });
});
