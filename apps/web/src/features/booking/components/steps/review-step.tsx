import { i18n } from '@lingui/core'
import { t } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import {
  canCompleteBooking,
  defaultWaitingPolicy,
  extrasConsent,
  cancellationTermsOf,
  freeCancellationDeadline,
  freeCancellationText,
  zonedDateTimeToIso,
  paymentMethodLabels,
  paymentMethods,
  type BookingFlowState,
  type PaymentMethod,
} from '@ridelane/domain'
import { CalendarCheck, CreditCard, Lock, Wallet } from 'lucide-react'
import { useState, type ReactNode } from 'react'
import { Link } from 'react-router'
import { Button } from '@/components/ui/button'
import { Checkbox } from '@/components/ui/checkbox'
import { paths } from '@/config/paths'
import { domainText, domainTranslator, pageLanguage } from '@/i18n/catalogues'
import { formatShortZonedTime, pageLocale } from '@/i18n/format'
import { cn } from '@/lib/cn'
import type { BookingPayment, StartOptions } from '../../hooks/use-booking-payment'
import { PaymentPanel, paymentFormFor } from '../payment/payment-panel'
import { StepPanel } from '../step-panel'
import { stepTitles } from '../wizard-frame'
import { TripSummary } from '../trip-summary'
import { FareBreakdown, type ReviewFare } from './fare-breakdown'
import { PassengerSummary, ReviewSection, SelectedVehicleSummary } from './review-sections'

type ReviewStepProps = {
  flow: BookingFlowState
  fare: ReviewFare | null
  onEditTrip: () => void
  onChangeVehicle: () => void
  onEditPassenger: () => void
  onPaymentMethodChange: (method: PaymentMethod) => void
  /** Complete Booking, with the payer's answer about keeping the card for extra waiting. */
  onComplete: (options: StartOptions) => void
  completing: boolean
  failure?: ReactNode
  /** The booking's payment once Complete Booking opened it (docs/decisions/027-payment-step-in-the-wizard.md). */
  payment?: BookingPayment
  /** The currency the wizard shows prices in. */
  displayCurrency?: string
  /** The pickup's IANA zone: the free-cancellation line reads its clock. */
  pickupTimeZone?: string
  /** A net-rate partner: what its traveller will be shown of the price. */
  travellerShown?: string | undefined
}

/**
 * 'Free cancellation until Tue 14 Jan, 10:30 New York time' for the chosen vehicle, or a line
 * saying the full refund has already passed; null while the pickup is unknown. In the page's
 * language, the deadline written as its locale writes a short date and time.
 */
export function freeCancellationLine(
  flow: BookingFlowState,
  timeZone: string,
  now = new Date(),
): string | null {
  const { rideDetails: ride, selectedVehicle: vehicle } = flow
  if (!vehicle) return null
  let pickupAt: string
  try {
    pickupAt = zonedDateTimeToIso(ride.date, ride.time, timeZone)
  } catch {
    return null
  }
  const deadline = freeCancellationDeadline({
    rideType: ride.rideType,
    seats: vehicle.capacity.seats,
    pickupAt: new Date(pickupAt),
    // The class's own terms as quoted; the standard ones for its seats when the quote has none.
    terms: vehicle.cancellationTerms ? cancellationTermsOf(vehicle.cancellationTerms) : null,
  })
  if (!deadline) return null
  if (deadline <= now) {
    return t`This pickup is too close for a full refund if you cancel.`
  }
  const inLanguage =
    pageLanguage() === 'en'
      ? undefined
      : { i18n: domainTranslator, when: formatShortZonedTime(deadline, timeZone) }
  return `${freeCancellationText(deadline, timeZone, inLanguage)}.`
}

const methodIcons = { card: CreditCard, wallet: Wallet } as const

/** Step 4 'Review & Payment' (docs/product.md#booking-wizard). */
export function ReviewStep(props: ReviewStepProps) {
  const { flow, payment } = props
  const [consent, setConsent] = useState(false)
  // Unchecked by default: the booking can be paid without it (docs/decisions/024-payments.md).
  const [keepCard, setKeepCard] = useState(false)
  const paymentView = payment?.view ?? null
  // Once a card is wanted, its form's Pay button takes over from Complete Booking.
  const cardWanted = paymentFormFor(payment?.view ?? null) !== 'none'
  const method = flow.paymentDetails.method
  const cancellationLine = props.pickupTimeZone
    ? freeCancellationLine(flow, props.pickupTimeZone)
    : null
  const canComplete = canCompleteBooking({
    paymentMethod: method,
    bookingId: flow.bookingId,
    consent,
  })
  return (
    <StepPanel title={i18n._(stepTitles[4])}>
      <div className="grid gap-4 lg:grid-cols-[1fr_22rem]">
        <div className="grid content-start gap-4">
          <ReviewSection
            title={t`Trip Summary`}
            action={{ label: t`Edit`, onClick: props.onEditTrip }}
          >
            <TripSummary ride={flow.rideDetails} />
          </ReviewSection>
          <ReviewSection
            title={t`Selected Vehicle`}
            action={{ label: t`Change`, onClick: props.onChangeVehicle }}
          >
            {flow.selectedVehicle && <SelectedVehicleSummary vehicle={flow.selectedVehicle} />}
          </ReviewSection>
          {flow.selectedVehicle && (
            <ReviewSection
              title={t`Passenger & Ride Preferences`}
              action={{ label: t`Edit`, onClick: props.onEditPassenger }}
            >
              <PassengerSummary
                passenger={flow.passengerDetails}
                preferences={flow.preferences}
                vehicle={flow.selectedVehicle}
              />
            </ReviewSection>
          )}
        </div>
        <div className="grid content-start gap-4">
          <ReviewSection title={t`Payment Method`}>
            <fieldset>
              <legend className="sr-only">
                <Trans>Payment Method</Trans>
              </legend>
              <div className="grid gap-2">
                {paymentMethods.map((option) => {
                  const Icon = methodIcons[option]
                  return (
                    <label
                      key={option}
                      className={cn(
                        'flex cursor-pointer items-center gap-3 rounded-control border-2 px-3 py-2.5 text-sm font-semibold',
                        method === option ? 'border-accent-400 bg-accent-50' : 'border-ink-100',
                      )}
                    >
                      <input
                        type="radio"
                        name="payment-method"
                        value={option}
                        checked={method === option}
                        onChange={() => props.onPaymentMethodChange(option)}
                        className="accent-ink-900"
                      />
                      <Icon className="size-4 text-ink-600" aria-hidden="true" />
                      {domainText(paymentMethodLabels[option])}
                    </label>
                  )
                })}
              </div>
            </fieldset>
          </ReviewSection>
          <ReviewSection title={t`Fare Breakdown`}>
            <FareBreakdown fare={props.fare} />
            {props.travellerShown && (
              <p className="mt-3 text-sm text-ink-700">{props.travellerShown}</p>
            )}
          </ReviewSection>
          {cancellationLine && (
            <p className="flex items-start gap-2 rounded-control bg-success-50 px-3 py-2.5 text-sm text-success-700">
              <CalendarCheck className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
              {cancellationLine}
            </p>
          )}
          <Checkbox
            checked={consent}
            onChange={(e) => setConsent(e.target.checked)}
            label={
              <Trans>
                I agree to the{' '}
                <Link to={paths.privacy} target="_blank" className="underline">
                  Privacy Policy
                </Link>{' '}
                and{' '}
                <Link to={paths.terms} target="_blank" className="underline">
                  Terms of Service
                </Link>
              </Trans>
            }
          />
          {paymentView?.gateway !== 'on_account' && (
            <Checkbox
              checked={paymentView ? paymentView.card_on_file : keepCard}
              // The open payment was made with the answer; the gateway keeps a card only if asked then.
              disabled={paymentView !== null}
              onChange={(e) => setKeepCard(e.target.checked)}
              label={domainText(extrasConsent.label)}
              description={extrasConsent.description(
                defaultWaitingPolicy.chargeCentsPerBlock,
                domainTranslator,
                pageLocale(),
              )}
            />
          )}
          {!cardWanted && (
            <Button
              variant="secondary"
              size="lg"
              disabled={!canComplete || !props.fare || (payment?.busy ?? null) !== null}
              loading={props.completing}
              onClick={() => props.onComplete({ saveCardForExtras: keepCard })}
            >
              <Lock className="size-4" aria-hidden="true" />
              <Trans>Complete Booking</Trans>
            </Button>
          )}
          {payment && (
            <PaymentPanel
              payment={payment}
              displayCurrency={props.displayCurrency ?? flow.currency}
              confirming={props.completing}
            />
          )}
          {props.failure}
        </div>
      </div>
    </StepPanel>
  )
}
