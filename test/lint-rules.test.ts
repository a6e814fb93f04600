import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/** The lint rules that guard determinism and layering really fire (and do not fire on allowed code). */
describe('lint rules of design.md', () => {
  // One instance for every case: the config (and the layer plugin's caches) load once.
  const root = dirname(import.meta.dirname);
  const eslint = new ESLint({ cwd: root });
  const ruleIds = async (code: string, filePath: string) =>
    (await eslint.lintText(code, { filePath }))[0]!.messages.map((m) => m.ruleId);
  /** Whether one of the restricting rules fired (not merely some other rule on the snippet). */
  const restricted = async (code: string, filePath: string) =>
    (await ruleIds(code, filePath)).some((id) => id?.startsWith('no-restricted-') ?? false);

  it('bans approximated Math, **, Math.random and clocks in systems/ and components/', async () => {
    const code = 'export const f = (x: number) => Math.sin(x) + x ** 2 + Math.random() + Date.now();\n';
    const ids = await ruleIds(code, 'systems/example.ts');
    expect(ids.filter((id) => id === 'no-restricted-properties')).toHaveLength(3);
    expect(ids).toContain('no-restricted-syntax');
    expect(await ruleIds(code, 'components/example.ts')).toContain('no-restricted-properties');
    expect(
      await ruleIds('export const f = (x: number) => Math.sqrt(x) + Math.floor(x);\n', 'systems/example.ts'),
    ).toEqual([]);
  });

  it('bans React, Babylon, Node modules and DOM globals in the pure layers', async () => {
    for (const dir of ['components', 'systems', 'machines', 'api']) {
      const ids = await ruleIds(
        "import { Scene } from '@babylonjs/core/scene.js';\nimport { readFileSync } from 'node:fs';\nexport const x = [Scene, readFileSync, window.innerWidth];\n",
        `${dir}/example.ts`,
      );
      expect(
        ids.filter((id) => id === 'no-restricted-imports'),
        dir,
      ).toHaveLength(2);
      expect(ids, dir).toContain('no-restricted-globals');
    }
    expect(
      await ruleIds(
        "import { Scene } from '@babylonjs/core/scene.js';\nexport const x = Scene;\n",
        'src/scenes/example.ts',
      ),
    ).toEqual([]);
  });
  it('bans new Date, Date(), Date.parse and clocks through globalThis in every pure layer', async () => {
    for (const dir of ['components', 'systems', 'machines', 'api']) {
      for (const code of [
        'export const t = new Date();\n',
        'export const t = Date();\n',
        'export const t = (s: string) => Date.parse(s);\n',
        'export const t = Date.now();\n',
        'export const t = globalThis.Date.now();\n',
        'export const t = performance.now();\n',
        'const D = Date;\nexport const t = D.now();\n',
      ])
        expect(await restricted(code, `${dir}/fake.ts`), `${dir}: ${code}`).toBe(true);
    }
    // Date.UTC is arithmetic, not a clock.
    expect(await ruleIds('export const t = Date.UTC(2030, 0, 1);\n', 'api/fake.ts')).toEqual([]);
  });

  it('bans the ways around the Math rules in systems/ and components/', async () => {
    for (const code of [
      'export const y = globalThis.Math.sin(1);\n',
      'const M = Math;\nexport const y = M.exp(1);\n',
      'const { sin } = Math;\nexport const y = sin(1);\n',
      "export const y = (name: 'sin' | 'cos') => Math[name](1);\n",
    ]) {
      expect(await restricted(code, 'systems/fake.ts'), code).toBe(true);
      expect(await restricted(code, 'components/fake.ts'), code).toBe(true);
    }
  });

  it('bans crypto in the game and flow layers, and leaves it to api/ for signing', async () => {
    const global = 'export const r = (a: Uint8Array) => crypto.getRandomValues(a);\n';
    const viaGlobalThis = 'export const r = () => globalThis.crypto.randomUUID();\n';
    for (const dir of ['components', 'systems', 'machines']) {
      expect(await ruleIds(global, `${dir}/fake.ts`), dir).toContain('no-restricted-globals');
      expect(await ruleIds(viaGlobalThis, `${dir}/fake.ts`), dir).toContain('no-restricted-syntax');
    }
    expect(await ruleIds(global, 'api/fake.ts')).toEqual([]);
    expect(await ruleIds(viaGlobalThis, 'api/fake.ts')).toEqual([]);
  });

  it("enforces design.md's Folders table between our own folders", async () => {
    const layer = 'boundaries/dependencies';
    const imports = (target: string) => `import * as target from '${target}';\nexport const x = target;\n`;
    /** Each target is a real file, so the import resolves and the layer rule really decides. */
    const real = (filePath: string, target: string) => existsSync(join(root, dirname(filePath), target));
    // Refused.
    for (const [filePath, target] of [
      ['server/fake.ts', '../machines/site.ts'],
      ['server/fake.ts', '../src/api/client.ts'],
      ['server/fake.test.ts', '../src/api/client.ts'],
      ['components/fake.ts', '../systems/loop.ts'],
      ['systems/fake.ts', '../machines/site.ts'],
      ['api/fake.ts', '../machines/game-progress.ts'],
      ['api/fake.ts', '../systems/random.ts'],
      ['machines/fake.ts', '../src/main.tsx'],
      ['machines/fake.ts', '../test/machine-coverage.ts'],
      ['assets/fake.ts', '../machines/site.ts'],
      ['src/fake.ts', '../assets/models/mouse.ts'],
      ['src/fake.ts', '../server/app.ts'],
    ] as const) {
      expect(real(filePath, target), target).toBe(true);
      expect(await ruleIds(imports(target), filePath), `${filePath} → ${target}`).toContain(layer);
    }
    // Allowed.
    for (const [filePath, target] of [
      ['machines/fake.ts', '../api/site-routes.ts'],
      ['machines/fake.ts', '../systems/random.ts'],
      ['server/fake.ts', '../systems/random.ts'],
      ['server/fake.ts', '../api/game-cycle.ts'],
      ['systems/fake.ts', '../components/mouse/health.ts'],
      ['assets/fake.ts', '../systems/fixed-math.ts'],
      ['src/fake.ts', '../machines/site.ts'],
      ['src/fake.ts', '../assets/manifest.ts'],
      ['src/fake.test.ts', '../assets/models/mouse.ts'],
      ['systems/fake.test.ts', '../test/toy-game.ts'],
      ['scripts/fake.ts', '../server/app.ts'],
    ] as const) {
      expect(real(filePath, target), target).toBe(true);
      expect(await ruleIds(imports(target), filePath), `${filePath} → ${target}`).toEqual([]);
    }
  });
});
