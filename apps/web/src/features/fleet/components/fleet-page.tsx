import { t } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import { ButtonLink } from '@/components/ui/button'
import { PageIntro } from '@/components/ui/page-intro'
import { paths } from '@/config/paths'
import { fleetEntries } from '@/content/fleet'
import { useDocumentTitle } from '@/hooks/use-document-title'
import { useMetaDescription } from '@/hooks/use-meta-description'
import { useHashSectionScroll } from '../hooks/use-hash-section-scroll'
import { FleetChips } from './fleet-chips'
import { FleetSection } from './fleet-section'

export function FleetPage() {
  useDocumentTitle(t`Fleet`)
  useMetaDescription(
    t`Sedans, SUVs, minivans, minibuses, coaches and party buses: seats, luggage space and features of every Ridelane vehicle class.`,
  )
  useHashSectionScroll()
  return (
    <>
      <PageIntro eyebrow={t`Our vehicles`} title={t`The Ridelane Fleet`}>
        <p>
          <Trans>
            From a three-seat sedan for a solo airport run to a full coach for a conference crowd,
            every vehicle is under five years old and driven by a licensed professional.
          </Trans>
        </p>
      </PageIntro>
      <FleetChips entries={fleetEntries} />
      <div className="mx-auto max-w-6xl px-gutter">
        {fleetEntries.map((entry, index) => (
          <FleetSection key={entry.id} entry={entry} first={index === 0} />
        ))}
      </div>
      <section className="bg-ink-50 py-12 text-center">
        <h2 className="text-2xl font-extrabold text-ink-900">
          <Trans>Found the right size?</Trans>
        </h2>
        <p className="mt-2 text-ink-600">
          <Trans>
            Enter your trip and we will show the classes available, with a fixed fare for each.
          </Trans>
        </p>
        <ButtonLink to={paths.booking} variant="secondary" size="lg" className="mt-6">
          <Trans>Book a Ride</Trans>
        </ButtonLink>
      </section>
    </>
  )
}
