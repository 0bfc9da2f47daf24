import { privacyIntro, privacyParts } from '@/content/legal/privacy'
import { useDocumentTitle } from '@/hooks/use-document-title'
import { useMetaDescription } from '@/hooks/use-meta-description'
import { LegalDocumentView } from './legal-document-view'

export function PrivacyPage() {
  useDocumentTitle('Privacy Policy')
  useMetaDescription(
    'How Ridelane collects, uses, shares and protects the personal information of riders and business partners, and the rights you have. Effective 1 July 2025.',
  )
  return <LegalDocumentView title="Privacy Policy" intro={privacyIntro} parts={privacyParts} />
}
