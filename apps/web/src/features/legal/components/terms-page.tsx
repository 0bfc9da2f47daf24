import { t } from '@lingui/core/macro'
import { LEGAL_EFFECTIVE_ISO } from '@/content/legal/legal-document'
import { termsGeneral, termsIntro } from '@/content/legal/terms-general'
import { termsRider } from '@/content/legal/terms-rider'
import { useDocumentTitle } from '@/hooks/use-document-title'
import { useMetaDescription } from '@/hooks/use-meta-description'
import { formatCalendarDate } from '@/i18n/format'
import { LegalDocumentView } from './legal-document-view'

export function TermsPage() {
  const title = t`Terms of Service`
  const effective = formatCalendarDate(LEGAL_EFFECTIVE_ISO)
  useDocumentTitle(title)
  useMetaDescription(
    t`The terms for booking rides through Ridelane: fares, changes, cancellations and refunds, waiting time, luggage, conduct and liability. Effective ${effective}.`,
  )
  return (
    <LegalDocumentView title={title} intro={termsIntro()} parts={[termsGeneral(), termsRider()]} />
  )
}
