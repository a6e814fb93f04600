import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

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
);
