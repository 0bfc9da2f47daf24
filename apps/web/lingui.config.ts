import { defineConfig } from '@lingui/conf'
import { formatter } from '@lingui/format-po'
import { cataloguePaths } from './src/i18n/catalogue-paths'

/**
 * Message catalogues (docs/decisions/051-languages.md): English is written in the code with
 * Lingui's macros; `npm run i18n:extract -w apps/web` gathers it into src/locales/<lang>/<name>.po,
 * one catalogue per part of the site, so a page loads only its parts' messages in its language.
 * The catalogues and what each gathers are in src/i18n/catalogue-paths.ts; which ones a screen
 * needs is listed beside its route (src/app/routes.tsx) and checked by
 * src/i18n/route-catalogues.test.ts.
 */
export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'hi', 'es', 'fr', 'de', 'ar'],
  fallbackLocales: { default: 'en' },
  // Files, not line numbers, beside each message: an edit elsewhere in a file leaves the catalogues be.
  format: formatter({ lineNumbers: false }),
  // Trans renders against the one i18n instance, so no screen or test needs a provider
  // (src/i18n/trans.tsx).
  runtimeConfigModule: { Trans: ['@/i18n/trans', 'Trans'] },
  catalogs: Object.entries(cataloguePaths).map(([name, paths]) => ({
    path: `<rootDir>/src/locales/{locale}/${name}`,
    include: paths.include.map((folder) => `<rootDir>/${folder}`),
    // Lingui excludes by glob: a file by its name, a folder by what is inside it.
    exclude: ('exclude' in paths ? paths.exclude : []).flatMap((path) => [
      `<rootDir>/${path}`,
      `<rootDir>/${path}/**`,
    ]),
  })),
})
