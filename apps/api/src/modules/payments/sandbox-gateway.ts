import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import {
  cardFormSchemaAt,
  cardSummary,
  declineMessage,
  DomainError,
  parseOrThrow,
  paymentMessages,
  sandboxCardOutcome,
  sandboxOffSessionDecline,
} from '@ridelane/domain'
import { z } from 'zod'
import type { Database } from '../../db/client'
import { serverSecret } from '../pricing'
import {
  WebhookSignatureError,
  type ChargeSavedInput,
  type ConfirmPaymentInput,
  type CreatePaymentInput,
  type GatewayEvent,
  type GatewayPayment,
  type GatewayPaymentStatus,
  type GatewayRefund,
  type PaymentGateway,
  type RefundInput,
} from './gateway'
import {
  confirmWaitingSandboxPayment,
  findSandboxPayment,
  findSandboxRefundByKey,
  insertSandboxPaymentOnce,
  insertSandboxRefund,
  sandboxRefundedCents,
  updateSandboxPayment,
  withLockedSandboxPayment,
  type SandboxPaymentRow,
  type SandboxRefundRow,
} from './sandbox-repository'

// The offline payment gateway (docs/decisions/024-payments.md#the-sandbox): it keeps its state in
// its own tables, answers the well-known test cards as packages/domain's sandboxTestCards say,
// and signs its notifications with a key kept in server_secrets.

/** The name of the sandbox's notification key in `server_secrets`. */
export const SANDBOX_WEBHOOK_SECRET_NAME = 'sandbox-webhook-signing'
/** The header carrying a sandbox notification's signature. */
export const SANDBOX_SIGNATURE_HEADER = 'sandbox-signature'
/** Notifications signed longer ago than this (or this far ahead) are refused. */
export const SANDBOX_WEBHOOK_TOLERANCE_SECONDS = 5 * 60

/** The Ridelane page where the payer passes a sandbox payment's 3-D Secure check. */
export const sandboxChallengePath = (reference: string) =>
  `/pay/sandbox/challenge/${encodeURIComponent(reference)}`

const newReference = (prefix: string) => `${prefix}_${randomBytes(12).toString('base64url')}`

/** The secret the sandbox signs its notifications with: made once, shared by every process. */
export function sandboxWebhookSecret(db: Database): Promise<string> {
  return serverSecret(db, SANDBOX_WEBHOOK_SECRET_NAME, () => randomBytes(32).toString('base64url'))
}

const hmac = (secret: string, timestamp: number, body: string) =>
  createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')

/**
 * The `Sandbox-Signature` header for a notification body: `t=<unix seconds>,v1=<hex>`, where
 * v1 is HMAC-SHA256 over `<t>.<body>` with the sandbox's secret.
 */
export function signSandboxWebhook(
  secret: string,
  body: string,
  timestamp: number = Math.floor(Date.now() / 1000),
): string {
  return `t=${timestamp},v1=${hmac(secret, timestamp, body)}`
}

/** A notification body the sandbox sends about a payment or a refund. */
export function sandboxNotification(
  event:
    | { kind: 'payment.updated'; payment: GatewayPayment }
    | { kind: 'refund.updated'; refund: GatewayRefund },
): string {
  const data = event.kind === 'payment.updated' ? event.payment : event.refund
  return JSON.stringify({ id: newReference('sbevt'), type: event.kind, data })
}

const paymentSchema = z.object({
  reference: z.string(),
  status: z.enum([
    'requires_payment_method',
    'requires_action',
    'processing',
    'succeeded',
    'canceled',
  ]),
  amountCents: z.number().int(),
  currency: z.string(),
  clientSecret: z.string().nullable(),
  card: z.object({ brand: z.string(), last4: z.string() }).nullable(),
  declineMessage: z.string().nullable(),
  declineCode: z.string().nullable(),
  actionUrl: z.string().nullable(),
  cardOnFile: z.boolean().optional(),
})
const refundSchema = z.object({
  reference: z.string(),
  paymentReference: z.string(),
  status: z.enum(['pending', 'succeeded', 'failed']),
  amountCents: z.number().int(),
  currency: z.string(),
})
const notificationSchema = z.object({ id: z.string(), type: z.string(), data: z.unknown() })

function paymentFromRow(row: SandboxPaymentRow): GatewayPayment {
  const status = row.status as GatewayPaymentStatus
  return {
    reference: row.reference,
    status,
    amountCents: row.amountCents,
    currency: row.currency,
    clientSecret: null,
    card: row.cardBrand && row.cardLast4 ? { brand: row.cardBrand, last4: row.cardLast4 } : null,
    declineCode: row.declineCode,
    declineMessage: row.declineCode === null ? null : declineMessage(row.declineCode),
    actionUrl: status === 'requires_action' ? sandboxChallengePath(row.reference) : null,
    cardOnFile: row.cardOnFile,
  }
}

function refundFromRow(row: SandboxRefundRow): GatewayRefund {
  return {
    reference: row.reference,
    paymentReference: row.paymentReference,
    status: row.status as GatewayRefund['status'],
    amountCents: row.amountCents,
    currency: row.currency,
  }
}

const paymentNotFound = () => new DomainError('NOT_FOUND', paymentMessages.paymentNotFound)

function assertAmount(amountCents: number, message: string) {
  if (!Number.isSafeInteger(amountCents) || amountCents <= 0) {
    throw new DomainError('VALIDATION_FAILED', message, {
      details: [{ path: 'amountCents', message }],
    })
  }
}

/**
 * The payer's answer to a sandbox 3-D Secure challenge, for the challenge page: approved, the
 * payment succeeds; failed, it is declined (`authentication_failed`) and may take another card.
 * Answers the payment and where the payer goes back to.
 */
export async function resolveSandboxChallenge(
  db: Database,
  reference: string,
  outcome: 'approve' | 'fail',
): Promise<{ payment: GatewayPayment; returnUrl: string | null }> {
  return withLockedSandboxPayment(db, reference, async (tx, row) => {
    if (!row) throw paymentNotFound()
    if (row.status !== 'requires_action') {
      throw new DomainError('CONFLICT', paymentMessages.challengeNotPending)
    }
    const updated = await updateSandboxPayment(
      tx,
      reference,
      outcome === 'approve'
        ? { status: 'succeeded', declineCode: null }
        : { status: 'requires_payment_method', declineCode: 'authentication_failed' },
    )
    return { payment: paymentFromRow(updated), returnUrl: updated.returnUrl }
  })
}

export type SandboxGatewayOptions = {
  /** The clock for card expiry and notification age; tests may set it. */
  now?: () => Date
}

/** The sandbox adapter of the payment port, on the app's database. */
export function createSandboxGateway(
  db: Database,
  { now = () => new Date() }: SandboxGatewayOptions = {},
): PaymentGateway {
  const cardForm = cardFormSchemaAt(now)
  let secret: Promise<string> | undefined
  const webhookSecret = () => {
    secret ??= sandboxWebhookSecret(db).catch((error: unknown) => {
      secret = undefined
      throw error
    })
    return secret
  }

  return {
    name: 'sandbox',

    async createPayment(input: CreatePaymentInput) {
      assertAmount(input.amountCents, paymentMessages.paymentAmountInvalid)
      const row = await insertSandboxPaymentOnce(db, {
        reference: newReference('sbpay'),
        idempotencyKey: input.idempotencyKey,
        bookingId: input.bookingId,
        bookingCode: input.bookingCode,
        description: input.description,
        amountCents: input.amountCents,
        currency: input.currency,
        status: 'requires_payment_method',
        cardOnFile: input.saveForLater ?? false,
      })
      if (
        row.bookingId !== input.bookingId ||
        row.amountCents !== input.amountCents ||
        row.currency !== input.currency
      ) {
        throw new DomainError('CONFLICT', paymentMessages.paymentDetailsMismatch)
      }
      return paymentFromRow(row)
    },

    async confirmPayment(input: ConfirmPaymentInput) {
      const method = input.paymentMethod
      if (method.kind !== 'card') {
        throw new DomainError('VALIDATION_FAILED', paymentMessages.sandboxCardOnly)
      }
      const card = parseOrThrow(cardForm, {
        number: method.number,
        exp_month: method.expMonth,
        exp_year: method.expYear,
        cvc: method.cvc,
      })
      // The form has checked the number, so it is a valid one and the sandbox knows what to do.
      const outcome = sandboxCardOutcome(card.number) ?? {
        kind: 'declined',
        declineCode: 'card_declined',
      }
      const { brand, last4 } = cardSummary(card.number)
      const changes = {
        status:
          outcome.kind === 'succeeds'
            ? 'succeeded'
            : outcome.kind === 'challenge'
              ? 'requires_action'
              : 'requires_payment_method',
        declineCode: outcome.kind === 'declined' ? outcome.declineCode : null,
        cardBrand: brand,
        cardLast4: last4,
        returnUrl: input.returnUrl,
        // What a later charge of this card would meet: the test card's behaviour, not its number.
        offSessionDecline: sandboxOffSessionDecline(card.number),
      }
      // The usual case in one statement: a payment waiting for a card, confirmed with a new key.
      const taken = await confirmWaitingSandboxPayment(
        db,
        input.reference,
        input.idempotencyKey,
        changes,
      )
      if (taken) return paymentFromRow(taken)
      // Anything else is answered as before, under the payment's lock.
      return withLockedSandboxPayment(db, input.reference, async (tx, row) => {
        if (!row) throw paymentNotFound()
        // A repeated confirmation, or one of a payment past taking a card, changes nothing.
        if (row.confirmKey === input.idempotencyKey) return paymentFromRow(row)
        if (row.status === 'canceled') {
          throw new DomainError('CONFLICT', paymentMessages.paymentNotConfirmable)
        }
        if (row.status !== 'requires_payment_method') return paymentFromRow(row)
        const updated = await updateSandboxPayment(tx, row.reference, {
          ...changes,
          confirmKey: input.idempotencyKey,
        })
        return paymentFromRow(updated)
      })
    },

    async chargeSaved(input: ChargeSavedInput) {
      assertAmount(input.amountCents, paymentMessages.paymentAmountInvalid)
      const from = await findSandboxPayment(db, input.fromPaymentReference)
      if (!from) throw paymentNotFound()
      if (!from.cardOnFile || from.status !== 'succeeded') {
        throw new DomainError('CONFLICT', paymentMessages.noCardOnFile)
      }
      const decline = from.offSessionDecline
      // One statement, as a gateway answers one request: the same key finds the same charge.
      const row = await insertSandboxPaymentOnce(db, {
        reference: newReference('sbpay'),
        idempotencyKey: input.idempotencyKey,
        bookingId: from.bookingId,
        bookingCode: from.bookingCode,
        description: input.description,
        amountCents: input.amountCents,
        currency: input.currency,
        status: decline === null ? 'succeeded' : 'requires_payment_method',
        declineCode: decline,
        cardBrand: from.cardBrand,
        cardLast4: from.cardLast4,
        chargedFrom: from.reference,
      })
      if (
        row.chargedFrom !== from.reference ||
        row.amountCents !== input.amountCents ||
        row.currency !== input.currency
      ) {
        throw new DomainError('CONFLICT', paymentMessages.savedChargeMismatch)
      }
      return paymentFromRow(row)
    },

    async retrievePayment(reference: string) {
      const row = await findSandboxPayment(db, reference)
      if (!row) throw paymentNotFound()
      return paymentFromRow(row)
    },

    async refund(input: RefundInput) {
      assertAmount(input.amountCents, paymentMessages.refundAmountInvalid)
      return withLockedSandboxPayment(db, input.paymentReference, async (tx, payment) => {
        if (!payment) throw paymentNotFound()
        // Read under the payment's lock, so two calls with one key cannot both refund.
        const earlier = await findSandboxRefundByKey(tx, input.idempotencyKey)
        if (earlier) {
          if (
            earlier.paymentReference !== input.paymentReference ||
            earlier.amountCents !== input.amountCents
          ) {
            throw new DomainError('CONFLICT', paymentMessages.refundDetailsMismatch)
          }
          return refundFromRow(earlier)
        }
        if (payment.status !== 'succeeded') {
          throw new DomainError('CONFLICT', paymentMessages.refundNotRefundable)
        }
        const left = payment.amountCents - (await sandboxRefundedCents(tx, payment.reference))
        if (input.amountCents > left) {
          throw new DomainError('CONFLICT', paymentMessages.refundTooLarge(left))
        }
        const refund = await insertSandboxRefund(tx, {
          reference: newReference('sbref'),
          idempotencyKey: input.idempotencyKey,
          paymentReference: payment.reference,
          amountCents: input.amountCents,
          currency: payment.currency,
          reason: input.reason,
          status: 'succeeded',
        })
        return refundFromRow(refund)
      })
    },

    async verifyWebhook(rawBody: string, signatureHeader: string | undefined) {
      const { timestamp, signatures } = readSignatureHeader(signatureHeader)
      const age = Math.floor(now().getTime() / 1000) - timestamp
      if (Math.abs(age) > SANDBOX_WEBHOOK_TOLERANCE_SECONDS) {
        throw new WebhookSignatureError('The webhook signature is too old.')
      }
      const expected = Buffer.from(hmac(await webhookSecret(), timestamp, rawBody), 'hex')
      const matches = signatures.some((candidate) => {
        const given = Buffer.from(candidate, 'hex')
        return given.length === expected.length && timingSafeEqual(given, expected)
      })
      if (!matches) throw new WebhookSignatureError()
      return readNotification(rawBody)
    },
  }
}

function readSignatureHeader(header: string | undefined) {
  if (!header) throw new WebhookSignatureError('The webhook signature is missing.')
  let timestamp: number | undefined
  const signatures: string[] = []
  for (const part of header.split(',')) {
    const [key, value = ''] = part.trim().split('=', 2)
    if (key === 't' && /^\d{1,12}$/.test(value)) timestamp = Number(value)
    if (key === 'v1' && /^[0-9a-f]{64}$/.test(value)) signatures.push(value)
  }
  if (timestamp === undefined || signatures.length === 0) throw new WebhookSignatureError()
  return { timestamp, signatures }
}

function readNotification(rawBody: string): GatewayEvent {
  let parsed: z.infer<typeof notificationSchema>
  try {
    parsed = notificationSchema.parse(JSON.parse(rawBody))
  } catch {
    throw new WebhookSignatureError('The webhook body could not be read.')
  }
  if (parsed.type === 'payment.updated') {
    const payment = paymentSchema.safeParse(parsed.data)
    if (payment.success) return { id: parsed.id, kind: 'payment.updated', payment: payment.data }
  } else if (parsed.type === 'refund.updated') {
    const refund = refundSchema.safeParse(parsed.data)
    if (refund.success) return { id: parsed.id, kind: 'refund.updated', refund: refund.data }
  } else {
    return { id: parsed.id, kind: 'ignored', type: parsed.type }
  }
  throw new WebhookSignatureError('The webhook body could not be read.')
}
