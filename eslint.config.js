import js from '@eslint/js'
import globals from 'globals'
import reactHooks from 'eslint-plugin-react-hooks'
import tseslint from 'typescript-eslint'

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/.data/**',
      'test-results/**',
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
    // The domain stays pure: no I/O, no frameworks (ARCHITECTURE.md).
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
      // Only lib/api-client.ts talks to the network (STYLE.md habit 5).
      'no-restricted-globals': ['error', { name: 'fetch', message: 'Use lib/api-client.ts.' }],
    },
  },
  {
    files: ['apps/web/src/lib/api-client.ts', 'apps/web/**/*.test.{ts,tsx}', 'apps/web/e2e/**'],
    rules: { 'no-restricted-globals': 'off' },
  },
)
