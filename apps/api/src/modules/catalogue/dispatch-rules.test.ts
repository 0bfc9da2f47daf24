import { randomUUID } from 'node:crypto'
import { DEFAULT_DISPATCH_RULES, dispatchMessages as m } from '@ridelane/domain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { App } from '../../app'
import { createTestApp } from '../../../test/support/create-test-app'
import {
  bearer,
  signedInAdmin,
  signedInInvitee,
  useStepClock,
} from '../operators/operator-test-kit'
import { signUp } from '../partners/partner-test-kit'
import { signedInProviderUser } from '../provider-accounts/provider-accounts-test-kit'
import { createdProvider, providerBody } from '../registry/registry-test-kit'
import { areaBody, call } from './catalogue-editor-test-kit'

const url = '/ops/catalogue/areas/pune/dispatch-rules'
const rules = {
  enabled: true,
  offer_hours_before_pickup: 24,
  preferred_provider_ids: [] as string[],
  offer_minutes: 15,
  one_by_one_offers: 2,
  broadcast: true,
  escalate_minutes_before_pickup: 180,
  lead_margin_minutes: 30,
  buffer_minutes: 15,
}

describe('dispatch rules in the catalogue editor', () => {
  let app: App
  let admin: Awaited<ReturnType<typeof signedInAdmin>>
  let dispatcher: Awaited<ReturnType<typeof signedInInvitee>>
  const provider = (serviceAreaIds: string[]) =>
    createdProvider(app, admin.token, {
      ...providerBody,
      name: `Cabs ${randomUUID().slice(0, 6)}`,
      service_area_ids: serviceAreaIds,
    }).then((created) => created.id)
  const saved = async () => (await call(app, admin.token, 'GET', url)).json().data

  beforeAll(async () => {
    useStepClock()
    app = await createTestApp()
    admin = await signedInAdmin(app)
    dispatcher = await signedInInvitee(app, admin.token, 'dispatcher')
    const area = await call(app, admin.token, 'POST', '/ops/catalogue/areas', areaBody)
    expect(area.statusCode, area.body).toBe(201)
  })
  afterAll(() => app.close())

  it('answers the defaults, never saved, for an area without rules', async () => {
    const response = await call(app, dispatcher.token, 'GET', url)
    expect(response.statusCode, response.body).toBe(200)
    expect(response.json().data).toEqual({
      area_id: 'pune',
      rules: DEFAULT_DISPATCH_RULES,
      updated_at: null,
    })
  })

  it("saves an admin's rules, reads them back and audits each change", async () => {
    const preferred = [await provider(['pune']), await provider(['pune', 'new-york'])]
    const first = { ...rules, preferred_provider_ids: preferred }
    const response = await call(app, admin.token, 'PUT', url, first)
    expect(response.statusCode, response.body).toBe(200)
    const view = response.json().data
    expect(view).toEqual({ area_id: 'pune', rules: first, updated_at: expect.any(String) })
    expect(await saved()).toEqual(view)
    expect((await call(app, dispatcher.token, 'GET', url)).json().data).toEqual(view)

    const second = { ...first, preferred_provider_ids: [...preferred].reverse(), offer_minutes: 5 }
    expect((await call(app, admin.token, 'PUT', url, second)).statusCode).toBe(200)
    expect((await saved()).rules).toEqual(second)

    const audit = await call(
      app,
      admin.token,
      'GET',
      '/ops/audit?target_kind=service_area&target_id=pune',
    )
    const entries = audit
      .json()
      .data.entries.filter(
        (entry: { action: string }) => entry.action === 'catalogue.dispatch_rules',
      )
    expect(entries).toMatchObject([
      { operator: { email: admin.email }, before: first, after: second },
      { operator: { email: admin.email }, before: null, after: first },
    ])
  })

  it("refuses each of the domain's rules with its field and message, saving nothing", async () => {
    const before = await saved()
    const twice = randomUUID()
    const refusals: Array<[object, string, string]> = [
      [{ preferred_provider_ids: [], broadcast: false }, 'broadcast', m.nobodyToAsk],
      [
        { offer_hours_before_pickup: 2, escalate_minutes_before_pickup: 60, offer_minutes: 60 },
        'offer_minutes',
        m.offerLongerThanLead(60),
      ],
      [{ offer_hours_before_pickup: 0 }, 'offer_hours_before_pickup', m.offerHoursInvalid],
      [{ offer_hours_before_pickup: 1.5 }, 'offer_hours_before_pickup', m.offerHoursInvalid],
      [{ preferred_provider_ids: ['nobody'] }, 'preferred_provider_ids.0', m.providerUnknown],
      [{ preferred_provider_ids: [twice, twice] }, 'preferred_provider_ids', m.preferredTwice],
      [
        { preferred_provider_ids: Array.from({ length: 21 }, () => randomUUID()) },
        'preferred_provider_ids',
        m.tooManyPreferred,
      ],
      [{ offer_minutes: 0 }, 'offer_minutes', m.offerMinutesInvalid],
      [{ offer_minutes: 241 }, 'offer_minutes', m.offerMinutesInvalid],
      [{ one_by_one_offers: 21 }, 'one_by_one_offers', m.oneByOneInvalid],
      [
        { escalate_minutes_before_pickup: 2881 },
        'escalate_minutes_before_pickup',
        m.escalateInvalid,
      ],
      [{ lead_margin_minutes: 241 }, 'lead_margin_minutes', m.marginInvalid],
      [{ buffer_minutes: -1 }, 'buffer_minutes', m.marginInvalid],
    ]
    for (const [change, path, message] of refusals) {
      const response = await call(app, admin.token, 'PUT', url, { ...rules, ...change })
      expect(response.statusCode, JSON.stringify(change)).toBe(400)
      expect(response.json().error.code).toBe('VALIDATION_FAILED')
      expect(response.json().error.details, JSON.stringify(change)).toContainEqual({
        path,
        message,
      })
    }
    expect(await saved()).toEqual(before)
  })

  it('refuses a preferred provider that is unknown, inactive or serves another area', async () => {
    const serving = await provider(['pune'])
    const elsewhere = await provider(['new-york'])
    const inactive = await provider(['pune'])
    const off = await call(app, admin.token, 'PATCH', `/ops/providers/${inactive}`, {
      active: false,
    })
    expect(off.statusCode, off.body).toBe(200)
    const before = await saved()

    const response = await call(app, admin.token, 'PUT', url, {
      ...rules,
      preferred_provider_ids: [serving, elsewhere, inactive, randomUUID()],
    })
    expect(response.statusCode).toBe(400)
    expect(response.json().error).toEqual({
      code: 'VALIDATION_FAILED',
      message: m.providerNotInArea,
      details: [1, 2, 3].map((index) => ({
        path: `preferred_provider_ids.${index}`,
        message: m.providerNotInArea,
      })),
    })
    expect(await saved()).toEqual(before)
  })

  it('answers 404 for an area that does not exist', async () => {
    const unknown = '/ops/catalogue/areas/atlantis/dispatch-rules'
    for (const response of [
      await call(app, dispatcher.token, 'GET', unknown),
      await call(app, admin.token, 'PUT', unknown, rules),
    ]) {
      expect(response.statusCode).toBe(404)
      expect(response.json().error).toEqual({ code: 'NOT_FOUND', message: m.areaNotFound })
    }
  })

  it('lets any operator read, only an admin write, and nobody else in', async () => {
    const partner = await signUp(app)
    const portalUser = await signedInProviderUser(app, admin.token, await provider(['pune']))
    const strangers: Array<Record<string, string>> = [
      {},
      bearer(partner.token),
      bearer(portalUser.token),
    ]
    for (const method of ['GET', 'PUT'] as const) {
      for (const headers of strangers) {
        const response = await app.inject({
          method,
          url: `/api/v1${url}`,
          headers,
          ...(method === 'PUT' ? { payload: rules } : {}),
        })
        expect(response.statusCode, `${method} ${JSON.stringify(headers)}`).toBe(401)
        expect(response.json().error.code).toBe('UNAUTHORIZED')
      }
    }

    const before = await saved()
    const refused = await call(app, dispatcher.token, 'PUT', url, rules)
    expect(refused.statusCode).toBe(403)
    expect(refused.json().error).toEqual({
      code: 'FORBIDDEN',
      message: 'Only an admin can do this.',
    })
    expect(await saved()).toEqual(before)
    expect((await call(app, dispatcher.token, 'GET', url)).statusCode).toBe(200)
  })
})
