import js from '@eslint/js'
import globals from 'globals'
import lingui from 'eslint-plugin-lingui'
import reactHooks from 'eslint-plugin-react-hooks'
import tseslint from 'typescript-eslint'
import { boundariesPlugin } from './tooling/eslint-boundaries.js'

// Tests may reach into any module to set up what they check.
const testFiles = ['**/*.test.{ts,tsx}', '**/testing/**', '**/test-fixtures.ts', '**/*-test-kit.ts']

// Where Drizzle and the tables may be used (docs/architecture.md#boundaries).
const repositoryFiles = [
  'apps/api/src/db/**',
  '**/repository.ts',
  '**/*-repository.ts',
  '**/repository/**',
  'apps/api/src/mail/outbox.ts',
]

// The surfaces whose every word a visitor reads in their language (issue 35); the portals and the
// console get there catalogue by catalogue.
const translatedSurfaces = [
  'apps/web/src/features/{marketing,blog,faq,fleet,booking,rides,driver,privacy,legal}/**/*.{ts,tsx}',
  'apps/web/src/content/{faq,fleet,landing,site,policy-text}.ts',
  'apps/web/src/content/legal/*.ts',
  'apps/web/src/content/blog/{categories,authors}.ts',
  'apps/web/src/app/layouts/site-*.tsx',
  'apps/web/src/app/layouts/mobile-menu.tsx',
  'apps/web/src/app/layouts/skip-link.tsx',
  'apps/web/src/app/layouts/footer-column.tsx',
  'apps/web/src/i18n/**',
  'apps/web/src/content/site.ts',
]

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
    // The type-aware presets, on the code that ships (docs/architecture.md#boundaries): they
    // catch a promise left floating, an await of what is not a promise, a method torn from its
    // object. Tests are left out: their answers are parsed JSON (any by nature), and giving them
    // the type checker doubled lint's time. `require-await` is off: a Fastify handler or a hook
    // is async by contract, with or without an await.
    files: ['apps/api/src/**/*.ts', 'packages/domain/src/**/*.ts'],
    ignores: [...testFiles, 'apps/web/src/test/**'],
    extends: [tseslint.configs.recommendedTypeCheckedOnly],
    languageOptions: {
      // One program of the shipped sources (the API's includes the domain it imports), smaller
      // and so faster to check than the projects that hold the tests too.
      parserOptions: {
        project: ['apps/api/tsconfig.lint.json'],
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      '@typescript-eslint/require-await': 'off',
      // React calls an event handler and ignores what it returns; a form's async submit is the
      // usual way to write one (react-hook-form's handleSubmit).
      '@typescript-eslint/no-misused-promises': [
        'error',
        { checksVoidReturn: { attributes: false } },
      ],
    },
  },
  {
    // The domain stays pure: zod and its own files, no I/O, no frameworks
    // (docs/architecture.md#workspaces). Its tests add their test tools.
    files: ['packages/domain/src/**/*.ts'],
    plugins: { ridelane: boundariesPlugin },
    rules: {
      'ridelane/allowed-packages': ['error', { root: 'packages/domain', packages: ['zod'] }],
    },
  },
  {
    files: ['packages/domain/src/**/*.test.ts'],
    rules: {
      'ridelane/allowed-packages': [
        'error',
        { root: 'packages/domain', packages: ['zod', 'vitest', 'fast-check', '@lingui/core'] },
      ],
    },
  },
  {
    // Settings are read once, in config.ts, and handed to what needs them; scripts, tests and
    // tool configs outside src/ read their own.
    files: ['apps/*/src/**/*.{ts,tsx}', 'packages/*/src/**/*.ts'],
    ignores: ['apps/api/src/config.ts', ...testFiles],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'Read settings in apps/api/src/config.ts.' },
      ],
    },
  },
  {
    // The web app talks to the API over HTTP only; what both need lives in @ridelane/domain.
    // The browser tests (e2e/) start the API's test servers.
    files: ['apps/web/**/*.{ts,tsx,js,mjs}'],
    ignores: ['apps/web/e2e/**', ...testFiles],
    plugins: { ridelane: boundariesPlugin },
    rules: {
      'ridelane/restricted-paths': [
        'error',
        {
          zones: [
            {
              paths: ['apps/api'],
              packages: ['@ridelane/api'],
              message: 'the web app uses the API over HTTP; share code through @ridelane/domain.',
            },
          ],
          aliases: { '@/': 'apps/web/src/' },
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
    // Lingui's macros used as its docs say (no t`…` at module level, where no language is loaded).
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: testFiles,
    ...lingui.configs['flat/recommended'],
  },
  {
    // The translated surfaces (docs/decisions/051-languages.md): text a visitor reads goes through
    // the catalogues. Strings that are no words (class names, keys, paths, codes) pass.
    files: translatedSurfaces,
    ignores: testFiles,
    plugins: { lingui },
    rules: {
      'lingui/no-unlocalized-strings': [
        'error',
        {
          ignore: [
            // One "word" that does not start with a capital: keys, classes, paths, units.
            '^(?![A-Z])\\S+$',
            // Constants and codes: FOO, AB-12.
            '^[A-Z0-9_-]+$',
            // Punctuation and symbols only.
            '^[^A-Za-z]*$',
            // Class lists kept in variables: lower case, at least one utility with a dash.
            '^(?=.*[a-z]-)[a-z0-9:/.\\[\\]()_&>*=%! -]+$',
          ],
          ignoreNames: [
            { regex: { pattern: 'className|classes|Class$', flags: 'i' } },
            { regex: { pattern: '^[A-Z0-9_]+$' } },
            { regex: { pattern: '(^|[a-z])(Id|Key|Path|Url|Href|Type|Variant|Testid|Mode)$' } },
            'id',
            'key',
            'to',
            'href',
            'src',
            'type',
            'name',
            'role',
            'variant',
            'size',
            'tone',
            'autoComplete',
            'inputMode',
            'rel',
            'target',
            'method',
            'lang',
            'hrefLang',
            'dir',
            'data-testid',
            'aria-live',
            'aria-current',
            'aria-haspopup',
            'form',
            'pattern',
            'enterKeyHint',
            'accept',
            'status',
            'kind',
            'queryKey',
            'mode',
            'as',
          ],
          ignoreFunctions: [
            'cn',
            'cva',
            'buttonStyles',
            'console.*',
            'Error',
            'DomainError',
            '*.startsWith',
            '*.endsWith',
            '*.includes',
            '*.indexOf',
            '*.getElementById',
            '*.querySelector',
            '*.addEventListener',
            '*.removeEventListener',
            '*.setItem',
            '*.getItem',
            '*.removeItem',
            'useQuery',
            'useMutation',
            'apiRequest',
            'api.*',
            'navigate',
            'Intl.*',
            'new Intl.*',
            'matchMedia',
            '*.matchMedia',
            '*.get',
            '*.set',
            '*.has',
          ],
          useTsTypes: false,
        },
      ],
    },
  },
  {
    // Only repositories and db/ speak Drizzle or a database driver; services and routes call a
    // repository (docs/architecture.md#boundaries). The outbox module is the mail repository.
    files: ['apps/*/src/**/*.{ts,tsx}'],
    ignores: [...repositoryFiles, ...testFiles],
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
    // The same for the tables: a service asks its repository (a block of its own, as the web
    // app's rule above is the same rule with other options).
    files: ['apps/api/src/**/*.{ts,tsx}'],
    ignores: [...repositoryFiles, ...testFiles],
    plugins: { ridelane: boundariesPlugin },
    rules: {
      'ridelane/restricted-paths': [
        'error',
        {
          zones: [
            {
              paths: ['apps/api/src/db/schema', 'apps/api/src/db/tables'],
              message: 'only repositories and db/ use the tables; call the feature repository.',
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
  {
    // API modules (a folder of modules/, or plugins/, http/, lib/, mail/, db/ and observability/
    // each as a whole) import each other in one direction; type-only imports count, tests do not.
    files: ['apps/api/src/**/*.{ts,tsx}'],
    ignores: testFiles,
    plugins: { ridelane: boundariesPlugin },
    rules: {
      'ridelane/no-module-cycles': [
        'error',
        {
          moduleRoots: ['apps/api/src/modules'],
          modules: [
            'apps/api/src/plugins',
            'apps/api/src/http',
            'apps/api/src/lib',
            'apps/api/src/mail',
            'apps/api/src/db',
            'apps/api/src/observability',
          ],
          ignore: testFiles,
        },
      ],
    },
  },
  {
    // One mocking style per app (docs/architecture.md#adding-an-endpoint). API tests share their worker's
    // modules, so they change behaviour through createTestApp, never by mocking a module.
    files: ['apps/api/**/*.test.{ts,tsx}', 'apps/api/**/*-test-kit.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "CallExpression[callee.object.name='vi'][callee.property.name=/^(mock|doMock)$/]",
          message: "An API test changes behaviour through createTestApp's configure, not vi.mock.",
        },
      ],
    },
  },
  {
    // A web component's test mocks the network at @/lib/api-client (vi.mock); only the tests of
    // that client and of the token stores stub fetch itself.
    files: ['apps/web/src/**/*.test.{ts,tsx}'],
    ignores: ['apps/web/src/lib/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "CallExpression[callee.object.name='vi'][callee.property.name='stubGlobal'][arguments.0.value='fetch']",
          message: "Mock @/lib/api-client with vi.mock; stubbing fetch is for lib/'s own tests.",
        },
      ],
    },
  },
)
