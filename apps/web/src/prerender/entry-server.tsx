import { StrictMode } from 'react'
import { prerender } from 'react-dom/static'
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router'
import {
  languagePrefix,
  languages,
  localizedPath,
  RIDE_FRAME_CODE,
  textDirection,
  type Language,
} from '@ridelane/domain'
import { routes } from '@/app/routes'
import { allCatalogues, loadMessages } from '@/i18n/catalogues'
import { paths } from '@/config/paths'
import { blogArticles } from '@/content/blog/articles'
import { readPageHead, resetPageHead } from './page-head'

/** Every public page that is prerendered and listed in the sitemap. */
export const publicPages: { path: string }[] = [
  { path: paths.home },
  { path: paths.fleet },
  { path: paths.blog },
  ...blogArticles.map((article) => ({ path: paths.blogArticle(article.slug) })),
  { path: paths.faq },
  { path: paths.privacy },
  { path: paths.terms },
]

/**
 * Pages whose frame is prerendered so it paints before any script, but which are no content for
 * the sitemap (robots.txt keeps crawlers off them): the booking wizard, whose steps depend on
 * what this tab saved (docs/decisions/022-booking-shell.md), and the ride page, whose code the
 * server writes into the frame (docs/decisions/040-ride-page-frame.md). `file` is where the build
 * writes a frame that is not its path's index.html. `preload` names the modules (paths under
 * apps/web) whose chunks the page's first real view needs: the frame links them for the browser
 * to fetch at low priority (scripts/prerender.mjs).
 */
export const shellPages: { path: string; file?: string; preload?: string[] }[] = [
  { path: paths.booking },
  // The driver's job page paints its loading state before the app arrives (the token is read
  // after hydration, so its first render after that differs by design, like the ride frame's).
  {
    path: paths.driverJob,
    file: 'driver/jobs/index.html',
    preload: ['src/app/router.tsx', 'src/features/driver/components/driver-job-page.tsx'],
  },
  {
    path: paths.rideDetail(RIDE_FRAME_CODE),
    file: 'rides/frame.html',
    preload: [
      'src/app/router.tsx',
      'src/features/rides/components/ride-page.tsx',
      'src/features/rides/components/ride-screen.tsx',
    ],
  },
]

/** Every page above is prerendered in each language, under its prefix (`/hi/faq`). */
export const pageLanguages = languages.map((language) => ({
  language,
  prefix: languagePrefix(language),
  dir: textDirection(language),
}))

export type RenderedPage = { html: string; title: string; description: string }

const handlers = new Map(
  languages.map((language) => [
    language,
    createStaticHandler(routes, { basename: languagePrefix(language) || '/' }),
  ]),
)

/**
 * Renders one public page (or shell page) in a language to HTML with the router's static APIs
 * (lazy screens and that language's messages load first).
 */
export async function renderPage(path: string, language: Language = 'en'): Promise<RenderedPage> {
  await loadMessages(allCatalogues, language)
  const handler = handlers.get(language)!
  const url = localizedPath(path, language)
  const context = await handler.query(new Request(`http://ridelane.local${url}`))
  if (context instanceof Response) throw new Error(`${url} redirected while prerendering`)
  if (context.statusCode !== 200) throw new Error(`${url} answered ${context.statusCode}`)
  const router = createStaticRouter(handler.dataRoutes, context)
  resetPageHead()
  const { prelude } = await prerender(
    <StrictMode>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </StrictMode>,
    // Keeps every Suspense boundary in place: outlined ones need inline scripts to be revealed.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  )
  const html = await new Response(prelude).text()
  // The site's CSP blocks inline scripts, so the pages must carry none.
  if (html.includes('<script')) throw new Error(`${url} rendered an inline script`)
  return { html, ...readPageHead() }
}
