import { defineConfig } from '@lingui/conf'
import { formatter } from '@lingui/format-po'

/**
 * The API's catalogue (docs/decisions/052-server-messages.md): what mails and text messages say,
 * gathered from this app by `npm run i18n:extract -w apps/api` into locales/<lang>/server.po; the
 * domain's words are in packages/domain/locales, loaded beside it. There are no macros here: a
 * message is an `i18n._('English text')` call whose English is also its id, so the catalogue's
 * msgid is the English itself.
 */
export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'hi', 'es', 'fr', 'de', 'ar'],
  fallbackLocales: { default: 'en' },
  format: formatter({ lineNumbers: false, explicitIdAsDefault: true }),
  catalogs: [
    {
      path: '<rootDir>/locales/{locale}/server',
      include: ['<rootDir>/src'],
      exclude: ['**/*.test.ts', '**/*.test.tsx', '**/test-kit*', '**/*-test-kit.ts'],
    },
  ],
})
