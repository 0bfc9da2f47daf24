/** A paragraph, a bullet list or a small table. */
export type LegalBlock =
  string | { list: string[] } | { table: { caption: string; head: string[]; rows: string[][] } }

export type LegalSection = { id: string; number: number; title: string; body: LegalBlock[] }

export type LegalPart = { id: string; title: string; sections: LegalSection[] }

/** The day the current terms and privacy policy took effect (written in the page's language). */
export const LEGAL_EFFECTIVE_ISO = '2025-07-01'

/** Numbers sections from `first` and derives their anchor ids from the part's prefix. */
export function numberSections(
  prefix: string,
  first: number,
  sections: Omit<LegalSection, 'id' | 'number'>[],
): LegalSection[] {
  return sections.map((section, index) => ({
    ...section,
    number: first + index,
    id: `${prefix}-${first + index}`,
  }))
}
