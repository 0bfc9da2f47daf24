// Fails when a message catalogue no longer matches the code or its own English: the web app's
// (apps/web/src/locales/<lang>/<name>.po), the API's (apps/api/locales/<lang>/server.po) and the
// domain's (packages/domain/locales/<lang>/domain.po).
// - a message the code uses that a catalogue lacks (run `npm run i18n:extract -w <app>` and
//   translate it), or one a catalogue holds that nothing uses any more;
// - a translation that is empty, drops or adds an ICU argument or markup tag, or lacks a plural
//   form its language needs (every plural ends in `other`; Arabic's give all six).
// `npm run lint` runs it; each app's unit tests check what their catalogues say.
import { fileURLToPath } from 'node:url'
import { parse } from '@messageformat/parser'
import { getCatalogs } from '@lingui/cli/api'
import { getConfig } from '@lingui/conf'

const configs = [
  '../apps/web/lingui.config.ts',
  '../apps/api/lingui.config.ts',
  '../packages/domain/lingui.config.ts',
]

/** What a message must keep in every language: its arguments, its markup, its plural cases. */
function shapeOf(message) {
  const args = new Set()
  const plurals = []
  const visit = (tokens) => {
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
  return { args: [...args].sort().join(), tags: tags.join(), plurals }
}

function translationProblems(file, language, source, text) {
  if (!text?.trim()) return [`${file}: "${source}" is not translated`]
  let target
  try {
    target = shapeOf(text)
  } catch (error) {
    return [`${file}: "${text}" is not ICU MessageFormat (${error.message})`]
  }
  const problems = []
  const english = shapeOf(source)
  if (english.args !== target.args || english.tags !== target.tags) {
    problems.push(`${file}: "${text}" does not keep the arguments and markup of "${source}"`)
  }
  const needed = new Intl.PluralRules(language).resolvedOptions().pluralCategories
  for (const cases of target.plurals) {
    const missing = (language === 'ar' ? needed : ['other']).filter((c) => !cases.includes(c))
    if (missing.length > 0) {
      problems.push(`${file}: "${text}" lacks the plural forms ${missing.join(', ')}`)
    }
  }
  return problems
}

const problems = []
for (const path of configs) {
  const config = getConfig({ configPath: fileURLToPath(new URL(path, import.meta.url)) })
  for (const catalog of await getCatalogs(config)) {
    const collected = (await catalog.collect()) ?? {}
    const inCode = new Set(Object.keys(collected))
    for (const language of config.locales) {
      const held = (await catalog.read(language)) ?? {}
      const file = catalog.getFilename(language)
      for (const id of inCode) {
        if (!(id in held)) {
          problems.push(`${file}: lacks "${collected[id]?.message ?? id}", which the code uses`)
        }
      }
      for (const [id, message] of Object.entries(held)) {
        if (!inCode.has(id) || message.obsolete) {
          problems.push(`${file}: holds "${message.message ?? id}", which nothing uses`)
        } else if (language !== config.sourceLocale) {
          const source = collected[id]?.message ?? id
          problems.push(...translationProblems(file, language, source, message.translation))
        }
      }
    }
  }
}
if (problems.length > 0) {
  console.error(problems.join('\n'))
  console.error(
    `\n${problems.length} catalogue entries are out of date: run \`npm run i18n:extract -w apps/web\` (or apps/api, packages/domain), then translate what is new.`,
  )
  process.exit(1)
}
console.log('The message catalogues match the code.')
