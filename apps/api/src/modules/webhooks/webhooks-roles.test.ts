import {
  adminOnlyMessage,
  portalOnlyMessage,
  signInRequiredMessage,
} from '../../plugins/partner-auth'
import { webhookMessages } from '@ridelane/domain'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { App } from '../../app'
import { approvedPartner } from '../partners/partner-test-kit'
import {
  actors,
  addEndpoint,
  call,
  type ActorName,
  partnerBooking,
  runDeliveries,
  startReceiver,
  webhooksTestApp,
} from './webhooks-test-kit'

// Webhooks are an admin's business: only a partner admin signed in to the portal may see or
// change them, and only its own account's.

// The signed-in partner, standing for whom `actingAs` names (see actors in the test kit): the
// guards read only `request.partner.actor`.
let actingAs: ActorName | undefined
function actAsNamedActor(app: App) {
  app.addHook('onRequest', async (request) => {
    if (request.partner && actingAs) {
      request.partner = { ...request.partner, actor: actors[actingAs] }
    }
  })
}
afterEach(() => {
  actingAs = undefined
})

const callAs = (actor: ActorName, ...args: Parameters<typeof call>) => {
  actingAs = actor
  return call(...args)
}

let app: App
let receiver: Awaited<ReturnType<typeof startReceiver>>
let owner: Awaited<ReturnType<typeof approvedPartner>>
let other: Awaited<ReturnType<typeof approvedPartner>>
let endpointId: string
let eventId: string

beforeAll(async () => {
  app = await webhooksTestApp({ allowPrivate: true, configure: actAsNamedActor })
  receiver = await startReceiver()
  owner = await approvedPartner(app)
  other = await approvedPartner(app)
  endpointId = (await addEndpoint(app, owner.token, `${receiver.url}/roles`)).endpoint.id
  await partnerBooking(app, owner.token)
  await runDeliveries(app)
  eventId = JSON.parse(receiver.requests[0]!.body).id
})
afterAll(async () => {
  await app.close()
  await receiver.close()
})

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE'
const routes = (): Array<[Method, string, object | undefined, number]> => [
  ['GET', '', undefined, 200],
  ['POST', '', { url: `${receiver.url}/added` }, 201],
  ['PATCH', `/${endpointId}`, { enabled: true }, 200],
  ['POST', `/${endpointId}/roll-secret`, undefined, 200],
  ['GET', `/${endpointId}/events`, undefined, 200],
  ['POST', `/${endpointId}/events/${eventId}/redeliver`, undefined, 202],
  ['DELETE', `/${endpointId}`, undefined, 200],
]

describe('who may use the webhook calls', () => {
  it('refuses a caller without a session: 401', async () => {
    for (const [method, url, payload] of routes()) {
      const response = await call(app, undefined, method, url, payload)
      expect(response.statusCode, `${method} ${url}`).toBe(401)
      expect(response.json().error.message).toBe(signInRequiredMessage)
    }
  })

  it('refuses a booker of the team: 403', async () => {
    for (const [method, url, payload] of routes()) {
      const response = await callAs('booker', app, owner.token, method, url, payload)
      expect(response.statusCode, `${method} ${url}`).toBe(403)
      expect(response.json().error.message).toBe(adminOnlyMessage)
    }
  })

  it('refuses an API key, whatever its scopes: 403', async () => {
    for (const [method, url, payload] of routes()) {
      const response = await callAs('api_key', app, owner.token, method, url, payload)
      expect(response.statusCode, `${method} ${url}`).toBe(403)
      expect(response.json().error.message).toBe(portalOnlyMessage)
    }
  })

  it('answers another account’s endpoint as not found: 404, and leaves it as it was', async () => {
    for (const [method, url, payload] of routes().filter(([, url]) => url !== '')) {
      const response = await call(app, other.token, method, url, payload)
      expect(response.statusCode, `${method} ${url}`).toBe(404)
      expect(response.json().error.message).toBe(webhookMessages.endpointNotFound)
    }
    expect((await call(app, other.token, 'GET', '')).json().data.endpoints).toEqual([])
    const log = await call(app, owner.token, 'GET', `/${endpointId}/events`)
    expect(log.json().data.events[0].attempts).toHaveLength(1)
  })

  it('lets an admin of the team do everything', async () => {
    for (const [method, url, payload, status] of routes()) {
      const response = await callAs('member_admin', app, owner.token, method, url, payload)
      expect(response.statusCode, `${method} ${url}: ${response.body}`).toBe(status)
    }
  })

  it('limits redeliveries to 10 a minute per account: 429', async () => {
    const { endpoint } = await addEndpoint(app, owner.token, `${receiver.url}/limited`)
    const statuses: number[] = []
    for (let i = 0; i < 11; i += 1) {
      const response = await call(
        app,
        owner.token,
        'POST',
        `/${endpoint.id}/events/${eventId}/redeliver`,
      )
      statuses.push(response.statusCode)
      if (response.statusCode === 429) {
        expect(response.json().error.message).toBe(webhookMessages.tooManyRedeliveries)
      }
    }
    // One redelivery was spent by the admin above.
    expect(statuses.filter((s) => s === 202)).toHaveLength(9)
    expect(statuses.slice(9)).toEqual([429, 429])
  })
})
