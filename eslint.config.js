import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import nextPlugin from '@next/eslint-plugin-next';
import prettier from 'eslint-config-prettier';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const webFeatures = (() => {
  try {
    return readdirSync(new URL('./apps/web/src/features', import.meta.url));
  } catch {
    return [];
  }
})();

// features do not import each other (STYLE.md): a page in app/ composes them
const featureBoundaries = webFeatures.map((feature) => ({
  files: [`apps/web/src/features/${feature}/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          { group: ['../../*'], message: 'Use the @/ alias.' },
          {
            group: webFeatures.filter((f) => f !== feature).map((f) => `@/features/${f}/**`),
            message: 'Features do not import each other; compose them in src/composition or app/.',
          },
        ],
      },
    ],
  },
}));

// match and market status codes are decided by name (packages/betting catalog/status), never by
// number: a status field or variable compared with, or queried for, a one-digit code is refused
const STATUS_KEY = '/^(status|matchStatus|marketStatus|match_status|market_status)$/';
const STATUS_CODE = '/^[0-9]$/';
const at = (path) => (path ? `${path}.` : '');
const isStatus = (path) =>
  `:matches([${at(path)}name=${STATUS_KEY}], [${at(path)}property.name=${STATUS_KEY}])`;
const isCode = (path) =>
  `:matches([${at(path)}raw=${STATUS_CODE}], [${at(path)}argument.raw=${STATUS_CODE}])`;
export const numericStatusRule = [
  'error',
  ...[
    `BinaryExpression${isStatus('left')}${isCode('right')}`,
    `BinaryExpression${isStatus('right')}${isCode('left')}`,
    `SwitchStatement${isStatus('discriminant')} > SwitchCase${isCode('test')}`,
    `CallExpression[callee.name=/^(eq|ne)$/]${isStatus('arguments.0')}${isCode('arguments.1')}`,
    `CallExpression[callee.name=/^(inArray|notInArray)$/]${isStatus('arguments.0')} > ArrayExpression > ${isCode('')}`,
  ].map((selector) => ({
    selector,
    message:
      'Name the status: isLive, isBettable, isFinished, isOver, isMarketAllowed, isMarketListed... ' +
      'from @sportsbook/betting/catalog/status, or MATCH_STATUS / MARKET_STATUS.',
  })),
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/.next/**',
      '**/dist/**',
      '**/.data/**',
      '**/coverage/**',
      '**/test-results/**',
      '**/playwright-report/**',
      '**/next-env.d.ts',
      '.artifacts/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-non-null-assertion': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      // Fastify plugins and handlers are async by contract even when they await nothing
      '@typescript-eslint/require-await': 'off',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      // deep relative paths hide where code lives: use the workspace aliases instead
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['../../*'], message: 'Use a path alias.' }] },
      ],
    },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    // the domain stays pure: no framework, no I/O (DESIGN.md, packages/betting)
    files: ['packages/betting/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['react', 'react-*', 'next', 'next/*', 'fastify', 'drizzle-orm*', 'node:*'],
              message: 'packages/betting is pure.',
            },
          ],
        },
      ],
      'no-restricted-globals': ['error', 'Date', 'fetch', 'setTimeout', 'setInterval', 'process'],
      'no-restricted-properties': [
        'error',
        { object: 'Math', property: 'random', message: 'Pass a seed in.' },
      ],
    },
  },
  {
    // the host-page SDK runs in any platform's page: no framework, no Node (packages/embed)
    files: ['packages/embed/**/*.ts'],
    ignores: ['packages/embed/vitest.config.ts'],
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['../../*'], message: 'Use a path alias.' },
            {
              group: ['react', 'react-*', 'next', 'next/*', 'fastify', 'node:*'],
              message: 'packages/embed runs in the host page: no framework, no Node.',
            },
          ],
        },
      ],
    },
  },
  {
    // e2e reads the wire as a stranger would: it imports none of the packages
    files: ['apps/**/*.{ts,tsx}', 'packages/**/*.ts'],
    rules: { 'no-restricted-syntax': numericStatusRule },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, '@next/next': nextPlugin },
    settings: { next: { rootDir: 'apps/web/' } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...nextPlugin.configs.recommended.rules,
      ...nextPlugin.configs['core-web-vitals'].rules,
      'no-restricted-imports': [
        'error',
        {
          patterns: [{ group: ['../../*'], message: 'Use the @/ alias.' }],
        },
      ],
    },
  },
  ...featureBoundaries,
  prettier,
);
