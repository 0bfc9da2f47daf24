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
  useDocumentTitle('FAQ')
  useMetaDescription(
    'Answers on booking ahead, changes, cancellations and refunds, free waiting time, flight delays, luggage and payment for Ridelane rides.',
  )
  return (
    <>
      <PageIntro eyebrow="Help centre" title="Frequently Asked Questions">
        <p>
          Booking windows, waiting time at the airport, changes and refunds: the short answers to
          what travellers ask us most.
        </p>
      </PageIntro>
      <div className="mx-auto max-w-3xl px-gutter py-12">
        <FaqList entries={faqEntries} />
        <section
          aria-labelledby="faq-help-title"
          className="mt-12 rounded-card bg-ink-50 p-8 text-center"
        >
          <h2 id="faq-help-title" className="text-xl font-extrabold text-ink-900">
            Still have a question?
          </h2>
          <p className="mt-2 text-ink-600">
            Our support team answers every message, day and night, usually within a few hours. To
            follow, change or cancel a ride you booked, open it with its booking code and your
            email.
          </p>
          <div className="mt-6 flex flex-wrap justify-center gap-3">
            <a href={`mailto:${supportEmail}`} className={buttonStyles({ variant: 'outline' })}>
              <Mail className="size-4" aria-hidden="true" />
              Contact Support
            </a>
            <ButtonLink to={paths.manage} variant="outline">
              Find My Booking
            </ButtonLink>
            <ButtonLink to={paths.booking} variant="secondary">
              Book a Ride
            </ButtonLink>
          </div>
        </section>
      </div>
    </>
  )
}
