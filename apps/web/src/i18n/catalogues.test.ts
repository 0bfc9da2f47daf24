import { parse, type Token } from '@messageformat/parser'
import PO from 'pofile'
import { describe, expect, it } from 'vitest'
import { languages } from '@ridelane/domain'
import { allCatalogues } from './catalogues'

// The catalogues as text (Vite's raw import; the app imports them compiled).
const files = import.meta.glob<string>('../locales/*/*.po', {
  query: '?raw',
  import: 'default',
  eager: true,
})

function messages(language: string, name: string): Map<string, string> {
  const text = files[`../locales/${language}/${name}.po`]
  if (text === undefined) throw new Error(`no ${language}/${name} catalogue`)
  return new Map(PO.parse(text).items.map((item) => [item.msgid, item.msgstr[0] ?? '']))
}

type Shape = { args: string[]; tags: string[]; plurals: string[][] }

/** What a message must keep in every language: its arguments, its markup, its plural cases. */
function shapeOf(message: string): Shape {
  const args = new Set<string>()
  const plurals: string[][] = []
  const visit = (tokens: Token[]) => {
    for (const token of tokens) {
      if (token.type === 'argument' || token.type === 'function') args.add(token.arg)
      if (token.type === 'plural' || token.type === 'select' || token.type === 'selectordinal') {
        args.add(token.arg)
        if (token.type !== 'select') plurals.push(token.cases.map((c) => c.key))
        for (const branch of token.cases) visit(branch.tokens)
      }
    }
  }
  visit(parse(message))
  const tags = [...message.matchAll(/<\/?\d+\/?>/g)].map((match) => match[0]).sort()
  return { args: [...args].sort(), tags, plurals }
}

describe('message catalogues', () => {
  const english = new Map(allCatalogues.map((name) => [name, messages('en', name)]))

  it.each(languages.filter((language) => language !== 'en'))(
    '%s has every English message, translated, with the same arguments and markup',
    (language) => {
      const problems: string[] = []
      for (const name of allCatalogues) {
        const translated = messages(language, name)
        expect([...translated.keys()].sort(), `${language}/${name}`).toEqual(
          [...english.get(name)!.keys()].sort(),
        )
        for (const id of english.get(name)!.keys()) {
          const text = translated.get(id) ?? ''
          if (!text.trim()) {
            problems.push(`${name}: "${id}" is not translated`)
            continue
          }
          const source = shapeOf(id)
          const target = shapeOf(text)
          if (
            source.args.join() !== target.args.join() ||
            source.tags.join() !== target.tags.join()
          ) {
            problems.push(`${name}: "${text}" does not keep the arguments and markup of "${id}"`)
          }
          // Every plural ends in `other`; Arabic's give all six of its forms.
          const needed = new Intl.PluralRules(language).resolvedOptions().pluralCategories
          for (const cases of target.plurals) {
            const missing = (language === 'ar' ? needed : ['other']).filter(
              (category) => !cases.includes(category),
            )
            if (missing.length > 0) {
              problems.push(`${name}: "${text}" lacks the plural forms ${missing.join(', ')}`)
            }
          }
        }
      }
      expect(problems).toEqual([])
    },
  )

  it.each(languages.filter((language) => language !== 'en'))(
    '%s translates a message the same in every catalogue that holds it',
    (language) => {
      // A page loads several catalogues into one instance: the last one loaded would win.
      const seen = new Map<string, { name: string; text: string }>()
      const differences: string[] = []
      for (const name of allCatalogues) {
        for (const [id, text] of messages(language, name)) {
          const earlier = seen.get(id)
          if (earlier && earlier.text !== text) {
            differences.push(`"${id}": ${earlier.name} "${earlier.text}", ${name} "${text}"`)
          }
          if (!earlier) seen.set(id, { name, text })
        }
      }
      expect(differences).toEqual([])
    },
  )

  it('reads an ICU plural’s forms', () => {
    expect(shapeOf('{count, plural, one {# seat} other {# seats}} for <0>{name}</0>')).toEqual({
      args: ['count', 'name'],
      tags: ['</0>', '<0>'],
      plurals: [['one', 'other']],
    })
  })
})
