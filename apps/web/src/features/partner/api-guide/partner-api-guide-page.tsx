import { ExternalLink } from 'lucide-react'
import { useMemo } from 'react'
import { buttonStyles } from '@/components/ui/button-styles'
import { useDocumentTitle } from '@/hooks/use-document-title'
import apiGuide from '../../../../../../docs/api.md?raw'
import { PartnerPageIntro } from '../components/partner-page-intro'
import { renderApiGuide } from './render-api-guide'

/** Where the API serves its OpenAPI reference (apps/api/src/plugins/docs.ts). */
export const apiReferencePath = '/api/docs'

/**
 * /partner/api-guide: the integration guide (docs/api.md, the same file the repository keeps) as
 * a page of the portal, with the interactive OpenAPI reference a click away.
 */
export function PartnerApiGuidePage() {
  useDocumentTitle('API guide')
  const html = useMemo(() => renderApiGuide(apiGuide), [])
  return (
    <>
      <PartnerPageIntro
        title="API guide"
        actions={
          <a
            href={apiReferencePath}
            target="_blank"
            rel="noreferrer"
            className={buttonStyles({ variant: 'outline' })}
          >
            <ExternalLink className="size-4" aria-hidden="true" />
            OpenAPI reference
          </a>
        }
      >
        <p>
          How your systems quote, book, pay and follow rides through the Ridelane API. Every call
          and field is also listed in the OpenAPI reference, where you can try them.
        </p>
      </PartnerPageIntro>
      <div className="mx-auto max-w-6xl px-gutter py-8">
        <article
          className="api-guide max-w-3xl rounded-card bg-white p-5 break-words shadow-card sm:p-8"
          // Our own Markdown, rendered without its raw HTML (render-api-guide.ts).
          dangerouslySetInnerHTML={{ __html: html }}
        />
      </div>
    </>
  )
}
