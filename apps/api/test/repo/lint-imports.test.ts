import { fileURLToPath } from 'node:url'
import { ESLint, type Linter } from 'eslint'
import tseslint from 'typescript-eslint'
import { describe, expect, it } from 'vitest'

// The repository's ESLint configuration on fixture files that exist only here (lintText with a
// path): what docs/architecture.md says each part may import holds by lint.
const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url))
// The fixtures are in no TypeScript project, so the type-aware rules (lint-type-aware.test.ts)
// are off here.
const eslint = new ESLint({
  cwd: repoRoot,
  overrideConfig: tseslint.configs.disableTypeChecked as Linter.Config,
})

async function problems(path: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path })
  return result!.messages.map((message) => `${message.ruleId}: ${message.message}`)
}

describe('what each part may import', () => {
  it('keeps the domain to zod and its own files', async () => {
    const code = [
      "export { readFile } from 'fs'",
      "export { default as Stripe } from 'stripe'",
      "export { loadConfig } from '../../../../apps/api/src/config'",
      '',
    ].join('\n')
    expect(await problems('packages/domain/src/payment/charge.ts', code)).toEqual([
      "ridelane/allowed-packages: 'fs' is not allowed in packages/domain, which imports only zod.",
      "ridelane/allowed-packages: 'stripe' is not allowed in packages/domain, which imports only zod.",
      "ridelane/allowed-packages: '../../../../apps/api/src/config' lies outside packages/domain; import it through a package.",
    ])
    const own = "export { z } from 'zod'\nexport { fareOf } from '../fare'\n"
    expect(await problems('packages/domain/src/payment/charge.ts', own)).toEqual([])
  })

  it("lets the domain's tests use their test tools, and nothing else", async () => {
    const path = 'packages/domain/src/payment/charge.test.ts'
    const tools =
      "export { it } from 'vitest'\nexport { default as fc } from 'fast-check'\nexport { setupI18n } from '@lingui/core'\n"
    expect(await problems(path, tools)).toEqual([])
    expect(await problems(path, "export { tmpdir } from 'node:os'\n")).toEqual([
      "ridelane/allowed-packages: 'node:os' is not allowed in packages/domain, which imports only zod, vitest, fast-check, @lingui/core.",
    ])
  })

  it('reads process.env only in config.ts, in both apps', async () => {
    const read = "export const debug = process.env.DEBUG === '1'\n"
    const refused =
      "no-restricted-properties: 'process.env' is restricted from being used. Read settings in apps/api/src/config.ts."
    expect(await problems('apps/api/src/modules/ops/flags.ts', read)).toEqual([refused])
    expect(await problems('apps/web/src/lib/flags.ts', read)).toEqual([refused])
    const destructured = "const { env } = process\nexport const debug = env.DEBUG === '1'\n"
    expect(await problems('apps/api/src/lib/flags.ts', destructured)).toEqual([refused])
    for (const path of ['apps/api/src/config.ts', 'apps/api/src/modules/ops/flags.test.ts']) {
      expect(await problems(path, read), path).toEqual([])
    }
  })

  it('keeps the tables in repositories and db/, type-only imports included', async () => {
    const service = 'apps/api/src/modules/ops/list-bookings.ts'
    expect(await problems(service, "export { bookings } from '../../db/schema'\n")).toEqual([
      "ridelane/restricted-paths: '../../db/schema' may not be imported here: only repositories and db/ use the tables; call the feature repository.",
    ])
    const typeOnly = "export type { bookings } from '../../db/tables/bookings.js'\n"
    expect(await problems(service, typeOnly)).toHaveLength(1)
    expect(await problems(service, "export type { Database } from '../../db/client'\n")).toEqual([])
    for (const path of ['apps/api/src/modules/ops/repository.ts', 'apps/api/src/db/prepared.ts']) {
      expect(await problems(path, typeOnly), path).toEqual([])
    }
  })

  it('keeps the web app off the API, by path and by package name', async () => {
    const page = 'apps/web/src/features/booking/price.ts'
    const message =
      'may not be imported here: the web app uses the API over HTTP; share code through @ridelane/domain.'
    const code = [
      "export { loadConfig } from '../../../../api/src/config'",
      "export type { AppConfig } from '@ridelane/api'",
      '',
    ].join('\n')
    expect(await problems(page, code)).toEqual([
      `ridelane/restricted-paths: '../../../../api/src/config' ${message}`,
      `ridelane/restricted-paths: '@ridelane/api' ${message}`,
    ])
    const shared = "export type { Booking } from '@ridelane/domain'\nexport { x } from '@/lib/x'\n"
    expect(await problems(page, shared)).toEqual([])
  })

  it('keeps one mocking style in each app', async () => {
    const moduleMock = "import { vi } from 'vitest'\n\nvi.mock('../../lib/mailer')\n"
    expect(await problems('apps/api/src/modules/ops/ops.test.ts', moduleMock)).toEqual([
      "no-restricted-syntax: An API test changes behaviour through createTestApp's configure, not vi.mock.",
    ])
    expect(await problems('apps/api/test/security/roles.test.ts', moduleMock)).toHaveLength(1)
    expect(await problems('apps/web/src/features/ops/ops.test.tsx', moduleMock)).toEqual([])

    const fetchStub = "import { vi } from 'vitest'\n\nvi.stubGlobal('fetch', vi.fn())\n"
    expect(await problems('apps/web/src/features/ops/ops.test.tsx', fetchStub)).toEqual([
      "no-restricted-syntax: Mock @/lib/api-client with vi.mock; stubbing fetch is for lib/'s own tests.",
    ])
    expect(await problems('apps/web/src/lib/api-client.test.ts', fetchStub)).toEqual([])
    const otherGlobal = "import { vi } from 'vitest'\n\nvi.stubGlobal('matchMedia', vi.fn())\n"
    expect(await problems('apps/web/src/features/ops/ops.test.tsx', otherGlobal)).toEqual([])
  })
})
