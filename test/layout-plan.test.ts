import { describe, expect, it } from 'vitest';
import {
  DEFAULT_FAMILIES,
  FORM_NAMES,
  FORMS,
  SCRIPT_FAMILY,
  WALK_KINDS,
  defaultPlan,
  layoutLocales,
  layoutPlan,
  wholePlan,
  wholeWalkAsked,
  axeWalkedOnPhone,
} from '../e2e/layout-plan.ts';
import { LOCALE_CODES } from '../api/locales.ts';

describe('the layout walk of the default test command', () => {
  const plan = defaultPlan();

  it('walks every kind of state in every script family on both width classes', () => {
    const covered = new Set(plan.map((walk) => `${walk.kind} ${SCRIPT_FAMILY[walk.locale]} ${walk.form}`));
    for (const kind of WALK_KINDS)
      for (const family of DEFAULT_FAMILIES)
        for (const form of FORM_NAMES)
          expect(covered, `${kind} in ${family} on a ${form}`).toContain(`${kind} ${family} ${form}`);
  });

  it('still measures every size of the whole walk somewhere', () => {
    const measured = new Set(plan.flatMap((walk) => walk.sizes.map((s) => `${walk.form} ${s.width}`)));
    for (const form of FORM_NAMES)
      for (const size of FORMS[form].sizes) expect(measured).toContain(`${form} ${size.width}`);
  });

  it('walks German, the longest words, on the narrowest phone', () => {
    const narrowest = Math.min(...FORMS.phone.sizes.map((s) => s.width));
    expect(plan).toContainEqual(
      expect.objectContaining({
        form: 'phone',
        locale: 'de',
        sizes: [expect.objectContaining({ width: narrowest })],
      }),
    );
  });

  it('is smaller than the whole walk, which it is part of', () => {
    const whole = wholePlan(layoutLocales(undefined), undefined);
    expect(plan.length).toBeLessThan(whole.length);
    for (const walk of plan)
      expect(
        whole.find((w) => w.form === walk.form && w.locale === walk.locale && w.kind === walk.kind)?.sizes,
      ).toEqual(expect.arrayContaining([...walk.sizes]));
  });
});

describe('axe once per state', () => {
  it('knows which locales the walk scans in every state: those walked on phones in every kind', () => {
    const plan = defaultPlan();
    expect(['de', 'ar', 'jp'].every((locale) => axeWalkedOnPhone(plan, locale as 'de'))).toBe(true);
    // English is walked on desktops only: the accessibility spec scans all of it.
    expect(axeWalkedOnPhone(plan, 'en')).toBe(false);
    expect(
      axeWalkedOnPhone(
        plan.filter((walk) => walk.kind !== 'pages'),
        'ar',
      ),
    ).toBe(false);
  });
});

describe('choosing the walk', () => {
  it('runs the covering plan by default and the whole walk in the full command', () => {
    expect(layoutPlan({})).toEqual(defaultPlan());
    const full = layoutPlan({ TEST_SCOPE: 'full' });
    expect(new Set(full.map((walk) => walk.locale))).toEqual(new Set(['en', 'ar', 'de', 'jp']));
    expect(full.every((walk) => walk.sizes.length === FORMS[walk.form].sizes.length)).toBe(true);
  });

  it('asks for the whole walk, whose screenshots are kept, only in the full command or when a locale or width is chosen', () => {
    expect(wholeWalkAsked({})).toBe(false);
    expect(wholeWalkAsked({ TEST_SCOPE: 'full' })).toBe(true);
    expect(wholeWalkAsked({ LAYOUT_LOCALES: 'ru' })).toBe(true);
    expect(wholeWalkAsked({ LAYOUT_WIDTHS: '360' })).toBe(true);
    expect(wholeWalkAsked({ LAYOUT_SHOTS: '1' })).toBe(false);
  });

  it('walks the locales and sizes asked for, all 18 with `all`', () => {
    expect(new Set(layoutPlan({ LAYOUT_LOCALES: 'all' }).map((walk) => walk.locale)).size).toBe(
      LOCALE_CODES.length,
    );
    const chosen = layoutPlan({ LAYOUT_LOCALES: 'ru,vn', LAYOUT_WIDTHS: '360,1280x800' });
    expect(new Set(chosen.map((walk) => walk.locale))).toEqual(new Set(['ru', 'vn']));
    expect(chosen.filter((walk) => walk.form === 'phone')[0]!.sizes).toEqual([{ width: 360, height: 640 }]);
    expect(chosen.filter((walk) => walk.form === 'desktop')[0]!.sizes).toEqual([
      { width: 1280, height: 800 },
    ]);
  });

  it('refuses a locale it does not know instead of walking nothing', () => {
    expect(() => layoutPlan({ LAYOUT_LOCALES: 'en,xx' })).toThrow(/unknown locale code\(s\) xx/);
  });
});
