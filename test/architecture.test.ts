import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * design.md's one hard rule: components/, systems/, machines/ and api/ run unchanged in the browser, in
 * vitest and in the server, so they import no React, Babylon, howler, DOM global or Node-only module, and
 * game rules avoid engine-approximated Math and every clock or unseeded random source.
 */
const PURE_DIRS = ['components', 'systems', 'machines', 'api'];
const FORBIDDEN_IMPORTS =
  /from\s+['"](react|react-dom|react-babylonjs|@babylonjs\/[^'"]+|howler|@xstate\/react|node:[^'"]+|fs|path|os|crypto|http|https|child_process|pg|fastify|@electric-sql\/[^'"]+)['"]/;
const FORBIDDEN_GLOBALS =
  /\b(window|document|navigator|localStorage|sessionStorage|location|requestAnimationFrame|process)\s*[.[(]/;
const CLOCKS = /\b(Date\.now|performance\.now|new Date\(|Math\.random|setTimeout|setInterval)\b/;
/** Every shared layer takes the time from its caller, so tests and the server control it. */
const WALL_CLOCK =
  /\b(Date\.now|Date\.parse|performance\.now|Math\.random)\b|\bDate\(|\bglobalThis\.(Date|performance)\b/;
/** The game and flow layers draw no random bytes (api/ signs and encrypts with Web Crypto, on purpose). */
const RANDOM_BYTES = /\bcrypto\s*[.[]/;
/** Ways around the Math rules: globalThis.Math, an alias or destructuring of Math, a computed Math[name]. */
const MATH_ESCAPES = /\bglobalThis\.Math\b|=\s*Math\s*(?:[;,)]|$)|\bMath\s*\[/m;
const APPROXIMATED_MATH =
  /\bMath\.(sin|cos|tan|asin|acos|atan|atan2|sinh|cosh|tanh|asinh|acosh|atanh|exp|expm1|log|log1p|log2|log10|pow|hypot|cbrt)\b|\*\*/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

/** Comments may mention anything; only code counts. */
function code(path: string): string {
  return readFileSync(path, 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/(^|[^:'"`])\/\/.*$/gm, '$1');
}

const STORE_CONSTRUCTORS =
  /^(Int8|Uint8|Uint8Clamped|Int16|Uint16|Int32|Uint32|Float32|Float64|BigInt64|BigUint64)Array$|^(ArrayBuffer|Map|Set|WeakMap|WeakSet)$/;

/**
 * Module-scope mutable state in the shared game layers: a `let` or `var` at the top level, or a typed array, Map
 * or Set made at module scope (outside any function), such as a component store shared by every world. Each
 * world allocates its own stores; module scope holds constants only.
 */
function moduleGlobalStores(fileName: string, source: string): string[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const line = (node: ts.Node) => file.getLineAndCharacterOfPosition(node.getStart(file)).line + 1;
  const visit = (node: ts.Node): void => {
    if (ts.isFunctionLike(node) || ts.isClassLike(node)) return;
    if (ts.isNewExpression(node) && STORE_CONSTRUCTORS.test(node.expression.getText(file)))
      found.push(`${fileName}:${line(node)}: new ${node.expression.getText(file)} at module scope`);
    ts.forEachChild(node, visit);
  };
  for (const statement of file.statements) {
    if (ts.isVariableStatement(statement) && !(statement.declarationList.flags & ts.NodeFlags.Const))
      found.push(`${fileName}:${line(statement)}: a mutable module variable`);
    visit(statement);
  }
  return found;
}

describe('architecture', () => {
  const files = PURE_DIRS.flatMap((dir) => sourceFiles(dir));

  it('finds the pure layers', () => {
    expect(files.length).toBeGreaterThan(5);
  });

  it.each(files)('%s imports no React, Babylon, DOM or Node-only module, and reads no wall clock', (file) => {
    const text = code(file);
    expect(text).not.toMatch(FORBIDDEN_IMPORTS);
    expect(text).not.toMatch(FORBIDDEN_GLOBALS);
    expect(text).not.toMatch(WALL_CLOCK);
  });

  it.each(files.filter((f) => /^(components|systems|machines)\//.test(f)))(
    '%s draws no random bytes',
    (file) => {
      expect(code(file)).not.toMatch(RANDOM_BYTES);
    },
  );

  it.each(files.filter((f) => /^(components|systems)\//.test(f)))(
    '%s uses no clock, unseeded random or approximated Math',
    (file) => {
      const text = code(file);
      expect(text).not.toMatch(CLOCKS);
      expect(text).not.toMatch(APPROXIMATED_MATH);
      expect(text).not.toMatch(MATH_ESCAPES);
    },
  );

  it('keeps no module-global mutable store in components/ or systems/: every world allocates its own', () => {
    const shared = files.filter((f) => /^(components|systems)\//.test(f));
    expect(shared.flatMap((file) => moduleGlobalStores(file, readFileSync(file, 'utf8')))).toEqual([]);
  });

  it('the module-global store check catches one, and allows stores made per world', () => {
    const global = 'export const Position = {\n  x: new Float64Array(4096),\n};\nlet count = 0;\n';
    expect(moduleGlobalStores('components/example.ts', global)).toEqual([
      'components/example.ts:2: new Float64Array at module scope',
      'components/example.ts:4: a mutable module variable',
    ]);
    const perWorld =
      'export function createPosition(n = 32) {\n  return { x: new Float64Array(n) };\n}\n' +
      'export const create = () => new Map();\nconst LIMIT = 4;\n';
    expect(moduleGlobalStores('components/example.ts', perWorld)).toEqual([]);
  });

  it('the check itself catches a violation', () => {
    expect("import { Scene } from '@babylonjs/core/scene.js'").toMatch(FORBIDDEN_IMPORTS);
    expect("import { readFileSync } from 'node:fs'").toMatch(FORBIDDEN_IMPORTS);
    expect('const w = window.innerWidth').toMatch(FORBIDDEN_GLOBALS);
    expect('const a = Math.sin(x) + y ** 2').toMatch(APPROXIMATED_MATH);
    expect('const t = Date.now()').toMatch(CLOCKS);
    for (const clock of [
      'new Date()',
      'Date.parse(s)',
      'Date()',
      'globalThis.Date.now()',
      'performance.now()',
    ])
      expect(clock).toMatch(WALL_CLOCK);
    expect('const d = birthDate(2030); const u = Date.UTC(2030, 0, 1)').not.toMatch(WALL_CLOCK);
    expect('crypto.getRandomValues(a)').toMatch(RANDOM_BYTES);
    expect('globalThis.crypto.randomUUID()').toMatch(RANDOM_BYTES);
    for (const escape of [
      'globalThis.Math.sin(1)',
      'const M = Math;',
      'const { sin } = Math;',
      'Math[name](1)',
    ])
      expect(escape).toMatch(MATH_ESCAPES);
    expect('const a = Math.floor(x);').not.toMatch(MATH_ESCAPES);
  });
});
