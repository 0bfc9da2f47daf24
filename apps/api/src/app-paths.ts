import { fileURLToPath } from 'node:url'
import { version } from '../package.json'

// This file sits one level below apps/api both as src/app-paths.ts and once bundled into
// dist/server.js, so the same relative URLs work in development, tests and production.
export const migrationsFolder = fileURLToPath(new URL('../drizzle', import.meta.url))
export const defaultWebDistDir = fileURLToPath(new URL('../../web/dist', import.meta.url))

export const appVersion: string = version

/** The API's message catalogues, one folder per language (src/i18n/server-i18n.ts). */
export const localesFolder = fileURLToPath(new URL('../locales', import.meta.url))
/** The domain's words in every language, which the API loads beside its own. */
export const domainLocalesFolder = fileURLToPath(
  new URL('../../../packages/domain/locales', import.meta.url),
)
