import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { request } from '@playwright/test'
import { enrolThroughApi, firstAdmin, setupAdminFile } from './operator-account'

/**
 * Runs once, after playwright.config.ts has started the server: enrols the setup admin that
 * `create-admin` printed, and leaves its session for the specs, which invite a fresh admin of
 * their own from it for each test and each retry (operator-account.ts, invitedAdmin).
 */
export default async function globalSetup() {
  const context = await request.newContext({ baseURL: process.env.E2E_BASE_URL })
  try {
    const admin = await enrolThroughApi(context, firstAdmin('setup-admin.txt'))
    writeFileSync(
      join(process.env.E2E_DATA_DIR ?? '', setupAdminFile),
      JSON.stringify({ token: admin.token }),
    )
  } finally {
    await context.dispose()
  }
}
