import { msg } from '@lingui/core/macro'
import type { BlogAuthor } from '@ridelane/domain'
import { withTranslatedFields } from '../translated-text'

// Ridelane's editorial team. Avatars are drawn as initials, so `avatar` stays empty;
// bios read in the page's language (../translated-text).
export const authors = {
  meera: withTranslatedFields(
    { name: 'Meera Iyer', avatar: '' },
    {
      bio: msg`Meera leads operations for our India service areas and has planned ground transport for everything from board offsites to four-day weddings.`,
    },
  ),
  tom: withTranslatedFields(
    { name: 'Tom Whitfield', avatar: '' },
    {
      bio: msg`Tom spent ten years running a London chauffeur firm before joining Ridelane to look after our airport partners in Europe.`,
    },
  ),
  layla: withTranslatedFields(
    { name: 'Layla Haddad', avatar: '' },
    {
      bio: msg`Layla writes our city guides. She splits her time between Dubai and Paris and has met more drivers in arrivals halls than she can count.`,
    },
  ),
  daniel: withTranslatedFields(
    { name: 'Daniel Ortiz', avatar: '' },
    {
      bio: msg`Daniel works with our corporate customers in North America on travel policies, invoicing and group logistics.`,
    },
  ),
} satisfies Record<string, BlogAuthor>
