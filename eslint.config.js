import js from '@eslint/js'
import globals from 'globals'
import reactHooks from 'eslint-plugin-react-hooks'
import tseslint from 'typescript-eslint'
import { boundariesPlugin } from './tooling/eslint-boundaries.js'

// Tests may reach into any module to set up what they check.
const testFiles = ['**/*.test.{ts,tsx}', '**/testing/**', '**/test-fixtures.ts', '**/*-test-kit.ts']

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/.data/**',
      'test-results/**',
      '.test-times/**',
      'playwright-report/**',
      'apps/api/drizzle/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // The domain stays pure: no I/O, no frameworks (docs/architecture.md#workspaces).
    files: ['packages/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            'react*',
            'fastify*',
            'drizzle-orm*',
            'node:*',
            'pg',
            '@electric-sql/*',
            '@fastify/*',
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // Only lib/api-client.ts talks to the network (docs/architecture.md#web-app).
      'no-restricted-globals': ['error', { name: 'fetch', message: 'Use lib/api-client.ts.' }],
    },
  },
  {
    files: ['apps/web/src/lib/api-client.ts', 'apps/web/**/*.test.{ts,tsx}', 'apps/web/e2e/**'],
    rules: { 'no-restricted-globals': 'off' },
  },
  {
    // Only repositories and db/ speak Drizzle or a database driver; services and routes call a
    // repository (docs/architecture.md#boundaries). The outbox module is the mail repository.
    files: ['apps/*/src/**/*.{ts,tsx}'],
    ignores: [
      'apps/api/src/db/**',
      '**/repository.ts',
      '**/*-repository.ts',
      '**/repository/**',
      'apps/api/src/mail/outbox.ts',
      ...testFiles,
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['drizzle-orm', 'drizzle-orm/*', 'pg', '@electric-sql/*'],
              message: 'Only repositories and db/ use Drizzle; call the feature repository.',
            },
          ],
        },
      ],
    },
  },
  {
    // A feature is used through its index; lib/ and the UI kit use no feature at all. The web
    // router and the API's app.ts put the features together and may reach inside them.
    files: ['apps/*/src/**/*.{ts,tsx}'],
    ignores: testFiles,
    plugins: { ridelane: boundariesPlugin },
    rules: {
      'ridelane/feature-boundaries': [
        'error',
        {
          featureRoots: ['apps/api/src/modules', 'apps/web/src/features'],
          sharedRoots: [
            'apps/api/src/lib',
            'apps/api/src/http',
            'apps/web/src/lib',
            'apps/web/src/components',
            'apps/web/src/hooks',
            'apps/web/src/config',
          ],
          compositionRoots: ['apps/api/src/app.ts', 'apps/web/src/app'],
          aliases: { '@/': 'apps/web/src/' },
        },
      ],
    },
  },
)
