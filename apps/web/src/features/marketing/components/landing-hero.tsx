import { ButtonLink } from '@/components/ui/button'
import { paths } from '@/config/paths'

export function LandingHero() {
  return (
    <section aria-labelledby="hero-title" className="surface-dark bg-ink-900 text-white">
      <div className="mx-auto grid max-w-6xl items-center gap-10 px-gutter py-16 lg:grid-cols-2 lg:py-24">
        <div>
          <p className="text-sm font-semibold tracking-wide text-accent-300 uppercase">
            Ground transport, worldwide
          </p>
          <h1
            id="hero-title"
            className="mt-3 text-4xl font-extrabold tracking-tight sm:text-display"
          >
            Your driver is waiting at arrivals
          </h1>
          <p className="mt-5 max-w-xl text-lg text-ink-200">
            Book airport transfers, chauffeurs by the hour and multi-day hire with licensed local
            providers. One fixed fare, shown before you pay.
          </p>
        </div>
        <div className="rounded-card bg-white p-6 text-ink-900 shadow-raised sm:p-8">
          <h2 className="text-xl font-bold">Book Your Premium Ride</h2>
          <p className="mt-2 text-ink-600">
            Pickup, drop-off and time will go here; for now the full booking page takes you through
            every step.
          </p>
          <ButtonLink to={paths.booking} variant="secondary" size="lg" className="mt-6 w-full">
            Find Premium Vehicles
          </ButtonLink>
        </div>
      </div>
    </section>
  )
}
