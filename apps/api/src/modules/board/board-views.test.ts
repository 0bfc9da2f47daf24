import {
  BOARD_VIEWS_MAX,
  boardMessages,
  boardViewMessages as m,
  operatorMessages,
} from '@ridelane/domain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { App } from '../../app'
import { appWithOperators, bearer, type SignedInOperator } from '../operators/operator-test-kit'
import { signUp } from '../partners/partner-test-kit'
import { newProvider, signedInProviderUser } from '../provider-accounts/provider-accounts-test-kit'

const unknownId = '00000000-0000-4000-8000-000000000000'

describe('saved views of the bookings board', () => {
  let app: App
  let admin: SignedInOperator
  let dispatcher: SignedInOperator

  const list = (token: string) =>
    app.inject({ method: 'GET', url: '/api/v1/ops/board-views', headers: bearer(token) })
  const save = (token: string, payload: object) =>
    app.inject({
      method: 'POST',
      url: '/api/v1/ops/board-views',
      headers: bearer(token),
      payload,
    })
  const remove = (token: string, id: string) =>
    app.inject({
      method: 'DELETE',
      url: `/api/v1/ops/board-views/${id}`,
      headers: bearer(token),
    })
  const names = async (token: string) => {
    const response = await list(token)
    expect(response.statusCode, response.body).toBe(200)
    return (response.json().data.views as Array<{ name: string }>).map((view) => view.name)
  }

  beforeAll(async () => {
    ;({ app, admin, dispatcher } = await appWithOperators())
  })
  afterAll(() => app.close())

  it('saves a view, lists the operator’s own by name and deletes it', async () => {
    const saved = await save(dispatcher.token, {
      name: '  Tonight, unassigned ',
      query: '?unassigned=true&from=2030-01-15&to=2030-01-15',
    })
    expect(saved.statusCode, saved.body).toBe(201)
    const { view } = saved.json().data
    expect(view).toEqual({
      id: expect.any(String),
      name: 'Tonight, unassigned',
      query: 'unassigned=true&from=2030-01-15&to=2030-01-15',
      created_at: expect.any(String),
    })
    expect(
      (await save(dispatcher.token, { name: 'All London', query: 'area=london' })).statusCode,
    ).toBe(201)
    expect(await names(dispatcher.token)).toEqual(['All London', 'Tonight, unassigned'])
    // Each operator sees their own views only.
    expect(await names(admin.token)).toEqual([])

    const deleted = await remove(dispatcher.token, view.id)
    expect(deleted.statusCode, deleted.body).toBe(200)
    expect(deleted.json().data.views.map((v: { name: string }) => v.name)).toEqual(['All London'])
    const again = await remove(dispatcher.token, view.id)
    expect(again.statusCode).toBe(404)
    expect(again.json().error).toEqual({ code: 'NOT_FOUND', message: m.viewNotFound })
  })

  it('refuses a name twice with 409, and a name or query the board would not take with 400', async () => {
    const first = await save(admin.token, { name: 'Airports', query: 'q=airport' })
    expect(first.statusCode, first.body).toBe(201)
    const twice = await save(admin.token, { name: 'Airports', query: 'status=confirmed' })
    expect(twice.statusCode).toBe(409)
    expect(twice.json().error).toEqual({
      code: 'CONFLICT',
      message: m.nameTaken,
      details: [{ path: 'name', message: m.nameTaken }],
    })
    // Another operator may use the same name.
    expect((await save(dispatcher.token, { name: 'Airports', query: '' })).statusCode).toBe(201)

    const refusals: Array<[object, string, string]> = [
      [{ name: ' ', query: '' }, 'name', m.nameRequired],
      [{ name: 'x'.repeat(61), query: '' }, 'name', m.nameTooLong],
      [{ name: 'Bad date', query: 'from=15-01-2030' }, 'query', boardMessages.dateInvalid],
      [{ name: 'Bad status', query: 'status=lost' }, 'query', boardMessages.statusInvalid],
      [{ name: 'Long', query: `q=${'a'.repeat(1000)}` }, 'query', m.queryTooLong],
      [{ name: 'No query' }, 'query', m.queryRequired],
    ]
    for (const [payload, path, message] of refusals) {
      const response = await save(admin.token, payload)
      expect(response.statusCode, JSON.stringify(payload)).toBe(400)
      expect(response.json().error).toMatchObject({
        code: 'VALIDATION_FAILED',
        message,
        details: [{ path, message }],
      })
    }
    expect(await names(admin.token)).toEqual(['Airports'])
  })

  it(`keeps at most ${BOARD_VIEWS_MAX} views per operator`, async () => {
    const owner = dispatcher
    const held = (await names(owner.token)).length
    for (let i = held; i < BOARD_VIEWS_MAX; i += 1) {
      const response = await save(owner.token, { name: `View ${i}`, query: `page=${i + 1}` })
      expect(response.statusCode, response.body).toBe(201)
    }
    const over = await save(owner.token, { name: 'One too many', query: '' })
    expect(over.statusCode).toBe(409)
    expect(over.json().error).toEqual({ code: 'CONFLICT', message: m.tooMany })
    // Saving at once cannot pass the limit either: the other operator still saves theirs.
    const burst = await Promise.all(
      [1, 2, 3].map((i) => save(owner.token, { name: `Burst ${i}`, query: '' })),
    )
    expect(burst.map((response) => response.statusCode)).toEqual([409, 409, 409])
    expect(await names(owner.token)).toHaveLength(BOARD_VIEWS_MAX)
    expect((await save(admin.token, { name: 'Mine still', query: '' })).statusCode).toBe(201)
  })

  describe('role by role', () => {
    it('answers 401 to no token, a partner and a provider user on every call', async () => {
      const partner = await signUp(app)
      const provider = await newProvider(app, admin.token)
      const providerUser = await signedInProviderUser(app, admin.token, provider.id)
      const strangers: Array<Record<string, string>> = [
        {},
        bearer(partner.token),
        bearer(providerUser.token),
      ]
      const calls = [
        { method: 'GET' as const, url: '/api/v1/ops/board-views' },
        {
          method: 'POST' as const,
          url: '/api/v1/ops/board-views',
          payload: { name: 'Sneaky', query: '' },
        },
        { method: 'DELETE' as const, url: `/api/v1/ops/board-views/${unknownId}` },
      ]
      for (const call of calls) {
        for (const headers of strangers) {
          const response = await app.inject({ ...call, headers })
          expect(response.statusCode, `${call.method} ${call.url}`).toBe(401)
          expect(response.json().error).toEqual({
            code: 'UNAUTHORIZED',
            message: operatorMessages.sessionRequired,
          })
        }
      }
    })

    it('answers 404 for another operator’s view and an unknown one, and leaves it alone', async () => {
      const mine = await save(admin.token, { name: 'Admin only', query: 'unassigned=true' })
      expect(mine.statusCode, mine.body).toBe(201)
      const id = mine.json().data.view.id as string
      for (const target of [id, unknownId, 'not-a-uuid']) {
        const response = await remove(dispatcher.token, target)
        expect(response.statusCode, target).toBe(404)
        expect(response.json().error).toEqual({ code: 'NOT_FOUND', message: m.viewNotFound })
      }
      expect(await names(admin.token)).toContain('Admin only')
      expect(await names(dispatcher.token)).not.toContain('Admin only')
    })

    it('lets admins and dispatchers alike keep views', async () => {
      for (const operator of [admin, dispatcher]) {
        expect((await list(operator.token)).statusCode).toBe(200)
      }
    })
  })
})
