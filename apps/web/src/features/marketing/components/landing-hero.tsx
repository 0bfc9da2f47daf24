import { Trans } from '@lingui/react/macro'
import { CheckCircle2 } from 'lucide-react'
import { heroHighlights } from '@/content/landing'
import { HeroBookingSlot } from './hero-booking-slot'

export function LandingHero() {
  return (
    <section aria-labelledby="hero-title" className="surface-dark bg-ink-900 text-white">
      <div className="mx-auto grid max-w-6xl items-center gap-10 px-gutter py-14 lg:grid-cols-2 lg:py-24">
        <div>
          <p className="text-sm font-semibold tracking-wide text-accent-300 uppercase">
            <Trans>Ground transport, worldwide</Trans>
          </p>
          <h1
            id="hero-title"
            className="mt-3 text-4xl font-extrabold tracking-tight sm:text-display"
          >
            <Trans>Your driver is waiting at arrivals</Trans>
          </h1>
          <p className="mt-5 max-w-xl text-lg text-ink-200">
            <Trans>
              Book airport transfers, chauffeurs by the hour and multi-day hire with licensed local
              providers. One fixed fare, shown before you pay.
            </Trans>
          </p>
          <ul className="mt-6 space-y-2 text-ink-100">
            {heroHighlights.map((highlight) => (
              <li key={highlight} className="flex items-start gap-2">
                <CheckCircle2
                  className="mt-0.5 size-5 shrink-0 text-accent-400"
                  aria-hidden="true"
                />
                {highlight}
              </li>
            ))}
          </ul>
        </div>
        <HeroBookingSlot />
      </div>
    </section>
  )
}
