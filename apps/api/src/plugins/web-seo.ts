import { readFileSync } from 'node:fs'
import path from 'node:path'

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

export function robotsTxt(appBaseUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /partner/',
    'Disallow: /booking',
    // Ride pages open only with a private link; they also ask not to be indexed.
    'Disallow: /rides/',
    // So do drivers' job pages.
    'Disallow: /driver/',
    '',
    `Sitemap: ${appBaseUrl}/sitemap.xml`,
    '',
  ].join('\n')
}

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

export function sitemapXml(appBaseUrl: string, publicPaths: string[]): string {
  const urls = publicPaths.map(
    (publicPath) =>
      `  <url><loc>${escapeXml(appBaseUrl + (publicPath === '/' ? '/' : publicPath))}</loc></url>`,
  )
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n')
}
