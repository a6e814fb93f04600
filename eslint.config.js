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
  assets: ['systems'],
};
/** What of assets/ the browser loads: the manifest, the built-asset index, and textures it draws itself. */
const BROWSER_ASSETS = ['assets/manifest.ts', 'assets/.generated/*.json', 'assets/textures/smoke-puff.ts'];

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'node_modules/**',
      'test-results/**',
      'playwright-report/**',
      'locales/**/*.js',
      'data/**',
      'test/fixtures/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  { files: ['scripts/**/*.{js,mjs}', '*.js'], languageOptions: { globals: globals.node } },
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
      'no-restricted-globals': [
        'error',
        'window',
        'document',
        'navigator',
        'localStorage',
        'sessionStorage',
        'location',
        'requestAnimationFrame',
        'process',
      ],
    },
  },
  {
    // design.md: game rules give the same bits in every engine: no approximated Math, no clock, no Math.random.
    files: ['components/**/*.ts', 'systems/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        ...APPROXIMATED.map((property) => ({
          object: 'Math',
          property,
          message: 'Engines approximate this differently: use systems/fixed-math.ts.',
        })),
        {
          object: 'Math',
          property: 'random',
          message: 'Use the seeded random source of the world (systems/random.ts).',
        },
        { object: 'Date', property: 'now', message: 'Game time is tick × dt, never a clock.' },
        { object: 'performance', property: 'now', message: 'Game time is tick × dt, never a clock.' },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: "BinaryExpression[operator='**']",
          message: '** is Math.pow: use fpowi from systems/fixed-math.ts.',
        },
        {
          selector: "AssignmentExpression[operator='**=']",
          message: '**= is Math.pow: use fpowi from systems/fixed-math.ts.',
        },
      ],
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
              from: { element: { type: 'src' } },
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
