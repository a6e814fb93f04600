import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import boundaries from 'eslint-plugin-boundaries';

const APPROXIMATED = [
  'sin',
  'cos',
  'tan',
  'asin',
  'acos',
  'atan',
  'atan2',
  'sinh',
  'cosh',
  'tanh',
  'asinh',
  'acosh',
  'atanh',
  'exp',
  'expm1',
  'log',
  'log1p',
  'log2',
  'log10',
  'pow',
  'hypot',
  'cbrt',
];

const CLOCK = 'Shared layers read no clock: the caller passes the time in (as api/signing.ts takes it).';
const RANDOM =
  'No unseeded randomness: use the seeded random source (systems/random.ts), or take the value from the caller.';

/** Every pure layer (components, systems, machines, api): no clock and no Math.random. */
const WALL_CLOCK_PROPERTIES = [
  { object: 'Date', property: 'now', message: CLOCK },
  {
    object: 'Date',
    property: 'parse',
    message: `${CLOCK} (Date.parse also reads loose strings differently per engine.)`,
  },
  { object: 'performance', property: 'now', message: CLOCK },
  { object: 'Math', property: 'random', message: RANDOM },
];
const WALL_CLOCK_SYNTAX = [
  { selector: "NewExpression[callee.name='Date']", message: `new Date: ${CLOCK}` },
  { selector: "CallExpression[callee.name='Date']", message: `Date(): ${CLOCK}` },
  {
    selector: "MemberExpression[object.name='globalThis'][property.name=/^(Date|performance)$/]",
    message: CLOCK,
  },
  {
    selector:
      "VariableDeclarator[init.type='Identifier'][init.name=/^(Date|performance|globalThis)$/], AssignmentExpression[right.type='Identifier'][right.name=/^(Date|performance|globalThis)$/]",
    message: 'No aliases of Date, performance or globalThis: the clock rules must see every use.',
  },
];
/** The game and flow layers (components, systems, machines) draw no random bytes; api/ signs and encrypts with Web Crypto. */
const CRYPTO_SYNTAX = [
  { selector: "MemberExpression[object.name='globalThis'][property.name='crypto']", message: RANDOM },
];
/** The game rules (components, systems): the same bits in every engine. */
const DETERMINISM_SYNTAX = [
  {
    selector: "BinaryExpression[operator='**']",
    message: '** is Math.pow: use fpowi from systems/fixed-math.ts.',
  },
  {
    selector: "AssignmentExpression[operator='**=']",
    message: '**= is Math.pow: use fpowi from systems/fixed-math.ts.',
  },
  {
    selector:
      "MemberExpression[object.name='globalThis'][property.name='Math'], MemberExpression[object.name='globalThis'][property.value='Math']",
    message: 'Write Math.x, not globalThis.Math.x, so the determinism rules see it.',
  },
  {
    selector:
      "VariableDeclarator[init.type='Identifier'][init.name='Math'], AssignmentExpression[right.type='Identifier'][right.name='Math']",
    message:
      'No alias or destructuring of Math: write Math.x where it is used, so the determinism rules see it.',
  },
  {
    selector: "MemberExpression[object.name='Math'][computed=true][property.type!='Literal']",
    message: 'No computed Math[name]: write Math.x, so the determinism rules see it.',
  },
];
const PURE_GLOBALS = [
  'window',
  'document',
  'navigator',
  'localStorage',
  'sessionStorage',
  'location',
  'requestAnimationFrame',
  'process',
];

/**
 * design.md's Folders table: which of our top-level folders may import which (imports inside a folder are
 * free). src/ also reads assets/ where the browser needs it (BROWSER_ASSETS); tests also import test/'s
 * fixtures, and tests of systems/ and src/ the asset generators whose geometry they check.
 */
const MAY_IMPORT = {
  components: [],
  systems: ['components'],
  machines: ['components', 'systems', 'api'],
  api: [],
  src: ['components', 'systems', 'machines', 'api'],
  server: ['api', 'components', 'systems'],
  // api/ for what the build prints that the server and the site also read: the draw's window and prizes, the
  // locales (the terms PDFs; docs/decisions.md).
  assets: ['systems', 'api'],
};
/** What of assets/ the browser loads: the manifest, the built-asset index, and textures it draws itself. */
const BROWSER_ASSETS = ['assets/manifest.ts', 'assets/.generated/*.json', 'assets/textures/smoke-puff.ts'];

/**
 * Numbers and dates go through api/locale-format.ts, which names the digits: engines with other locale data wrote
 * Arabic-Indic ones where the rest of the site writes Latin. A literal locale ('en', for a time zone's name) is
 * free.
 */
const INTL_SYNTAX = [
  {
    selector:
      "NewExpression[callee.object.name='Intl'][callee.property.name=/^(NumberFormat|DateTimeFormat)$/][arguments.length>0]:not([arguments.0.type='Literal'])",
    message:
      'Write numbers and dates with api/locale-format.ts (numberFormat, dateFormat): the same digits in every engine.',
  },
];

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'node_modules/**',
      'test-results/**',
      'playwright-report/**',
      // Lingui's compiled catalogs (`lingui compile` output).
      'locales/**/*.js',
      'locales/*/messages.ts',
      'server/mail/locales/**',
      'data/**',
      'test/fixtures/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  { files: ['scripts/**/*.{js,mjs}', '*.js'], languageOptions: { globals: globals.node } },
  // Served to the page as it is written (scripts/vite-page-probe.ts).
  {
    files: ['e2e/engines/page-probe.js'],
    languageOptions: { globals: globals.browser, sourceType: 'script' },
  },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // design.md: the shared layers run in the browser, in vitest and in the server unchanged.
    files: ['components/**/*.ts', 'systems/**/*.ts', 'machines/**/*.ts', 'api/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['react', 'react-dom', 'react-babylonjs', '@xstate/react', 'howler'],
              message: 'Pure layers import no UI or audio code.',
            },
            {
              group: ['@babylonjs/*'],
              message: 'Pure layers import no Babylon: the view reads them, not the reverse.',
            },
            {
              group: [
                'node:*',
                'fs',
                'path',
                'os',
                'crypto',
                'http',
                'https',
                'child_process',
                'pg',
                'fastify',
                '@electric-sql/*',
              ],
              message: 'Pure layers import no Node-only module.',
            },
          ],
        },
      ],
      'no-restricted-globals': ['error', ...PURE_GLOBALS],
      'no-restricted-properties': ['error', ...WALL_CLOCK_PROPERTIES],
      'no-restricted-syntax': ['error', ...WALL_CLOCK_SYNTAX, ...INTL_SYNTAX],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'server/**/*.ts'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-syntax': ['error', ...INTL_SYNTAX] },
  },
  {
    // The game and flow layers draw no random bytes (api/ is the exception: it signs and encrypts).
    files: ['components/**/*.ts', 'systems/**/*.ts', 'machines/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-globals': ['error', ...PURE_GLOBALS, { name: 'crypto', message: RANDOM }],
      'no-restricted-syntax': ['error', ...WALL_CLOCK_SYNTAX, ...CRYPTO_SYNTAX],
    },
  },
  {
    // design.md: game rules give the same bits in every engine: no approximated Math, no clock, no Math.random.
    files: ['components/**/*.ts', 'systems/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        ...WALL_CLOCK_PROPERTIES,
        ...APPROXIMATED.map((property) => ({
          object: 'Math',
          property,
          message: 'Engines approximate this differently: use systems/fixed-math.ts.',
        })),
      ],
      'no-restricted-syntax': ['error', ...WALL_CLOCK_SYNTAX, ...CRYPTO_SYNTAX, ...DETERMINISM_SYNTAX],
    },
  },
  {
    // design.md's Folders table, enforced. scripts/, e2e/, test/ and the config files are tooling: unrestricted.
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { boundaries },
    settings: {
      'boundaries/root-path': import.meta.dirname,
      'boundaries/elements': [
        ...Object.keys(MAY_IMPORT).map((type) => ({ type, pattern: type, partialMatch: false })),
        { type: 'fixtures', pattern: 'test', partialMatch: false },
        { type: 'tooling', pattern: ['scripts', 'e2e'], partialMatch: false },
      ],
      'boundaries/files': [
        { category: 'test', pattern: '**/*.test.{ts,tsx}' },
        { category: 'browser-asset', pattern: BROWSER_ASSETS },
      ],
      'boundaries/dependency-nodes': ['import', 'export', 'dynamic-import'],
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          policies: [
            ...Object.entries(MAY_IMPORT)
              .filter(([, to]) => to.length > 0)
              .map(([from, to]) => ({
                from: { element: { type: from } },
                allow: { to: { element: { type: to } } },
              })),
            {
              from: { element: { type: ['fixtures', 'tooling'] } },
              allow: { to: { element: { type: '*' } } },
            },
            {
              // The server reads the same manifest for the preload hints of the pages it sends
              // (server/preload-hints.ts: what home's scene loads first).
              from: { element: { type: ['src', 'server'] } },
              // By file alone: the built-asset index sits in a dot folder, which no element pattern matches.
              allow: { to: { file: { categories: 'browser-asset' } } },
            },
            { from: { file: { categories: 'test' } }, allow: { to: { element: { type: 'fixtures' } } } },
            {
              from: { element: { type: ['systems', 'src'] }, file: { categories: 'test' } },
              allow: { to: { element: { type: 'assets' } } },
            },
          ],
        },
      ],
    },
  },
);
