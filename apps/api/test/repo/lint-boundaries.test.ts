import { fileURLToPath } from 'node:url'
import { ESLint, type Linter } from 'eslint'
import tseslint from 'typescript-eslint'
import { describe, expect, it } from 'vitest'

// The repository's own ESLint configuration, run on small fixture files that exist only in this
// test (lintText with a path): the boundaries of docs/architecture.md#boundaries hold by lint.
const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url))
// The fixtures are in no TypeScript project, so the type-aware rules (lint-type-aware.test.ts)
// are off here.
const eslint = new ESLint({
  cwd: repoRoot,
  overrideConfig: tseslint.configs.disableTypeChecked as Linter.Config,
})

type Fixture = { path: string; code: string }

async function problems({ path, code }: Fixture): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path })
  return result!.messages.map((message) => `${message.ruleId}: ${message.message}`)
}

const drizzleInService: Fixture = {
  path: 'apps/api/src/modules/ops/list-bookings.ts',
  code: "import { eq } from 'drizzle-orm'\n\nexport const byId = eq\n",
}

describe('lint boundaries', () => {
  it('refuses Drizzle outside repositories and db/', async () => {
    expect(await problems(drizzleInService)).toEqual([
      "no-restricted-imports: 'drizzle-orm' import is restricted from being used by a pattern. Only repositories and db/ use Drizzle; call the feature repository.",
    ])
    for (const path of [
      'apps/api/src/modules/ops/repository.ts',
      'apps/api/src/modules/places/geocoder-repository.ts',
      'apps/api/src/db/tables/ops.ts',
    ]) {
      expect(await problems({ ...drizzleInService, path }), path).toEqual([])
    }
  })

  it("refuses one feature importing another feature's files, in the API and the web app", async () => {
    const apiImport = await problems({
      path: 'apps/api/src/modules/ops/find-booking.ts',
      code: "import { findBooking } from '../bookings/repository'\n\nexport const find = findBooking\n",
    })
    expect(apiImport).toEqual([
      "ridelane/feature-boundaries: Import the 'bookings' feature through its index ('apps/api/src/modules/bookings'), not its file 'repository'.",
    ])
    const webImport = await problems({
      path: 'apps/web/src/features/ops/components/ops-header.tsx',
      code: "export { usePartnerAuth } from '@/features/partner/auth/partner-auth-context'\n",
    })
    expect(webImport).toEqual([
      "ridelane/feature-boundaries: Import the 'partner' feature through its index ('apps/web/src/features/partner'), not its file 'auth/partner-auth-context'.",
    ])
  })

  it('lets a feature use its own files, and others use it through its index', async () => {
    const allowed: Fixture[] = [
      {
        path: 'apps/web/src/features/ops/components/ops-header.tsx',
        code: "export { usePartnerAuth } from '@/features/partner'\nexport { x } from '../api/x'\n",
      },
      {
        path: 'apps/api/src/modules/ops/find-booking.ts',
        code: "export { bookingRoutes } from '../bookings'\nexport { y } from './repository'\n",
      },
      {
        path: 'apps/web/src/app/routes.tsx',
        code: "export { BookingPage } from '@/features/booking/components/booking-page'\n",
      },
    ]
    for (const fixture of allowed) expect(await problems(fixture), fixture.path).toEqual([])
  })

  it('keeps lib/ and the UI kit free of features', async () => {
    expect(
      await problems({
        path: 'apps/web/src/components/ui/partner-badge.tsx',
        code: "export { usePartnerAuth } from '@/features/partner'\n",
      }),
    ).toEqual([
      "ridelane/feature-boundaries: Shared code in 'apps/web/src/components' must not depend on the 'partner' feature; move what both need to lib/.",
    ])
    // (The module-cycle rule also objects here, as partners use lib/: lint-module-cycles.test.ts.)
    const fromLib = await problems({
      path: 'apps/api/src/lib/tokens.ts',
      code: "export { signUp } from '../modules/partners/sign-up'\n",
    })
    expect(
      fromLib.filter((problem) => problem.startsWith('ridelane/feature-boundaries')),
    ).toHaveLength(1)
  })
})
