import { t } from '@lingui/core/macro'
import { BOOKING_TOKEN_HEADER, type BookingStatus } from '@ridelane/domain'
import { apiRequest } from '@/lib/api-client'

/**
 * The server's view of a booking's payment (docs/decisions/027-payment-step-in-the-wizard.md): which gateway
 * takes it, where it stands and what the payer must do next. Amounts are in `currency`, the
 * currency actually charged, which may differ from the wizard's display currency.
 */
export type PaymentView = {
  gateway: 'sandbox' | 'stripe' | 'on_account'
  status:
    | 'requires_payment_method'
    | 'requires_action'
    | 'processing'
    | 'succeeded'
    | 'declined'
    | 'not_required'
  amount: number
  currency: string
  client_secret: string | null
  publishable_key: string | null
  action_url: string | null
  decline_message: string | null
  card: { brand: string; last4: string } | null
  /** The payer agreed to keep this payment's card on file for extra waiting after the ride. */
  card_on_file: boolean
  booking_status: BookingStatus
}

/** The card fields the sandbox's payment page sends; never stored in the browser. */
export type SandboxCard = {
  number: string
  exp_month: number
  exp_year: number
  cvc: string
}

type BookingCall = { bookingId: string; accessToken: string }

const bookingPath = (bookingId: string) => `/bookings/${encodeURIComponent(bookingId)}/payment`
const tokenHeader = (accessToken: string) => ({ [BOOKING_TOKEN_HEADER]: accessToken })

/**
 * Opens the booking's payment, or returns the one already open (or paid). `saveCardForExtras`:
 * the payer agreed to keep the card on file for extra waiting after the ride; another answer than
 * the open payment's, before a card is taken, opens a new payment.
 */
export function startPayment({
  bookingId,
  accessToken,
  idempotencyKey,
  saveCardForExtras,
}: BookingCall & { idempotencyKey: string; saveCardForExtras: boolean }): Promise<PaymentView> {
  return apiRequest<PaymentView>(bookingPath(bookingId), {
    method: 'POST',
    headers: { ...tokenHeader(accessToken), 'Idempotency-Key': idempotencyKey },
    body: { save_card_for_extras: saveCardForExtras },
    defaultErrorMessage: t`We could not start your payment`,
  })
}

/** The booking's latest payment, as the gateway now sees it (after a redirect or a reload). */
export function readPayment({ bookingId, accessToken }: BookingCall): Promise<PaymentView> {
  return apiRequest<PaymentView>(bookingPath(bookingId), {
    headers: tokenHeader(accessToken),
    defaultErrorMessage: t`We could not check your payment`,
  })
}

/** Pays the open sandbox payment with a card; the answer says paid, declined or check needed. */
export function payWithCard({
  bookingId,
  accessToken,
  idempotencyKey,
  card,
  returnUrl,
}: BookingCall & { idempotencyKey: string; card: SandboxCard; returnUrl: string }) {
  return apiRequest<PaymentView>(`${bookingPath(bookingId)}/card`, {
    method: 'POST',
    headers: { ...tokenHeader(accessToken), 'Idempotency-Key': idempotencyKey },
    body: { ...card, return_url: returnUrl },
    defaultErrorMessage: t`We could not take your payment`,
  })
}

/** The sandbox's stand-in for a bank's 3-D Secure page: pass or fail the check. */
export function resolveSandboxChallenge(
  reference: string,
  outcome: 'approve' | 'fail',
): Promise<{ return_url: string }> {
  return apiRequest<{ return_url: string }>(
    `/payments/sandbox/challenge/${encodeURIComponent(reference)}`,
    {
      method: 'POST',
      body: { outcome },
      defaultErrorMessage: t`We could not record your answer`,
    },
  )
}
