import { describe, expect, it } from 'vitest'
import { catalogueOf } from './catalogue-paths'
import type { ScreenCatalogue } from './catalogues'

// The app's source as text, keyed like '/src/features/booking/x.tsx'.
const sources = import.meta.glob<string>(['/src/**/*.{ts,tsx}', '!/src/**/*.test.{ts,tsx}'], {
  query: '?raw',
  import: 'default',
  eager: true,
})

const usesMacros = (source: string) => /from '@lingui\/(core|react)\/macro'/.test(source)

function resolve(specifier: string, from: string): string | undefined {
  let base: string
  if (specifier.startsWith('@/')) base = `/src/${specifier.slice(2)}`
  else if (specifier.startsWith('.')) base = new URL(specifier, `file://${from}`).pathname
  else return undefined
  return [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`].find((file) => file in sources)
}

/** A module that loads the domain's catalogue itself, with a chunk it imports later. */
const loadsDomainCatalogue = (source: string) => /loadMessages\(\[[^\]]*'domain'/.test(source)

/**
 * The catalogues whose messages a screen (and what it imports, now or later) may show; the
 * domain's when it shows a message from packages/domain through `domainText`, unless it is
 * reached only through a module that loads that catalogue with it (lazy-place-fields.tsx).
 */
function cataloguesReachedFrom(entry: string): Set<ScreenCatalogue> {
  const seen = new Set<string>()
  const reached = new Set<ScreenCatalogue>()
  const queue = [{ file: entry, domainLoaded: false }]
  while (queue.length > 0) {
    const { file, domainLoaded } = queue.pop()!
    if (seen.has(`${file} ${domainLoaded}`)) continue
    seen.add(`${file} ${domainLoaded}`)
    const source = sources[file] ?? ''
    const catalogue = catalogueOf(file.slice(1))
    if (catalogue && usesMacros(source)) reached.add(catalogue)
    const showsDomain =
      /\b(domainText\(|domainTranslator\b)/.test(source) && file !== '/src/i18n/catalogues.ts'
    if (showsDomain && !domainLoaded) reached.add('domain')
    const loadsDomain = domainLoaded || loadsDomainCatalogue(source)
    for (const match of source.matchAll(/(?:from|import)\s*\(?\s*'([^']+)'/g)) {
      const next = resolve(match[1]!, file)
      if (next) queue.push({ file: next, domainLoaded: loadsDomain })
    }
  }
  return reached
}

// Each `lazyScreen(() => import('…'), pick, ['…'])` in routes.tsx: the screen and its list.
const screens = [
  ...sources['/src/app/routes.tsx']!.matchAll(
    /lazyScreen\(\s*\(\) => import\('([^']+)'\),\s*\([^)]*\) => [^,]+,\s*(?:\[([^\]]*)\])?/g,
  ),
].map((match) => ({
  screen: match[1]!,
  listed: [...(match[2] ?? '').matchAll(/'(\w+)'/g)].map((name) => name[1]).sort(),
}))

describe('the catalogues each route loads', () => {
  it('finds the routes’ screens', () => {
    expect(screens.length).toBeGreaterThan(20)
    expect(screens.map((s) => s.screen)).toContain('@/features/marketing/components/landing-page')
  })

  it.each(screens)('$screen loads the catalogues of everything it shows', ({ screen, listed }) => {
    const needed = [...cataloguesReachedFrom(resolve(screen, '/src/app/routes.tsx')!)]
      // Every page loads the common catalogue (src/app/start.tsx).
      .filter((name) => name !== 'common')
      .sort()
    expect(listed).toEqual(needed)
  })
})
