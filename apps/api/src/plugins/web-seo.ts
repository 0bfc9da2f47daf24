import { readFileSync } from 'node:fs'
import path from 'node:path'
import { languageOfPath, languagePrefix, languages } from '@ridelane/domain'

/** The file the web build writes: every public path it prerendered, e.g. ["/", "/fleet"]. */
export const prerenderedRoutesFile = 'prerendered-routes.json'

const isPublicPath = (value: unknown): value is string =>
  typeof value === 'string' && /^\/[a-z0-9\-/]*$/i.test(value) && !value.includes('//')

/** The prerendered public paths, or none when the build wrote no (readable) list. */
export function readPrerenderedPaths(webDistDir: string): string[] {
  try {
    const parsed: unknown = JSON.parse(
      readFileSync(path.join(webDistDir, prerenderedRoutesFile), 'utf8'),
    )
    return Array.isArray(parsed) ? parsed.filter(isPublicPath) : []
  } catch {
    return []
  }
}

/** The page file of a prerendered path: dist/index.html for '/', dist/fleet/index.html for /fleet. */
export function prerenderedFile(publicPath: string): string {
  return publicPath === '/' ? 'index.html' : `${publicPath.slice(1)}/index.html`
}

/** Paths no crawler needs, in every language's pages (/booking, /hi/booking, …). */
const privatePaths = [
  '/partner/',
  '/booking',
  // Ride pages open only with a private link; they also ask not to be indexed.
  '/rides/',
  // So do drivers' job pages.
  '/driver/',
]

export function robotsTxt(appBaseUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...languages.flatMap((language) =>
      privatePaths.map((privatePath) => `Disallow: ${languagePrefix(language)}${privatePath}`),
    ),
    '',
    `Sitemap: ${appBaseUrl}/sitemap.xml`,
    '',
  ].join('\n')
}

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

/**
 * Every prerendered page, each with its versions in the other languages (hreflang alternates,
 * the same group for every version of a page, the English one also as x-default).
 */
export function sitemapXml(appBaseUrl: string, publicPaths: string[]): string {
  const url = (publicPath: string) => escapeXml(appBaseUrl + publicPath)
  const versions = new Map<string, { language: string; path: string }[]>()
  for (const publicPath of publicPaths) {
    const { language, path: pagePath } = languageOfPath(publicPath)
    versions.set(pagePath, [...(versions.get(pagePath) ?? []), { language, path: publicPath }])
  }
  const urls = publicPaths.map((publicPath) => {
    const group = versions.get(languageOfPath(publicPath).path) ?? []
    const english = group.find((version) => version.language === 'en')
    const alternates =
      group.length < 2
        ? []
        : [
            ...group.map(
              (version) =>
                `<xhtml:link rel="alternate" hreflang="${version.language}" href="${url(version.path)}"/>`,
            ),
            ...(english
              ? [`<xhtml:link rel="alternate" hreflang="x-default" href="${url(english.path)}"/>`]
              : []),
          ]
    return `  <url><loc>${url(publicPath)}</loc>${alternates.join('')}</url>`
  })
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n')
}
