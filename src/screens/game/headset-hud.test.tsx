// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { I18nProvider } from '@lingui/react';
import { i18n } from '@lingui/core';
import { createValueStore } from '../../engine/value-store.ts';
import { createHeadsetGame, headsetRules, type HeadsetGame } from '../../../systems/headset/index.ts';
import {
  EMPTY_HEADSET_HUD,
  headsetAdapter,
  headsetHud,
  type HeadsetHud as HudState,
} from '../../play/headset/headset-adapter.ts';
import { HeadsetHud } from './headset-hud.tsx';

/** Turns the character to the shown source and walks to it, step by step, until it is found. */
function stepToAFind(game: HeadsetGame) {
  const finds = game.view.finds;
  const target = game.view.target!;
  const bearing = Math.atan2(target.x - game.view.x, target.z - game.view.z);
  const turn = Math.atan2(Math.sin(bearing - game.view.heading), Math.cos(bearing - game.view.heading));
  game.step([{ kind: 'turn', dxPx: Math.round((turn / (2 * Math.PI)) * headsetRules.TURN_DRAG_BASIS_PX) }]);
  game.step([{ kind: 'walk', held: true }]);
  for (let i = 0; i < 300 && game.view.finds === finds; i++) game.step([]);
  game.step([{ kind: 'walk', held: false }]);
}

describe('Headspace’s HUD', () => {
  beforeAll(() => {
    i18n.load('en', {});
    i18n.activate('en');
  });
  afterEach(cleanup);

  it('has the find’s bonus (the rules’ seconds) from the find until the next source is shown, and only then', () => {
    const game = createHeadsetGame(31);
    game.step([]);
    expect(game.view.target).not.toBeNull();
    expect(headsetHud(game).bonusSeconds).toBeNull();
    stepToAFind(game);
    expect(game.view.finds).toBe(1);
    expect(headsetHud(game).bonusSeconds).toBe(headsetRules.FIND_BONUS_SECONDS);
    for (let i = 0; i < headsetRules.SHOW_DELAY_STEPS + 2 && game.view.target === null; i++) {
      expect(headsetHud(game).bonusSeconds).toBe(headsetRules.FIND_BONUS_SECONDS);
      game.step([]);
    }
    expect(game.view.target).not.toBeNull();
    expect(headsetHud(game).bonusSeconds).toBeNull();
    // The HUD is published on the frame of both steps, not up to a tenth of a second later.
    expect(headsetAdapter.hudEvents).toEqual(expect.arrayContaining(['found', 'shown']));
  });

  const mount = () => {
    const hud = createValueStore<HudState>(EMPTY_HEADSET_HUD);
    render(
      <I18nProvider i18n={i18n}>
        <HeadsetHud hud={hud} onPause={() => {}} />
      </I18nProvider>,
    );
    return hud;
  };

  it('pops "+5s" up on a find, in a polite live region that is there before it, and lights the clock', () => {
    const hud = mount();
    const region = screen.getByTestId('find-bonus-region');
    expect(region.getAttribute('role')).toBe('status');
    expect(region.getAttribute('aria-live')).toBe('polite');
    expect(region.textContent).toBe('');
    expect(screen.queryByTestId('find-bonus')).toBeNull();
    expect(screen.getByTestId('hud').dataset.bonus).toBeUndefined();

    act(() => hud.set({ ...EMPTY_HEADSET_HUD, secondsLeft: 31, finds: 1, bonusSeconds: 5 }));
    const pop = screen.getByTestId('find-bonus');
    expect(pop.textContent).toBe('+5sSource found: +5 seconds on the clock');
    // Seen: the short figure; heard: the sentence.
    expect(pop.firstElementChild!.getAttribute('aria-hidden')).toBe('true');
    expect(region.contains(pop)).toBe(true);
    expect(screen.getByTestId('hud').dataset.bonus).toBe('true');

    // The next find pops anew (a new element, so its animation plays again).
    act(() => hud.set({ ...hud.get(), bonusSeconds: null }));
    expect(screen.queryByTestId('find-bonus')).toBeNull();
    act(() => hud.set({ ...hud.get(), finds: 2, bonusSeconds: 5 }));
    expect(screen.getByTestId('find-bonus')).not.toBe(pop);
  });

  it('formats the bonus for the locale', () => {
    i18n.load('de', {});
    i18n.activate('de');
    try {
      const hud = mount();
      act(() => hud.set({ ...EMPTY_HEADSET_HUD, finds: 1, bonusSeconds: 5 }));
      const value = screen.getByTestId('find-bonus').firstElementChild!.textContent;
      expect(value).toBe(
        new Intl.NumberFormat('de', {
          style: 'unit',
          unit: 'second',
          unitDisplay: 'narrow',
          signDisplay: 'always',
        }).format(5),
      );
    } finally {
      i18n.activate('en');
    }
  });
});
