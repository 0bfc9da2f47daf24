import { defineConfig } from '@lingui/conf'
import { formatter } from '@lingui/format-po'

/**
 * The domain's words in every language (docs/decisions/052-server-messages.md): the messages its
 * functions write through a Translator and the message tables it marks with an `i18n` comment
 * (validation, booking, payment), gathered by `npm run i18n:extract -w packages/domain` into
 * locales/<lang>/domain.po. The domain's code never reads these files: the apps load them beside
 * their own catalogues. English is the id, as in the API's catalogue.
 */
export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'hi', 'es', 'fr', 'de', 'ar'],
  fallbackLocales: { default: 'en' },
  format: formatter({ lineNumbers: false, explicitIdAsDefault: true }),
  catalogs: [
    {
      path: '<rootDir>/locales/{locale}/domain',
      include: ['<rootDir>/src'],
      exclude: ['**/*.test.ts'],
    },
  ],
})
