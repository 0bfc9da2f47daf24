import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { ESLint, type Linter } from 'eslint'
import tseslint from 'typescript-eslint'
import { afterAll, describe, expect, it } from 'vitest'

// The repository's ESLint configuration run in a small API of its own: a cycle needs files on
// disk to close it, and this one must not change when the real modules do.
const configFile = fileURLToPath(new URL('../../../../eslint.config.js', import.meta.url))
const tree = mkdtempSync(path.join(tmpdir(), 'ridelane-cycles-'))
const files: Record<string, string> = {
  'modules/bookings/index.ts': "export { settle } from '../payments'\n",
  'modules/payments/index.ts': "export { settle } from './settle'\n",
  'modules/payments/settle.ts': 'export const settle = 1\n',
  'modules/payments/settle.test.ts': "export { settle } from '../bookings'\n",
  'modules/payments/payments-test-kit.ts': "export { settle } from '../bookings'\n",
  'modules/operators/index.ts': 'export type Operator = { id: string }\n',
  'plugins/auth.ts': "export type { Operator } from '../modules/operators'\n",
  'lib/money.ts': 'export const cents = 100\n',
}
for (const [file, code] of Object.entries(files)) {
  const at = path.join(tree, 'apps/api/src', file)
  mkdirSync(path.dirname(at), { recursive: true })
  writeFileSync(at, code)
}
afterAll(() => rmSync(tree, { recursive: true, force: true }))

// issue 31: the repository registers the rule 'off' until today's loops are gone; this turns it
// on with the options eslint.config.js gives it.
const eslint = new ESLint({
  cwd: tree,
  overrideConfigFile: configFile,
  overrideConfig: [
    // The small API is in no TypeScript project: the type-aware rules are off here.
    tseslint.configs.disableTypeChecked as Linter.Config,
    {
      files: ['apps/api/src/**/*.ts'],
      ignores: ['**/*.test.ts', '**/*-test-kit.ts'],
      rules: { 'ridelane/no-module-cycles': 'error' },
    },
  ],
})

async function problems(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `apps/api/src/${file}` })
  return result!.messages.map((message) => `${message.ruleId}: ${message.message}`)
}

const advice = 'move what both need to lib/, or let one module register a hook with the other.'

describe('import cycles between API modules', () => {
  it('refuses an import that closes a loop, a type-only one too', async () => {
    const code = "import type { Settled } from '../bookings'\n\nexport type Paid = Settled\n"
    expect(await problems('modules/payments/settle.ts', code)).toEqual([
      `ridelane/no-module-cycles: This import closes a cycle between modules (modules/payments → modules/bookings → modules/payments): ${advice}`,
    ])
  })

  it('counts plugins/ as one module', async () => {
    const code = "export { auth } from '../../plugins/auth'\n"
    expect(await problems('modules/operators/index.ts', code)).toEqual([
      `ridelane/no-module-cycles: This import closes a cycle between modules (modules/operators → plugins → modules/operators): ${advice}`,
    ])
  })

  it('allows imports in one direction, and ignores what tests import', async () => {
    // The test and test kit on disk import bookings from payments: no loop.
    expect(
      await problems('modules/bookings/index.ts', files['modules/bookings/index.ts']!),
    ).toEqual([])
    const code = "export { cents } from '../../lib/money'\nexport { settle } from './settle'\n"
    expect(await problems('modules/payments/index.ts', code)).toEqual([])
  })
})
