import { t } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import { Briefcase, Check, Users } from 'lucide-react'
import { useId } from 'react'
import { Carousel } from '@/components/ui/carousel'
import type { FleetShowcaseEntry } from '@/content/fleet'

/** One vehicle class: pictures on one side, what it carries and offers on the other. */
export function FleetSection({
  entry,
  first = false,
}: {
  entry: FleetShowcaseEntry
  first?: boolean
}) {
  const headingId = useId()
  const title = entry.title
  return (
    <section
      id={entry.id}
      aria-labelledby={headingId}
      className="scroll-mt-32 border-b border-ink-100 py-12 last:border-b-0"
    >
      <div className="grid items-start gap-8 lg:grid-cols-2">
        <Carousel images={entry.gallery} label={t`${title} pictures`} priority={first} />
        <div>
          <h2 id={headingId} className="text-2xl font-extrabold tracking-tight text-ink-900">
            {title}
          </h2>
          <p className="mt-1 font-medium text-accent-700">{entry.subtitle}</p>
          <p className="mt-4 text-ink-600">{entry.description}</p>
          <p className="mt-2 text-sm text-ink-500">{entry.model}</p>
          <dl className="mt-6 grid grid-cols-2 gap-4">
            <div className="rounded-control bg-ink-50 p-4">
              <dt className="flex items-center gap-2 text-sm text-ink-600">
                <Users className="size-4" aria-hidden="true" /> <Trans>Capacity</Trans>
              </dt>
              <dd className="mt-1 font-bold text-ink-900">{entry.capacity}</dd>
            </div>
            <div className="rounded-control bg-ink-50 p-4">
              <dt className="flex items-center gap-2 text-sm text-ink-600">
                <Briefcase className="size-4" aria-hidden="true" /> <Trans>Luggage</Trans>
              </dt>
              <dd className="mt-1 font-bold text-ink-900">{entry.luggage}</dd>
            </div>
          </dl>
          <h3 className="mt-6 text-sm font-semibold tracking-wide text-ink-900 uppercase">
            <Trans>Features</Trans>
          </h3>
          <ul className="mt-3 grid gap-2 sm:grid-cols-2">
            {entry.features.map((feature) => (
              <li key={feature} className="flex items-start gap-2 text-ink-700">
                <Check className="mt-0.5 size-4 shrink-0 text-success-600" aria-hidden="true" />
                {feature}
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  )
}
