import { LOCALE_CODES, isLocaleCode, type LocaleCode } from '../api/locales.ts';

/**
 * Which walks the layout test makes (e2e/layout.spec.ts): a walk is one kind of state (home, a game, the other
 * pages) in one locale on one form (touch phone or desktop), measured at one or more window sizes. Pure data, so
 * a unit test can check what the default command covers (test/layout-plan.test.ts).
 *
 * - The default command walks a covering plan: every kind of state in every script family the site writes
 *   (Latin, Arabic, CJK) on both width classes, each walk at one size, the sizes spread so that every size of the
 *   whole walk is still measured by some walk.
 * - The whole walk (`npm run test:walk`, and `npm run test:full`) measures each of LAYOUT_LOCALES (en, ar, de
 *   and jp unless set; `all` is the 18) at every size of both forms.
 */

export const WALK_KINDS = ['home', 'game', 'pages'] as const;
export type WalkKind = (typeof WALK_KINDS)[number];

export interface WindowSize {
  width: number;
  height: number;
}

export const FORMS = {
  phone: {
    sizes: [
      { width: 360, height: 640 },
      { width: 390, height: 844 },
      { width: 430, height: 932 },
    ],
    touch: true,
  },
  desktop: {
    sizes: [
      { width: 1366, height: 768 },
      { width: 1920, height: 1080 },
    ],
    touch: false,
  },
} as const satisfies Record<string, { sizes: readonly WindowSize[]; touch: boolean }>;
export type Form = keyof typeof FORMS;
export const FORM_NAMES = Object.keys(FORMS) as Form[];

/** The writing systems whose layouts differ in kind: line breaking, direction, glyph widths. */
export type ScriptFamily = 'latin' | 'cyrillic' | 'arabic' | 'cjk' | 'thai';
export const SCRIPT_FAMILY: Record<LocaleCode, ScriptFamily> = {
  ar: 'arabic',
  cz: 'latin',
  de: 'latin',
  en: 'latin',
  es: 'latin',
  fr: 'latin',
  id: 'latin',
  it: 'latin',
  jp: 'cjk',
  kr: 'cjk',
  pl: 'latin',
  ru: 'cyrillic',
  th: 'thai',
  tr: 'latin',
  ua: 'cyrillic',
  vn: 'latin',
  'zh-cn': 'cjk',
  'zh-tw': 'cjk',
};
/** The families the default command must walk in every kind of state and on every form. */
export const DEFAULT_FAMILIES: readonly ScriptFamily[] = ['latin', 'arabic', 'cjk'];

export interface Walk {
  form: Form;
  locale: LocaleCode;
  kind: WalkKind;
  /** Measured in this order; the walk starts (and ends) at the first. */
  sizes: readonly WindowSize[];
}

const size = (form: Form, width: number): WindowSize => {
  const found = FORMS[form].sizes.find((s) => s.width === width);
  if (!found) throw new Error(`${form} has no size ${width} px wide`);
  return found;
};

/**
 * The default command's walks: each (form, locale) pair at one size. German stands for the Latin script on
 * phones, where its long words are likeliest to break a narrow line; English on desktops.
 */
const COVERING: readonly { form: Form; locale: LocaleCode; width: number }[] = [
  { form: 'phone', locale: 'de', width: 360 },
  { form: 'phone', locale: 'ar', width: 390 },
  { form: 'phone', locale: 'jp', width: 430 },
  { form: 'desktop', locale: 'en', width: 1366 },
  { form: 'desktop', locale: 'ar', width: 1920 },
  { form: 'desktop', locale: 'jp', width: 1366 },
];

export function defaultPlan(): Walk[] {
  return COVERING.flatMap(({ form, locale, width }) =>
    WALK_KINDS.map((kind) => ({ form, locale, kind, sizes: [size(form, width)] })),
  );
}

/** LAYOUT_LOCALES as given (`all` for every locale); unknown codes are an error, not a silent skip. */
export function layoutLocales(value: string | undefined): LocaleCode[] {
  if (!value) return ['en', 'ar', 'de', 'jp'];
  if (value === 'all') return [...LOCALE_CODES];
  const codes = value.split(',').map((code) => code.trim());
  const unknown = codes.filter((code) => !isLocaleCode(code));
  if (unknown.length > 0) throw new Error(`LAYOUT_LOCALES: unknown locale code(s) ${unknown.join(', ')}`);
  return codes as LocaleCode[];
}

/**
 * LAYOUT_WIDTHS=360,1920 measures only those widths; an entry such as 1280x800 measures a size of its own, a
 * phone's below 600 px wide, a desktop's above (other screen shapes).
 */
export function formSizes(form: Form, widths: string | undefined): WindowSize[] {
  if (!widths) return [...FORMS[form].sizes];
  const chosen = widths.split(',').map((entry) => entry.trim());
  const own = chosen
    .filter((entry) => entry.includes('x'))
    .map((entry) => entry.split('x').map(Number))
    .map(([width = 0, height = 0]) => ({ width, height }))
    .filter(({ width }) => width < 600 === (form === 'phone'));
  return [...FORMS[form].sizes.filter((s) => chosen.includes(String(s.width))), ...own];
}

/** The whole walk: every kind of state in each chosen locale on both forms, at every chosen size. */
export function wholePlan(locales: readonly LocaleCode[], widths: string | undefined): Walk[] {
  return FORM_NAMES.flatMap((form) => {
    const sizes = formSizes(form, widths);
    if (sizes.length === 0) return [];
    return locales.flatMap((locale) => WALK_KINDS.map((kind) => ({ form, locale, kind, sizes })));
  });
}

/**
 * The plan for this run: the whole walk when the test command runs in full (TEST_SCOPE=full) or when a locale or
 * width is chosen by hand; the covering plan otherwise.
 */
export function layoutPlan(env: Record<string, string | undefined>): Walk[] {
  if (wholeWalkAsked(env)) return wholePlan(layoutLocales(env.LAYOUT_LOCALES), env.LAYOUT_WIDTHS);
  return defaultPlan();
}

/** Whether this run walks the whole plan (to be looked at, every state's screenshot kept) or the covering one. */
export function wholeWalkAsked(env: Record<string, string | undefined>): boolean {
  return env.TEST_SCOPE === 'full' || Boolean(env.LAYOUT_LOCALES) || Boolean(env.LAYOUT_WIDTHS);
}

/**
 * Whether this run's layout walk checks every state of the locale with axe: phone walks scan each state they
 * reach (the DOM is the same at every width; desktops scan only the states phones cannot reach), so the
 * accessibility spec need not scan those states of that locale again.
 */
export function axeWalkedOnPhone(plan: readonly Walk[], locale: LocaleCode): boolean {
  return WALK_KINDS.every((kind) =>
    plan.some((walk) => walk.form === 'phone' && walk.locale === locale && walk.kind === kind),
  );
}
