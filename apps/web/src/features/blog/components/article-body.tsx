import { cn } from '@/lib/cn'

// Article HTML is our own static content (src/content/blog), limited to simple tags by a test,
// so it is rendered as is; nothing typed by a visitor ever reaches this component.
const bodyClass = cn(
  'text-lg leading-8 text-ink-700',
  '[&_p]:mt-5 [&_h2]:mt-10 [&_h2]:text-2xl [&_h2]:font-extrabold [&_h2]:text-ink-900',
  '[&_h3]:mt-8 [&_h3]:text-xl [&_h3]:font-bold [&_h3]:text-ink-900',
  '[&_ul]:mt-5 [&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:ps-6 [&_ol]:mt-5 [&_ol]:list-decimal [&_ol]:ps-6',
  '[&_strong]:font-semibold [&_strong]:text-ink-900 [&_a]:text-accent-700 [&_a]:underline',
)

/** An article's text, written in English only: marked so, for readers and screen readers, on a
 * page in another language (whose chrome is translated). */
export function ArticleBody({ html }: { html: string }) {
  return (
    <div lang="en" dir="ltr" className={bodyClass} dangerouslySetInnerHTML={{ __html: html }} />
  )
}
