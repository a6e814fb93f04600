import license from 'rollup-plugin-license';
import type { Plugin } from 'vite';

/** One open-source package shipped to the browser, as the credits modal lists it. */
export interface CreditedPackage {
  name: string;
  version: string;
  license: string;
  homepage: string | null;
}

export const CREDITS_FILE = 'credits.json';

interface ScannedDependency {
  name: string | null;
  version: string | null;
  license: string | null;
  homepage?: string | null;
  repository?: string | { url?: string | null } | null;
}

/** A repository field as a browsable https address, or null when it names none. */
function repositoryUrl(repository: ScannedDependency['repository']): string | null {
  const raw = typeof repository === 'string' ? repository : repository?.url;
  if (!raw) return null;
  const github = /^(?:github:)?([\w.-]+\/[\w.-]+)$/.exec(raw);
  if (github) return `https://github.com/${github[1]}`;
  const url = raw
    .replace(/^git\+/, '')
    .replace(/^git:\/\//, 'https://')
    .replace(/\.git$/, '');
  return url.startsWith('https://') ? url : null;
}

export function creditsFrom(dependencies: readonly ScannedDependency[]): CreditedPackage[] {
  return dependencies
    .filter((d): d is ScannedDependency & { name: string } => !!d.name)
    .map((d) => ({
      name: d.name,
      version: d.version ?? '',
      license: d.license ?? 'UNKNOWN',
      homepage: (d.homepage?.startsWith('https://') ? d.homepage : null) ?? repositoryUrl(d.repository),
    }))
    .sort((a, b) => a.name.localeCompare(b.name, 'en'));
}

/**
 * The credits' package list is read from the build itself: rollup-plugin-license records the packages whose code
 * ends up in a chunk, and this plugin emits them as credits.json beside the chunks, so the list can never drift
 * from what a visitor actually downloads.
 */
export function credits(): Plugin[] {
  let scanned: ScannedDependency[] = [];
  const scan = license({
    thirdParty: (dependencies) => {
      scanned = dependencies as ScannedDependency[];
    },
  }) as Plugin;
  return [
    { ...scan, apply: 'build' },
    {
      name: 'gear-credits',
      apply: 'build',
      generateBundle() {
        this.emitFile({
          type: 'asset',
          fileName: CREDITS_FILE,
          source: JSON.stringify(creditsFrom(scanned)),
        });
      },
    },
  ];
}
