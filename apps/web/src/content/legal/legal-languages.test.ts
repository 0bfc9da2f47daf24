import { i18n } from '@lingui/core'
import {
  defaultWaitingPolicy as waiting,
  languages,
  RECORD_RETENTION_YEARS,
} from '@ridelane/domain'
import { afterAll, describe, expect, it } from 'vitest'
import { loadMessages } from '@/i18n/catalogues'
import type { LegalBlock, LegalPart } from './legal-document'
import { privacyIntro, privacyParts } from './privacy'
import { termsGeneral, termsIntro } from './terms-general'
import { termsRider } from './terms-rider'

/** Every word of the terms and the privacy policy in the page's language, part by part. */
function documents() {
  const parts: LegalPart[] = [termsGeneral(), termsRider(), ...privacyParts()]
  const blockText = (block: LegalBlock): string[] =>
    typeof block === 'string'
      ? [block]
      : 'list' in block
        ? block.list
        : [block.table.caption, ...block.table.head, ...block.table.rows.flat()]
  return {
    intros: [termsIntro(), privacyIntro()],
    titles: parts.flatMap((part) => [part.title, ...part.sections.map((section) => section.title)]),
    anchors: parts.flatMap((part) => part.sections.map((section) => section.id)),
    paragraphs: parts.flatMap((part) =>
      part.sections.flatMap((section) => section.body.flatMap(blockText)),
    ),
  }
}

const english = documents()

describe.each(languages.filter((language) => language !== 'en'))(
  'the legal pages in %s',
  (language) => {
    afterAll(() => loadMessages([], 'en'))

    it('are translated, section by section, with the same anchors', async () => {
      await loadMessages(['legal'], language)
      const translation = documents()
      expect(i18n.locale).toBe(language)
      expect(translation.anchors).toEqual(english.anchors)
      expect(translation.paragraphs).toHaveLength(english.paragraphs.length)
      // A few words may read the same in a language (a brand's "Meet & Greet"); sentences never do.
      const same = (list: string[], index: number) => list[index] === english.paragraphs[index]
      expect(
        translation.paragraphs.filter((_, index) => same(translation.paragraphs, index)),
      ).toEqual([])
      for (const [index, intro] of translation.intros.entries()) {
        expect(intro).not.toBe(english.intros[index])
      }
      const unchangedTitles = translation.titles.filter(
        (title, index) => title === english.titles[index],
      )
      expect(unchangedTitles.length).toBeLessThan(english.titles.length / 10)
    })

    it('state the domain’s figures', async () => {
      await loadMessages(['legal'], language)
      const text = documents().paragraphs.join('\n')
      for (const figure of [
        waiting.freeMinutesAirportArrival,
        waiting.freeMinutesOther,
        waiting.noShowRadiusMeters,
        RECORD_RETENTION_YEARS,
      ]) {
        expect(text).toMatch(new RegExp(`(^|\\D)${figure}(\\D|$)`))
      }
    })
  },
)
