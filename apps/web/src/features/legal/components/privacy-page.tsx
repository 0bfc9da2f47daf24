import { t } from '@lingui/core/macro'
import { LEGAL_EFFECTIVE_ISO } from '@/content/legal/legal-document'
import { privacyIntro, privacyParts } from '@/content/legal/privacy'
import { useDocumentTitle } from '@/hooks/use-document-title'
import { useMetaDescription } from '@/hooks/use-meta-description'
import { formatCalendarDate } from '@/i18n/format'
import { LegalDocumentView } from './legal-document-view'

export function PrivacyPage() {
  const title = t`Privacy Policy`
  const effective = formatCalendarDate(LEGAL_EFFECTIVE_ISO)
  useDocumentTitle(title)
  useMetaDescription(
    t`How Ridelane collects, uses, shares and protects the personal information of riders and business partners, and the rights you have. Effective ${effective}.`,
  )
  return <LegalDocumentView title={title} intro={privacyIntro()} parts={privacyParts()} />
}
