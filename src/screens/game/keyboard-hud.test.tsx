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
    i18n.load('en', {});
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
    expect(rating.textContent).toBe('PerfectCombo 12');
    expect(screen.getByTestId('hud-score').textContent).toBe('1,234');
    expect(screen.getByTestId('hud-misses').textContent).toBe('2/3');
    expect(screen.getByTestId('hud').dataset.warning).toBe('true');
    // A new rating replaces the element, so its pop plays again even for the same word.
    act(() => hud.set({ ...hud.get(), rating: 'missed', combo: 0, ratingAtMs: 9319 }));
    expect(screen.getByTestId('rating')).not.toBe(rating);
    expect(screen.getByTestId('rating').textContent).toBe('Missed');
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
