import { fileURLToPath } from 'node:url'
import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'

// The type-aware presets of eslint.config.js on the code that ships. A fixture takes the path of
// a real source file (the checker knows only the files of its project) with text of its own.
// With CI=true typescript-eslint assumes a one-shot run and checks the files as they are on disk,
// never the text given here: the override keeps the fixture's text what is checked, wherever.
const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url))
const eslint = new ESLint({
  cwd: repoRoot,
  overrideConfig: {
    languageOptions: { parserOptions: { disallowAutomaticSingleRunInference: true } },
  },
})

async function rules(path: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path })
  return result!.messages.map((message) => message.ruleId ?? message.message)
}

const floating = [
  'export async function send(): Promise<void> {}',
  '',
  'export function later() {',
  '  send()',
  '}',
  '',
].join('\n')

describe('type-aware lint', () => {
  it('refuses a promise left floating in the API and in the domain', async () => {
    expect(await rules('apps/api/src/lib/drain-loop.ts', floating)).toEqual([
      '@typescript-eslint/no-floating-promises',
    ])
    expect(await rules('packages/domain/src/pricing/price-calculation.ts', floating)).toEqual([
      '@typescript-eslint/no-floating-promises',
    ])
  }, 60_000)

  it('lets an async handler without await be, and leaves tests out', async () => {
    const handler = 'export const handler = async () => ({ ok: true })\n'
    expect(await rules('apps/api/src/lib/drain-loop.ts', handler)).toEqual([])
    expect(await rules('apps/api/src/lib/drain-loop.test.ts', floating)).toEqual([])
  }, 60_000)
})
