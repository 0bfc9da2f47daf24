import { StrictMode } from 'react'
import { prerender } from 'react-dom/static'
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router'
import { routes } from '@/app/routes'
import { paths } from '@/config/paths'
import { blogArticles } from '@/content/blog/articles'
import { readPageHead, resetPageHead } from './page-head'

const screen = (feature: string, file: string) => `src/features/${feature}/components/${file}.tsx`

/**
 * Every public page that is prerendered and listed in the sitemap, with the source of its lazy
 * screen (routes.tsx), whose chunks the page preloads so it comes alive as soon as it loads.
 */
export const publicPages: { path: string; screen: string }[] = [
  { path: paths.home, screen: screen('marketing', 'landing-page') },
  { path: paths.fleet, screen: screen('fleet', 'fleet-page') },
  { path: paths.blog, screen: screen('blog', 'blog-page') },
  ...blogArticles.map((article) => ({
    path: paths.blogArticle(article.slug),
    screen: screen('blog', 'blog-article-page'),
  })),
  { path: paths.faq, screen: screen('faq', 'faq-page') },
  { path: paths.privacy, screen: screen('legal', 'privacy-page') },
  { path: paths.terms, screen: screen('legal', 'terms-page') },
]

export type RenderedPage = { html: string; title: string; description: string }

const handler = createStaticHandler(routes)

/** Renders one public page to HTML with the router's static APIs (lazy screens load first). */
export async function renderPage(path: string): Promise<RenderedPage> {
  const context = await handler.query(new Request(`http://ridelane.local${path}`))
  if (context instanceof Response) throw new Error(`${path} redirected while prerendering`)
  if (context.statusCode !== 200) throw new Error(`${path} answered ${context.statusCode}`)
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
  if (html.includes('<script')) throw new Error(`${path} rendered an inline script`)
  return { html, ...readPageHead() }
}
