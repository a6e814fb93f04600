import { describe, expect, it } from 'vitest';
import { setupI18n } from '@lingui/core';
import { GAME_IDS } from '../../api/site-routes.ts';
import { GAME_NAMES } from './brand.ts';
import { WORLDS, worldText } from './worlds.ts';

describe('the worlds’ words', () => {
  it('group the sensor’s resolution the page’s way, not as typed in the source', () => {
    const dpi = WORLDS.mouse.claims[1];
    const text = (...locales: string[]) => {
      const i18n = setupI18n({ locale: 'x', messages: { x: {} } });
      i18n.activate('x', locales);
      return worldText(i18n, dpi);
    };
    expect(text('en')).toBe('Up to 20,000 DPI sensor');
    expect(text('de', 'en')).toBe('Up to 20.000 DPI sensor');
    expect(text('fr', 'en')).toBe('Up to 20\u202f000 DPI sensor');
  });

  it('have a play prompt per game, each naming its game', () => {
    const prompts = GAME_IDS.map((game) => WORLDS[game].playPrompt);
    expect(new Set(prompts.map((p) => p.id)).size).toBe(GAME_IDS.length);
    GAME_IDS.forEach((game, i) => expect(prompts[i]!.message).toContain(GAME_NAMES[game]));
  });
});
