import { ButtonLink } from '@/components/ui/button'
import { paths } from '@/config/paths'
import { useDocumentTitle } from '@/hooks/use-document-title'
import { useMetaDescription } from '@/hooks/use-meta-description'

const helpfulLinks = [
  { label: 'Home', to: paths.home },
  { label: 'Blog', to: paths.blog },
  { label: 'Fleet', to: paths.fleet },
  { label: 'FAQ', to: paths.faq },
] as const

export function NotFoundPage() {
  useDocumentTitle('Page Not Found')
  useMetaDescription(
    'This page could not be found. Find your way back to Ridelane’s home page, blog, fleet or FAQ.',
  )
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-gutter py-section text-center">
      <p className="text-7xl font-extrabold text-accent-600" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 text-title font-extrabold tracking-tight text-ink-900">Page Not Found</h1>
      <p className="mt-4 text-lg text-ink-600">
        This road doesn&apos;t lead anywhere. The page may have moved, or the address may have a
        typo.
      </p>
      <nav aria-label="Helpful links" className="mt-8">
        <ul className="flex flex-wrap justify-center gap-3">
          {helpfulLinks.map((link, index) => (
            <li key={link.label}>
              <ButtonLink to={link.to} variant={index === 0 ? 'primary' : 'outline'}>
                {link.label}
              </ButtonLink>
            </li>
          ))}
        </ul>
      </nav>
    </section>
  )
}
