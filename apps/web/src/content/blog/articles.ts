import type { BlogArticleSummary } from '@ridelane/domain'
import { airportPickupTips } from './articles/airport-pickup-tips'
import { businessTravelPolicy } from './articles/business-travel-policy'
import { dubaiAirportArrivals } from './articles/dubai-airport-arrivals'
import { electricBusinessSedans } from './articles/electric-business-sedans'
import { firstClassOnTheGround } from './articles/first-class-on-the-ground'
import { heathrowArrivalsGuide } from './articles/heathrow-arrivals-guide'
import { indiaCityTransfers } from './articles/india-city-transfers'
import { introducingRidelane } from './articles/introducing-ridelane'
import { jfkArrivalsGuide } from './articles/jfk-arrivals-guide'
import { londonThreeDays } from './articles/london-three-days'
import { luggageAllowanceExplained } from './articles/luggage-allowance-explained'
import { newYorkByCar } from './articles/new-york-by-car'
import { parisBeyondTheMetro } from './articles/paris-beyond-the-metro'
import { roadshowPlanning } from './articles/roadshow-planning'
import { singaporeStopover } from './articles/singapore-stopover'
import { travellingWithChildren } from './articles/travelling-with-children'
import { weddingGuestTransport } from './articles/wedding-guest-transport'

/** Every article that ships, newest first. */
export const blogArticles: BlogArticleSummary[] = [
  airportPickupTips,
  businessTravelPolicy,
  dubaiAirportArrivals,
  electricBusinessSedans,
  firstClassOnTheGround,
  heathrowArrivalsGuide,
  indiaCityTransfers,
  introducingRidelane,
  jfkArrivalsGuide,
  londonThreeDays,
  luggageAllowanceExplained,
  newYorkByCar,
  parisBeyondTheMetro,
  roadshowPlanning,
  singaporeStopover,
  travellingWithChildren,
  weddingGuestTransport,
].sort((a, b) => b.publishedAt.localeCompare(a.publishedAt))

export function findBlogArticle(slug: string): BlogArticleSummary | undefined {
  return blogArticles.find((article) => article.slug === slug)
}
