import type { BlogAuthor } from '@ridelane/domain'

// Ridelane's editorial team. Avatars are drawn as initials, so `avatar` stays empty.
export const authors = {
  meera: {
    name: 'Meera Iyer',
    avatar: '',
    bio: 'Meera leads operations for our India service areas and has planned ground transport for everything from board offsites to four-day weddings.',
  },
  tom: {
    name: 'Tom Whitfield',
    avatar: '',
    bio: 'Tom spent ten years running a London chauffeur firm before joining Ridelane to look after our airport partners in Europe.',
  },
  layla: {
    name: 'Layla Haddad',
    avatar: '',
    bio: 'Layla writes our city guides. She splits her time between Dubai and Paris and has met more drivers in arrivals halls than she can count.',
  },
  daniel: {
    name: 'Daniel Ortiz',
    avatar: '',
    bio: 'Daniel works with our corporate customers in North America on travel policies, invoicing and group logistics.',
  },
} satisfies Record<string, BlogAuthor>
