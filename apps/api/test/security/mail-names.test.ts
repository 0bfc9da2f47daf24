import { mailNameMessages } from '@ridelane/domain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { App } from '../../src/app'
import { signedInAdmin } from '../../src/modules/operators/operator-test-kit'
import { bearer, signUp, uniqueEmail } from '../../src/modules/partners/partner-test-kit'
import { teamCall } from '../../src/modules/partner-team/team-test-kit'
import { api, newProvider } from '../../src/modules/provider-accounts/provider-accounts-test-kit'
import { createTestApp } from '../support/create-test-app'

// Issue 30: names that invitation mails quote, sent to any address, took line breaks, markup and
// spreadsheet formulas. Each is now a 400 naming the field and the rule.
const hostileNames = [
  ['Anna\r\nBcc: everyone@evil.example', mailNameMessages.oneLine],
  ['<a href="https://evil.example">Anna</a>', mailNameMessages.angleBrackets],
  ['=HYPERLINK("https://evil.example","Pay")', mailNameMessages.formulaStart],
] as const

const refusedAs = (path: string, message: string) => ({
  success: false,
  error: { code: 'VALIDATION_FAILED', message: expect.any(String), details: [{ path, message }] },
})

describe('names that go into mails', () => {
  let app: App
  beforeAll(async () => {
    app = await createTestApp()
  })
  afterAll(() => app.close())

  it('refuses a team member name that would not stay a name', async () => {
    const { token } = await signUp(app)
    for (const [name, message] of hostileNames) {
      const member = { name, email: uniqueEmail('colleague'), role: 'booker' }
      const response = await teamCall(app, token, 'POST', '/members', member)
      expect(response.statusCode).toBe(400)
      expect(response.json()).toEqual(refusedAs('name', message))
    }
  })

  it('refuses such a business name in the partner profile', async () => {
    const { token } = await signUp(app)
    const profile = {
      admin_email: 'admin@skyline.example',
      admin_contact: '+919876543210',
      country: 'India',
      city: 'Indore',
    }
    for (const [business_name, message] of hostileNames) {
      const response = await app.inject({
        method: 'PUT',
        url: '/api/v1/partners/profile',
        headers: bearer(token),
        payload: { ...profile, business_name },
      })
      expect(response.statusCode).toBe(400)
      expect(response.json()).toEqual(refusedAs('business_name', message))
    }
  })

  it('refuses it for a provider portal user', async () => {
    const admin = await signedInAdmin(app)
    const { id } = await newProvider(app, admin.token)
    for (const [name, message] of hostileNames) {
      const user = { name, email: uniqueEmail('desk') }
      const invited = await api(
        app,
        'POST',
        `/ops/providers/${id}/users`,
        user,
        bearer(admin.token),
      )
      expect(invited.statusCode).toBe(400)
      expect(invited.json()).toEqual(refusedAs('name', message))
    }
  })
})
