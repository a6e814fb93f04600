import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/** The lint rules that guard determinism and layering really fire (and do not fire on allowed code). */
describe('lint rules of design.md', () => {
  const eslint = new ESLint();
  const ruleIds = async (code: string, filePath: string) =>
    (await eslint.lintText(code, { filePath }))[0]!.messages.map((m) => m.ruleId);

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
});
