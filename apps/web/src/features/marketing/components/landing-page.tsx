import { ArrowRight } from 'lucide-react'
import { ButtonLink } from '@/components/ui/button'
import { fleetHighlights, reasonsToChoose, services, solutions } from '@/content/landing'
import { useDocumentTitle } from '@/hooks/use-document-title'
import { LandingHero } from './landing-hero'
import { InfoCard, LandingSection } from './landing-section'

export function LandingPage() {
  useDocumentTitle('Book Airport Transfers and Chauffeured Rides')
  return (
    <>
      <LandingHero />
      <LandingSection id="services" eyebrow="Services" title="Rides for every kind of trip">
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {services.map((service) => (
            <InfoCard key={service.title} title={service.title}>
              {service.summary}
            </InfoCard>
          ))}
        </ul>
      </LandingSection>
      <LandingSection
        id="solutions"
        eyebrow="Solutions"
        title="One network, four ways in"
        className="bg-ink-50"
      >
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {solutions.map((solution) => (
            <InfoCard key={solution.title} title={solution.title}>
              {solution.summary}
            </InfoCard>
          ))}
        </ul>
      </LandingSection>
      <LandingSection id="fleet" eyebrow="Fleet" title="The right vehicle for the group">
        <ul className="grid gap-6 md:grid-cols-3">
          {fleetHighlights.map((vehicle) => (
            <li key={vehicle.title} className="rounded-card border border-ink-100 p-6 shadow-card">
              <h3 className="text-lg font-bold text-ink-900">{vehicle.title}</h3>
              <p className="mt-1 text-ink-600">{vehicle.seats}</p>
              <ButtonLink to={vehicle.to} variant="outline" size="sm" className="mt-5">
                Explore Now
                <ArrowRight className="size-4" aria-hidden="true" />
              </ButtonLink>
            </li>
          ))}
        </ul>
      </LandingSection>
      <LandingSection id="about" eyebrow="Why Ridelane" title="Built for people on the move">
        <dl className="grid grid-cols-2 gap-6 lg:grid-cols-4">
          {reasonsToChoose.map((reason) => (
            <div
              key={reason.label}
              className="flex flex-col rounded-card bg-ink-900 p-6 text-white"
            >
              <dt className="text-sm text-ink-200">{reason.label}</dt>
              <dd className="order-first text-3xl font-extrabold text-accent-400">
                {reason.figure}
              </dd>
            </div>
          ))}
        </dl>
      </LandingSection>
    </>
  )
}
