import type { LocaleCode } from '../../api/locales.ts';

/**
 * Spec §4: a locale switch is skipped when the locale is the current one; a before-switch hook may veto it
 * (false) or replace the target (another code); otherwise the cookie is stored, the catalog loaded, and the page
 * moves to the same route in the new language. The steps are injected so the rules are tested without a page.
 */
export type BeforeLocaleSwitch = (
  from: LocaleCode,
  to: LocaleCode,
) => boolean | LocaleCode | Promise<boolean | LocaleCode>;

export interface LocaleSwitchSteps {
  loadCatalog(code: LocaleCode): Promise<void>;
  storeCookie(code: LocaleCode): void;
  navigate(code: LocaleCode): void;
}

export type LocaleSwitchResult =
  | { outcome: 'same' | 'vetoed' }
  | { outcome: 'switched'; locale: LocaleCode }
  | { outcome: 'failed'; locale: LocaleCode; error: unknown };

let beforeSwitch: BeforeLocaleSwitch | null = null;

/** Installs the hook (one at a time, as the spec's); returns a function that removes it. */
export function setBeforeLocaleSwitch(hook: BeforeLocaleSwitch): () => void {
  beforeSwitch = hook;
  return () => {
    if (beforeSwitch === hook) beforeSwitch = null;
  };
}

export async function switchLocale(
  from: LocaleCode,
  requested: LocaleCode,
  steps: LocaleSwitchSteps,
): Promise<LocaleSwitchResult> {
  if (requested === from) return { outcome: 'same' };
  const verdict = beforeSwitch ? await beforeSwitch(from, requested) : true;
  if (verdict === false) return { outcome: 'vetoed' };
  const to = verdict === true ? requested : verdict;
  if (to === from) return { outcome: 'same' };
  try {
    await steps.loadCatalog(to);
  } catch (error) {
    console.warn('Could not find lang file for locale', to, error);
    return { outcome: 'failed', locale: to, error };
  }
  steps.storeCookie(to);
  steps.navigate(to);
  return { outcome: 'switched', locale: to };
}
