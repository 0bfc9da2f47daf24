import { useCallback, useEffect, useRef, useState } from 'react'
import { useNavigate, useSearchParams } from 'react-router'
import { paths } from '@/config/paths'
import {
  payWithCard,
  readPayment,
  startPayment,
  type PaymentView,
  type SandboxCard,
} from '../api/booking-payment'
import type { BookingAudience } from '../flow/booking-flow-storage'
import { endPaymentAttempt, paymentAttemptKey } from '../flow/payment-attempt'

/** The query the payment's return address carries, so the wizard knows to pick the payment up. */
export const PAYMENT_RETURN_PARAM = 'payment'
const PAYMENT_RETURN_VALUE = 'return'

/** Where a gateway sends the payer back after a bank's check: the wizard they left. */
export function paymentReturnPath(audience: BookingAudience): string {
  const wizard = audience === 'partner' ? paths.partner.newBooking : paths.booking
  return `${wizard}?${PAYMENT_RETURN_PARAM}=${PAYMENT_RETURN_VALUE}`
}

/** What the sandbox's check page shows of the payment, carried in the navigation's state. */
export type ChallengeState = { amount: number; currency: string }

/** Which call is under way; the buttons that could start another are disabled meanwhile. */
export type PaymentBusy = 'start' | 'card' | 'check' | 'redirect' | null

/** What the payer chose with Complete Booking. */
export type StartOptions = {
  /** Keep the card on file for extra waiting after the ride (unchecked by default). */
  saveCardForExtras?: boolean
}

export type BookingPayment = {
  view: PaymentView | null
  busy: PaymentBusy
  error: unknown
  /**
   * Complete Booking: opens (or finds) the booking's payment and follows it. Without options (a
   * retry), the payer's last answer about keeping the card stands.
   */
  start: (options?: StartOptions) => void
  /** The sandbox card form; resolves with the answer, or null if the call failed. */
  payCard: (card: SandboxCard) => Promise<PaymentView | null>
  /** Reads the payment again (after Stripe's confirmation, a return, or while processing). */
  check: () => void
  returnPath: string
}

type PaymentBooking = { bookingId: string | null; accessToken: string | null }

/**
 * The payment of step 4 (docs/decisions/027-payment-step-in-the-wizard.md). The server decides everything: the
 * gateway, the amount and whether it was paid; the wizard only follows its answers. A payment
 * that went through (or one not needed, for a partner on account) leads to `onPaid`, which asks
 * the server to confirm the booking.
 */
export function useBookingPayment(
  audience: BookingAudience,
  booking: PaymentBooking,
  onPaid: () => void,
): BookingPayment {
  const navigate = useNavigate()
  const [params, setParams] = useSearchParams()
  const [view, setView] = useState<PaymentView | null>(null)
  const [busy, setBusy] = useState<PaymentBusy>(null)
  const [error, setError] = useState<unknown>(null)
  // A second click before React re-renders the disabled button must not start a second call.
  const inFlight = useRef(false)
  // The payer's answer about keeping the card, kept for a retry that does not repeat it.
  const saveCardForExtras = useRef(false)
  const { bookingId, accessToken } = booking
  const onPaidRef = useRef(onPaid)
  useEffect(() => {
    onPaidRef.current = onPaid
  })

  // A new booking (another vehicle or trip) has a payment of its own.
  useEffect(() => {
    setView(null)
    setError(null)
    saveCardForExtras.current = false
  }, [bookingId])

  const follow = useCallback(
    (next: PaymentView) => {
      setView(next)
      if (
        next.status === 'succeeded' ||
        next.status === 'not_required' ||
        next.gateway === 'on_account' ||
        next.booking_status === 'confirmed'
      ) {
        onPaidRef.current()
        return
      }
      if (next.status === 'requires_action' && next.gateway === 'sandbox' && next.action_url) {
        setBusy('redirect')
        const state: ChallengeState = { amount: next.amount, currency: next.currency }
        if (next.action_url.startsWith('/')) void navigate(next.action_url, { state })
        else window.location.assign(next.action_url)
      }
    },
    [navigate],
  )

  const run = useCallback(
    async <T>(kind: Exclude<PaymentBusy, null>, call: () => Promise<T>): Promise<T | null> => {
      if (inFlight.current) return null
      inFlight.current = true
      setBusy(kind)
      setError(null)
      try {
        return await call()
      } catch (failure) {
        setError(failure)
        return null
      } finally {
        inFlight.current = false
        setBusy((current) => (current === 'redirect' ? current : null))
      }
    },
    [],
  )

  const start = useCallback(
    (options?: StartOptions) => {
      // A button may hand its click event over: only a real answer changes the one kept.
      if (typeof options?.saveCardForExtras === 'boolean') {
        saveCardForExtras.current = options.saveCardForExtras
      }
      if (!bookingId || !accessToken) return
      void run('start', async () => {
        const idempotencyKey = paymentAttemptKey(bookingId, 'start')
        try {
          const answer = await startPayment({
            bookingId,
            accessToken,
            idempotencyKey,
            saveCardForExtras: saveCardForExtras.current,
          })
          endPaymentAttempt(bookingId, 'start')
          follow(answer)
        } catch (failure) {
          endPaymentAttempt(bookingId, 'start', failure)
          throw failure
        }
      })
    },
    [bookingId, accessToken, run, follow],
  )

  const check = useCallback(() => {
    if (!bookingId || !accessToken) return
    void run('check', async () => follow(await readPayment({ bookingId, accessToken })))
  }, [bookingId, accessToken, run, follow])

  const returnPath = paymentReturnPath(audience)
  const payCard = useCallback(
    async (card: SandboxCard) => {
      if (!bookingId || !accessToken) return null
      return run('card', async () => {
        const idempotencyKey = paymentAttemptKey(bookingId, 'card')
        try {
          const answer = await payWithCard({
            bookingId,
            accessToken,
            idempotencyKey,
            card,
            returnUrl: returnPath,
          })
          endPaymentAttempt(bookingId, 'card')
          follow(answer)
          return answer
        } catch (failure) {
          endPaymentAttempt(bookingId, 'card', failure)
          throw failure
        }
      })
    },
    [bookingId, accessToken, run, follow, returnPath],
  )

  // Back from a bank's check (/booking?payment=return): the saved wizard reads the payment again.
  const returned = params.get(PAYMENT_RETURN_PARAM) === PAYMENT_RETURN_VALUE
  const pickedUp = useRef(false)
  useEffect(() => {
    if (!returned || pickedUp.current) return
    pickedUp.current = true
    setParams(
      (current) => {
        const next = new URLSearchParams(current)
        next.delete(PAYMENT_RETURN_PARAM)
        // Stripe adds its own references on the way back; the server reads the payment itself.
        for (const name of ['payment_intent', 'payment_intent_client_secret', 'redirect_status']) {
          next.delete(name)
        }
        return next
      },
      { replace: true },
    )
    check()
  }, [returned, setParams, check])

  return { view, busy, error, start, payCard, check, returnPath }
}
