import { msg } from '@lingui/core/macro'
import type { BlogCategory } from '@ridelane/domain'
import { withTranslatedFields } from '../translated-text'

/**
 * The six categories of docs/product.md#content; `count` is filled in from the articles that ship.
 * Name and description read in the page's language (../translated-text).
 */
export const blogCategories: BlogCategory[] = [
  withTranslatedFields(
    { id: '1', slug: 'travel-tips' as const, count: 0 },
    { name: msg`Travel Tips`, description: msg`Small habits that make every ride smoother.` },
  ),
  withTranslatedFields(
    { id: '2', slug: 'luxury-travel' as const, count: 0 },
    {
      name: msg`Luxury Travel`,
      description: msg`Chauffeured travel for the occasions that matter.`,
    },
  ),
  withTranslatedFields(
    { id: '3', slug: 'airport-guides' as const, count: 0 },
    {
      name: msg`Airport Guides`,
      description: msg`From the gate to your car at the airports we serve.`,
    },
  ),
  withTranslatedFields(
    { id: '4', slug: 'business-travel' as const, count: 0 },
    {
      name: msg`Business Travel`,
      description: msg`Ground transport for teams, roadshows and travel managers.`,
    },
  ),
  withTranslatedFields(
    { id: '5', slug: 'city-guides' as const, count: 0 },
    { name: msg`City Guides`, description: msg`Getting around the cities in our service areas.` },
  ),
  withTranslatedFields(
    { id: '6', slug: 'company-news' as const, count: 0 },
    { name: msg`Company News`, description: msg`What is new at Ridelane.` },
  ),
]
