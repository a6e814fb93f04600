// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { siteMachine } from '../../machines/site.ts';
import { parseConsentCookie } from '../../api/consent-cookie.ts';
import { createConsentSystem } from './consent-system.ts';

function clearCookies() {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]!.trim();
    if (name) document.cookie = `${name}=; Max-Age=0; Path=/`;
  }
}

function setup({ reloadNeeded = false } = {}) {
  const site = createActor(siteMachine, { input: { route: { name: 'home', locale: 'en' } } });
  site.start();
  const log: string[] = [];
  let resolveLoad: () => void = () => {};
  const consent = createConsentSystem(site, {
    loadAnalytics: () => {
      log.push('load');
      return new Promise((resolve) => {
        resolveLoad = () =>
          resolve({
            startAnalytics: () => {
              log.push('start');
              return {
                stop: () => {
                  log.push('stop');
                  return { reloadNeeded };
                },
              };
            },
          });
      });
    },
    reload: () => log.push('reload'),
    now: () => 1234,
  });
  return {
    consent,
    log,
    loaded: async () => (resolveLoad(), await Promise.resolve(), await Promise.resolve()),
  };
}

describe('the consent system', () => {
  afterEach(clearCookies);

  it('loads nothing before a choice, and nothing after Reject all; the choice is stored in the cookie', () => {
    const { consent, log } = setup();
    expect(consent.getSnapshot().matches('undecided')).toBe(true);
    consent.send({ type: 'consent.rejectAll' });
    expect(log).toEqual([]);
    expect(parseConsentCookie(document.cookie)).toEqual({
      choice: { analytics: false, marketing: false, social: false },
      at: 1234,
    });
  });

  it('imports and starts analytics once allowed, and stops it when withdrawn', async () => {
    const { consent, log, loaded } = setup();
    consent.send({ type: 'consent.acceptAll' });
    expect(log).toEqual(['load']);
    await loaded();
    expect(log).toEqual(['load', 'start']);
    consent.send({ type: 'consent.open' });
    consent.send({ type: 'consent.set', category: 'analytics', on: false });
    consent.send({ type: 'consent.save' });
    expect(log).toEqual(['load', 'start', 'stop']);
    expect(parseConsentCookie(document.cookie)?.choice.analytics).toBe(false);
  });

  it('never starts analytics withdrawn while its code was still loading', async () => {
    const { consent, log, loaded } = setup();
    consent.send({ type: 'consent.acceptAll' });
    consent.send({ type: 'consent.open' });
    consent.send({ type: 'consent.set', category: 'analytics', on: false });
    consent.send({ type: 'consent.save' });
    await loaded();
    expect(log).toEqual(['load']);
  });

  it('reloads the page after withdrawing a third-party tag, once the new choice is stored', async () => {
    const { consent, log, loaded } = setup({ reloadNeeded: true });
    consent.send({ type: 'consent.acceptAll' });
    await loaded();
    consent.send({ type: 'consent.open' });
    consent.send({ type: 'consent.set', category: 'analytics', on: false });
    consent.send({ type: 'consent.save' });
    expect(log).toEqual(['load', 'start', 'stop', 'reload']);
    expect(parseConsentCookie(document.cookie)?.choice.analytics).toBe(false);
  });

  it('a remembered choice applies at once on the next visit, without the banner', async () => {
    setup().consent.send({ type: 'consent.acceptAll' });
    const again = setup();
    expect(again.consent.getSnapshot().value).toEqual({ decided: 'idle' });
    expect(again.log).toEqual(['load']);
  });
});
