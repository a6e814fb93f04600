// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { createTagAnalytics, TAG_SCRIPT_ID } from './tag.ts';

describe('the analytics tag adapter', () => {
  afterEach(() => {
    document.getElementById(TAG_SCRIPT_ID)?.remove();
    delete window.dataLayer;
  });

  it('adds the configured script once, and hands events to its queue', () => {
    const tag = createTagAnalytics('https://stats.example.org/tag.js?id=1');
    createTagAnalytics('https://stats.example.org/tag.js?id=1');
    const scripts = document.querySelectorAll(`#${TAG_SCRIPT_ID}`);
    expect(scripts).toHaveLength(1);
    expect((scripts[0] as HTMLScriptElement).src).toBe('https://stats.example.org/tag.js?id=1');
    expect((scripts[0] as HTMLScriptElement).async).toBe(true);
    tag.track({ type: 'game_end', game: 'headset' });
    tag.track({ type: 'save' });
    expect(window.dataLayer).toEqual([{ event: 'game_end', game: 'headset' }, { event: 'save' }]);
  });

  it('once stopped, passes nothing on and asks for a fresh page', () => {
    const tag = createTagAnalytics('https://stats.example.org/tag.js');
    expect(tag.stop()).toEqual({ reloadNeeded: true });
    tag.track({ type: 'page_view' });
    expect(window.dataLayer).toEqual([]);
    expect(document.getElementById(TAG_SCRIPT_ID)).toBeNull();
  });
});
