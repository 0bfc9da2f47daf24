import { t } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import { Mail } from 'lucide-react'
import { ButtonLink } from '@/components/ui/button'
import { PageIntro } from '@/components/ui/page-intro'
import { paths } from '@/config/paths'
import { faqEntries } from '@/content/faq'
import { supportEmail } from '@/content/site'
import { useDocumentTitle } from '@/hooks/use-document-title'
import { useMetaDescription } from '@/hooks/use-meta-description'
import { buttonStyles } from '@/components/ui/button-styles'
import { FaqList } from './faq-list'

export function FaqPage() {
  useDocumentTitle(t`FAQ`)
  useMetaDescription(
    t`Answers on booking ahead, changes, cancellations and refunds, free waiting time, flight delays, luggage and payment for Ridelane rides.`,
  )
  return (
    <>
      <PageIntro eyebrow={t`Help centre`} title={t`Frequently Asked Questions`}>
        <p>
          <Trans>
            Booking windows, waiting time at the airport, changes and refunds: the short answers to
            what travellers ask us most.
          </Trans>
        </p>
      </PageIntro>
      <div className="mx-auto max-w-3xl px-gutter py-12">
        <FaqList entries={faqEntries} />
        <section
          aria-labelledby="faq-help-title"
          className="mt-12 rounded-card bg-ink-50 p-8 text-center"
        >
          <h2 id="faq-help-title" className="text-xl font-extrabold text-ink-900">
            <Trans>Still have a question?</Trans>
          </h2>
          <p className="mt-2 text-ink-600">
            <Trans>
              Our support team answers every message, day and night, usually within a few hours. To
              follow, change or cancel a ride you booked, open it with its booking code and your
              email.
            </Trans>
          </p>
          <div className="mt-6 flex flex-wrap justify-center gap-3">
            <a href={`mailto:${supportEmail}`} className={buttonStyles({ variant: 'outline' })}>
              <Mail className="size-4" aria-hidden="true" />
              <Trans>Contact Support</Trans>
            </a>
            <ButtonLink to={paths.manage} variant="outline">
              <Trans>Find My Booking</Trans>
            </ButtonLink>
            <ButtonLink to={paths.booking} variant="secondary">
              <Trans>Book a Ride</Trans>
            </ButtonLink>
          </div>
        </section>
      </div>
    </>
  )
}
