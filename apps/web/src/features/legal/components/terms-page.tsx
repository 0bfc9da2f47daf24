import { termsGeneral, termsIntro } from '@/content/legal/terms-general'
import { termsRider } from '@/content/legal/terms-rider'
import { useDocumentTitle } from '@/hooks/use-document-title'
import { useMetaDescription } from '@/hooks/use-meta-description'
import { LegalDocumentView } from './legal-document-view'

const termsParts = [termsGeneral, termsRider]

export function TermsPage() {
  useDocumentTitle('Terms of Service')
  useMetaDescription(
    'The terms for booking rides through Ridelane: fares, changes, cancellations and refunds, waiting time, luggage, conduct and liability. Effective 1 July 2025.',
  )
  return <LegalDocumentView title="Terms of Service" intro={termsIntro} parts={termsParts} />
}
