import { existsSync } from 'node:fs';
import type { EngineName, EnginePage } from './engine-page.ts';
import { FIREFOX, launchFirefox } from './firefox-bidi.ts';
import { launchPlaywright, playwrightBuild } from './playwright-engine.ts';
import { WEBKIT_DRIVER, launchWebKit } from './webkit-webdriver.ts';
import { openDisplay, type Display } from './xvfb.ts';

/**
 * Firefox and WebKit as this machine has them: Playwright's own builds where they are installed, otherwise the
 * system's (Debian's firefox-esr over WebDriver BiDi, WebKitGTK's MiniBrowser over WebDriver), each in a display
 * of its own. Playwright cannot drive the system's builds: its Firefox and WebKit are patched ones.
 */
export type OtherEngine = Exclude<EngineName, 'chromium'>;

/** The Debian packages that bring each engine (scripts/test.sh installs them). */
export const ENGINE_PACKAGES: Readonly<Record<OtherEngine, readonly string[]>> = {
  firefox: ['firefox-esr', 'xvfb'],
  webkit: ['webkit2gtk-driver', 'xvfb'],
};

/** Why an engine cannot be run here, or null when it can. */
export function missingEngine(engine: OtherEngine): string | null {
  if (playwrightBuild(engine)) return null;
  const binary = engine === 'firefox' ? FIREFOX : WEBKIT_DRIVER;
  if (existsSync(binary) && (process.env.DISPLAY || existsSync('/usr/bin/Xvfb'))) return null;
  return `neither Playwright's ${engine} nor ${binary} with a display: apt-get install ${ENGINE_PACKAGES[engine].join(' ')}`;
}

/** The Noto fonts of the scripts the site speaks, as Chromium gets them (playwright.config.ts). */
const FONTS_CONF = new URL('../fonts/fonts.conf', import.meta.url).pathname;
const fontEnv = (): Record<string, string> =>
  process.platform === 'linux' && existsSync(FONTS_CONF) ? { FONTCONFIG_FILE: FONTS_CONF } : {};

export async function launchEngine(
  engine: OtherEngine,
  size: { width: number; height: number },
): Promise<EnginePage> {
  const build = playwrightBuild(engine);
  if (build) return launchPlaywright(engine, build, size);
  const display: Display = await openDisplay();
  try {
    const page =
      engine === 'firefox'
        ? await launchFirefox({ display: display.name, env: fontEnv(), ...size })
        : await launchWebKit({ display: display.name, env: fontEnv(), ...size });
    return {
      ...page,
      async close() {
        try {
          await page.close();
        } finally {
          display.close();
        }
      },
    };
  } catch (error) {
    display.close();
    throw error;
  }
}
