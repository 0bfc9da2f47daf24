const regionNames = new Intl.DisplayNames(['en'], { type: 'region' })

// Where ICU's English name reads oddly in an address line ('Congo - Kinshasa').
const addressCountryNames: Readonly<Record<string, string>> = {
  CD: 'Democratic Republic of the Congo',
  CG: 'Republic of the Congo',
  HK: 'Hong Kong',
  MO: 'Macao',
  MM: 'Myanmar',
  PS: 'Palestine',
}

/** English country name from an ISO 3166-1 alpha-2 code, from the runtime's ICU data. */
export function countryName(countryCode: string): string {
  return addressCountryNames[countryCode] ?? regionNames.of(countryCode) ?? countryCode
}

/** 'Portland, OR, United States', 'London, United Kingdom', 'Singapore'. */
export function addressLine(locality: string, countryCode: string, state?: string): string {
  const country = countryName(countryCode)
  const parts = [locality, state, country === locality ? undefined : country]
  return parts.filter((part): part is string => Boolean(part)).join(', ')
}

/** Lower-case ASCII words joined by dashes, for stable ids. */
export function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
}
