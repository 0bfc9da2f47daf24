// Fails when the message catalogues (src/locales/<lang>/<name>.po) no longer match the code: a
// message written in the code that no catalogue holds yet (run `npm run i18n:extract -w apps/web`
// and translate it), or one a catalogue still holds that nothing uses any more. `npm run lint`
// runs it; src/i18n/catalogues.test.ts checks the translations themselves.
import { fileURLToPath } from 'node:url'
import { getCatalogs } from '@lingui/cli/api'
import { getConfig } from '@lingui/conf'

const config = getConfig({
  configPath: fileURLToPath(new URL('../lingui.config.ts', import.meta.url)),
})
const problems = []
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
      }
    }
  }
}
if (problems.length > 0) {
  console.error(problems.join('\n'))
  console.error(
    `\n${problems.length} catalogue entries are out of date: run \`npm run i18n:extract -w apps/web\`, then translate what is new.`,
  )
  process.exit(1)
}
console.log('The message catalogues match the code.')
