/**
 * Which part of the source each message catalogue gathers (paths under apps/web; a file belongs to
 * the first catalogue that includes it and does not exclude it). lingui.config.ts builds its
 * catalogues from this table, and route-catalogues.test.ts checks each route against it.
 */
export const cataloguePaths = {
  common: {
    include: [
      'src/app',
      'src/components',
      'src/hooks',
      'src/lib',
      'src/i18n',
      // What the site's header and footer show on every page.
      'src/content/site.ts',
      // Policy figures in words (a notice period), which the FAQ and the legal pages both use.
      'src/content/policy-text.ts',
      'src/features/partner/components/partner-nav-button.tsx',
    ],
  },
  site: {
    include: ['src/features/marketing', 'src/features/blog', 'src/content'],
    exclude: [
      'src/content/legal',
      'src/content/site.ts',
      'src/content/policy-text.ts',
      'src/content/fleet.ts',
      'src/content/faq.ts',
    ],
  },
  // The fleet's and the FAQ's long texts, apart from the site's: the landing page shows neither,
  // and loads the site catalogue before its first interaction.
  fleet: { include: ['src/features/fleet', 'src/content/fleet.ts'] },
  faq: { include: ['src/features/faq', 'src/content/faq.ts'] },
  legal: { include: ['src/features/legal', 'src/content/legal'] },
  // The traveller's data page: its own, so that it does not bring the whole policy's text along.
  privacy: { include: ['src/features/privacy'] },
  booking: { include: ['src/features/booking'] },
  rides: { include: ['src/features/rides'] },
  driver: { include: ['src/features/driver'] },
} satisfies Record<string, { include: string[]; exclude?: string[] }>

export type CatalogueName = keyof typeof cataloguePaths

export const allCatalogues = Object.keys(cataloguePaths) as CatalogueName[]

const within = (file: string, folder: string) => file === folder || file.startsWith(`${folder}/`)

/** The catalogue a source file's messages go to (`src/features/booking/x.tsx` → booking). */
export function catalogueOf(file: string): CatalogueName | undefined {
  return allCatalogues.find((name) => {
    const paths: { include: string[]; exclude?: string[] } = cataloguePaths[name]
    return (
      paths.include.some((folder) => within(file, folder)) &&
      !paths.exclude?.some((folder) => within(file, folder))
    )
  })
}
