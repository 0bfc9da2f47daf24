import { i18n } from '@lingui/core'
import { t } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import { ArrowRight, Briefcase, CheckCircle2, MapPinned, PartyPopper, Plane } from 'lucide-react'
import { ButtonLink } from '@/components/ui/button'
import {
  fleetHighlights,
  howItComesTogether,
  promises,
  reasonsToChoose,
  services,
  solutions,
} from '@/content/landing'
import { InfoCard, LandingSection } from './landing-section'

const serviceIcons = [Plane, Briefcase, MapPinned, PartyPopper]

export function ServicesSection() {
  return (
    <LandingSection id="services" eyebrow={t`Services`} title={t`Rides for every kind of trip`}>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {services.map((service, index) => {
          const Icon = serviceIcons[index] ?? Plane
          return (
            <InfoCard
              key={service.title.id}
              title={i18n._(service.title)}
              icon={<Icon className="size-6" aria-hidden="true" />}
            >
              {i18n._(service.summary)}
            </InfoCard>
          )
        })}
      </ul>
    </LandingSection>
  )
}

export function SolutionsSection() {
  return (
    <LandingSection
      id="solutions"
      eyebrow={t`Solutions`}
      title={t`One network, four ways in`}
      className="bg-ink-50"
    >
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {solutions.map((solution) => (
          <InfoCard key={solution.title.id} title={i18n._(solution.title)}>
            {i18n._(solution.summary)}
          </InfoCard>
        ))}
      </ul>
      <div className="surface-dark mt-10 rounded-card bg-ink-900 p-8 text-white">
        <h3 className="text-xl font-bold">
          <Trans>How It All Comes Together</Trans>
        </h3>
        <ol className="mt-6 grid gap-6 md:grid-cols-3">
          {howItComesTogether.map((item, index) => (
            <li key={item.step.id} className="flex gap-4">
              <span
                aria-hidden="true"
                className="grid size-10 shrink-0 place-items-center rounded-full bg-accent-400 font-extrabold text-ink-950"
              >
                {index + 1}
              </span>
              <div>
                <p className="font-semibold">{i18n._(item.step)}</p>
                <p className="mt-1 text-ink-200">{i18n._(item.detail)}</p>
              </div>
            </li>
          ))}
        </ol>
      </div>
    </LandingSection>
  )
}

export function FleetHighlightsSection() {
  return (
    <LandingSection id="fleet" eyebrow={t`Fleet`} title={t`The right vehicle for the group`}>
      <ul className="grid gap-6 md:grid-cols-3">
        {fleetHighlights.map((vehicle) => {
          const title = i18n._(vehicle.title)
          return (
            <li
              key={vehicle.to}
              className="flex flex-col overflow-hidden rounded-card border border-ink-100 shadow-card"
            >
              <img
                src={vehicle.image}
                alt=""
                width={640}
                height={400}
                loading="lazy"
                decoding="async"
                className="aspect-[8/5] w-full object-cover"
              />
              <div className="flex flex-1 flex-col p-6">
                <h3 className="text-lg font-bold text-ink-900">{title}</h3>
                <p className="mt-1 font-medium text-accent-700">{i18n._(vehicle.seats)}</p>
                <p className="mt-2 flex-1 text-ink-600">{i18n._(vehicle.summary)}</p>
                <ButtonLink
                  to={vehicle.to}
                  variant="outline"
                  size="sm"
                  className="mt-5 self-start"
                  aria-label={t`Explore Now: ${title}`}
                >
                  <Trans>Explore Now</Trans>
                  <ArrowRight className="size-4 rtl:-scale-x-100" aria-hidden="true" />
                </ButtonLink>
              </div>
            </li>
          )
        })}
      </ul>
    </LandingSection>
  )
}

export function WhyChooseSection() {
  return (
    <LandingSection
      id="about"
      eyebrow={t`Why Ridelane`}
      title={t`Built for people on the move`}
      className="bg-ink-50"
    >
      <dl className="grid grid-cols-2 gap-6 lg:grid-cols-4">
        {reasonsToChoose.map((reason) => (
          <div key={reason.id} className="flex flex-col rounded-card bg-ink-900 p-6 text-white">
            <dt className="text-sm text-ink-200">{i18n._(reason.label)}</dt>
            <dd className="order-first text-3xl font-extrabold text-accent-400">
              {i18n._(reason.figure)}
            </dd>
          </div>
        ))}
      </dl>
      <ul className="mt-10 grid gap-6 md:grid-cols-3">
        {promises.map((promise) => (
          <li key={promise.id} className="flex gap-3">
            <CheckCircle2 className="mt-0.5 size-6 shrink-0 text-success-600" aria-hidden="true" />
            <div>
              <h3 className="font-bold text-ink-900">{promise.title}</h3>
              <p className="mt-1 text-ink-600">{promise.detail}</p>
            </div>
          </li>
        ))}
      </ul>
    </LandingSection>
  )
}
