import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { App } from '../../app'
import { mailOutbox } from '../../db/schema'
import { createTestApp } from '../../../test/support/create-test-app'
import {
  bearer,
  signedInAdmin,
  signedInInvitee,
  useStepClock,
} from '../operators/operator-test-kit'

describe('the mail outbox in the console', () => {
  let app: App
  let admin: Awaited<ReturnType<typeof signedInAdmin>>
  let dispatcher: Awaited<ReturnType<typeof signedInInvitee>>
  const get = (url: string, token: string) =>
    app.inject({ method: 'GET', url: `/api/v1${url}`, headers: bearer(token) })
  const retry = (id: string, token: string) =>
    app.inject({ method: 'POST', url: `/api/v1/ops/outbox/${id}/retry`, headers: bearer(token) })

  async function failedMail(subject: string) {
    const [row] = await app.db
      .insert(mailOutbox)
      .values({
        toAddress: 'traveller@ridelane.example',
        subject,
        textBody: 'Secret link: https://ridelane.test/ops/set-password#token=abc',
        status: 'failed',
        attempts: 5,
        lastError: '550 mailbox unavailable',
      })
      .returning()
    return row!
  }

  beforeAll(async () => {
    useStepClock()
    app = await createTestApp()
    admin = await signedInAdmin(app)
    dispatcher = await signedInInvitee(app, admin.token, 'dispatcher')
  })
  afterAll(() => app.close())

  it('lists failed mail with its last error and never a body, to a dispatcher too', async () => {
    const mail = await failedMail(`Your booking ${Date.now()}`)
    const response = await get('/ops/outbox?status=failed', dispatcher.token)
    expect(response.statusCode, response.body).toBe(200)
    expect(response.headers['cache-control']).toBe('no-store')
    const data = response.json().data
    expect(data.mails.every((m: { status: string }) => m.status === 'failed')).toBe(true)
    expect(data.mails).toContainEqual({
      id: mail.id,
      to: 'traveller@ridelane.example',
      subject: mail.subject,
      status: 'failed',
      attempts: 5,
      last_error: '550 mailbox unavailable',
      created_at: mail.createdAt.toISOString(),
      next_attempt_at: null,
      sent_at: null,
    })
    expect(response.body).not.toContain('set-password')
    expect(data.pagination).toMatchObject({ current_page: 1 })
  })

  it('shows the invitation mails without their set-password links', async () => {
    const response = await get('/ops/outbox', dispatcher.token)
    const subjects = response.json().data.mails.map((m: { subject: string }) => m.subject)
    expect(subjects).toContain('Your Ridelane operator account')
    expect(response.body).not.toContain('#token=')
  })

  it('queues a failed mail again, once, and audits it', async () => {
    const mail = await failedMail('Retry me')
    const first = await retry(mail.id, dispatcher.token)
    expect(first.statusCode, first.body).toBe(200)
    expect(first.json().data).toMatchObject({
      mail: { id: mail.id, status: 'pending', attempts: 0, last_error: '550 mailbox unavailable' },
      message: 'The mail is queued to be sent again.',
    })
    expect(first.json().data.mail.next_attempt_at).toEqual(expect.any(String))
    // Asking again changes nothing and records nothing more.
    const again = await retry(mail.id, dispatcher.token)
    expect(again.statusCode).toBe(200)
    expect(again.json().data.mail.status).toBe('pending')

    const audit = await get(`/ops/audit?target_kind=mail&target_id=${mail.id}`, admin.token)
    expect(audit.json().data.entries).toEqual([
      expect.objectContaining({
        action: 'mail.retry',
        operator: { id: dispatcher.id, email: dispatcher.email },
        before: { status: 'failed', attempts: 5, last_error: '550 mailbox unavailable' },
        after: { status: 'pending', attempts: 0, last_error: '550 mailbox unavailable' },
      }),
    ])
  })

  it('refuses to send a sent mail again', async () => {
    const mail = await failedMail('Already sent')
    await app.db.update(mailOutbox).set({ status: 'sent' }).where(eq(mailOutbox.id, mail.id))
    const response = await retry(mail.id, admin.token)
    expect(response.statusCode).toBe(409)
    expect(response.json()).toEqual({
      success: false,
      error: { code: 'CONFLICT', message: 'Only a failed mail can be sent again.' },
    })
  })

  it('answers 404 for an unknown or malformed id, and 400 for a bad filter', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const response = await retry(id, admin.token)
      expect(response.statusCode).toBe(404)
      expect(response.json().error.message).toBe('No mail in the outbox has this id.')
    }
    for (const query of ['status=lost', 'page=0', 'page=abc']) {
      const response = await get(`/ops/outbox?${query}`, admin.token)
      expect(response.statusCode, query).toBe(400)
      expect(response.json()).toMatchObject({
        success: false,
        error: { code: 'VALIDATION_FAILED' },
      })
    }
  })
})
