import { t } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import { ArrowRight } from 'lucide-react'
import { lazy, Suspense, useEffect } from 'react'
import { ButtonLink } from '@/components/ui/button'
import { paths } from '@/config/paths'
import { useDocumentTitle } from '@/hooks/use-document-title'
import { useMetaDescription } from '@/hooks/use-meta-description'
import { PrerenderedIsland } from '@/prerender/prerendered-island'
import { LandingHero } from './landing-hero'
import { LandingSection } from './landing-section'
import {
  FleetHighlightsSection,
  ServicesSection,
  SolutionsSection,
  WhyChooseSection,
} from './landing-sections'

const LatestArticles = lazy(() => import('./latest-articles'))

/**
 * Brings the section the address names (`/#services`) into view once the page is on screen. The
 * router's scroll restoration looks for it as the navigation lands, which on the way from another
 * page is before this lazily loaded page has rendered, so it scrolls to the top instead.
 */
function useSectionFromAddress() {
  useEffect(() => {
    const id = decodeURIComponent(window.location.hash.slice(1))
    if (id) document.getElementById(id)?.scrollIntoView()
  }, [])
}

export function LandingPage() {
  useSectionFromAddress()
  useDocumentTitle(t`Book Airport Transfers and Chauffeured Rides`)
  useMetaDescription(
    t`Ridelane books airport transfers, hourly chauffeurs and multi-day hire with licensed local providers in over 100 countries. Fixed fares, flight tracking, 24/7 support.`,
  )
  return (
    <>
      <LandingHero />
      {/* Below the hero on a phone: each keeps its prerendered markup until it nears the
          screen, so taking the page over hydrates the header and the booking form only. */}
      <PrerenderedIsland name="services">
        <ServicesSection />
      </PrerenderedIsland>
      <PrerenderedIsland name="solutions">
        <SolutionsSection />
      </PrerenderedIsland>
      <PrerenderedIsland name="fleet-highlights">
        <FleetHighlightsSection />
      </PrerenderedIsland>
      <PrerenderedIsland name="why-choose">
        <WhyChooseSection />
      </PrerenderedIsland>
      <LandingSection eyebrow={t`From the blog`} title={t`Latest travel notes`}>
        <PrerenderedIsland name="latest-articles">
          <Suspense
            fallback={
              <p className="text-ink-600">
                <Trans>Loading articles...</Trans>
              </p>
            }
          >
            <LatestArticles />
          </Suspense>
        </PrerenderedIsland>
        <ButtonLink to={paths.blog} className="mt-10">
          <Trans>View All Articles</Trans>
          <ArrowRight className="size-4 rtl:-scale-x-100" aria-hidden="true" />
        </ButtonLink>
      </LandingSection>
    </>
  )
}
