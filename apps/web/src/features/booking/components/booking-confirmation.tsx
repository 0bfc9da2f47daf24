import { i18n, type MessageDescriptor } from '@lingui/core'
import { msg, t } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import { PARTNER_REDIRECT_DELAY_MS } from '@ridelane/domain'
import { CheckCircle2, Copy, Home, LifeBuoy, MapPinned } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import { useNavigate } from 'react-router'
import { Button } from '@/components/ui/button'
import { buttonStyles } from '@/components/ui/button-styles'
import { paths } from '@/config/paths'
import { supportEmail } from '@/content/site'
import { rememberRideToken } from '@/features/rides'
import { formatTripDate } from './trip-format'
import { bringIntoView } from './wizard-frame'

export type Confirmation = {
  bookingCode: string
  vehicleName: string
  date: string
  time: string
  totalFare: string
  /** The exact addresses beside a city or district, empty when none was asked for. */
  pickupAddressDetail: string
  dropoffAddressDetail: string
  /** The booking's access token, which opens its ride page; null when it is not known. */
  accessToken: string | null
}

type BookingConfirmationProps = {
  confirmation: Confirmation
  /**
   * A logged-in partner is taken to the dashboard shortly after (docs/product.md#booking-wizard).
   */
  partnerRedirect: boolean
  onBackToHome: () => void
}

const whatsNext: MessageDescriptor[] = [
  msg`Your driver, vehicle and meeting point details arrive by email and WhatsApp before the ride.`,
  msg`Follow your ride as it happens through the ride link in that message.`,
  msg`Need help? Our support team answers by email or WhatsApp, day and night.`,
  msg`After the ride, tell us how it went by rating your driver.`,
]

/** The same four points for a partner, who booked for a guest (docs/product.md#booking-wizard). */
const partnerWhatsNext: MessageDescriptor[] = [
  msg`Your guest gets the driver, vehicle and meeting point details by email and WhatsApp before the ride.`,
  msg`The message carries a ride link your guest can follow the ride with.`,
  msg`Need help? Our support team answers by email or WhatsApp, day and night.`,
  msg`The ride is listed under your bookings and on your monthly statement; your guest may rate the driver afterwards.`,
]

export function BookingConfirmation({
  confirmation,
  partnerRedirect,
  onBackToHome,
}: BookingConfirmationProps) {
  const navigate = useNavigate()
  const [copyNote, setCopyNote] = useState('')
  const section = useRef<HTMLElement>(null)
  const heading = useRef<HTMLHeadingElement>(null)
  const date = formatTripDate(confirmation.date)
  const time = confirmation.time

  // The confirmation replaces the review step, which a phone shows scrolled far down: bring the
  // booking code to the top and the focus to its heading.
  useEffect(() => bringIntoView(section.current, heading.current), [])

  useEffect(() => {
    if (!partnerRedirect) return
    const timer = setTimeout(
      () => void navigate(paths.partner.dashboard),
      PARTNER_REDIRECT_DELAY_MS,
    )
    return () => clearTimeout(timer)
  }, [partnerRedirect, navigate])

  /** The ride page opens with the booking's token, kept for its code in this tab. */
  function trackRide() {
    const { bookingCode, accessToken } = confirmation
    if (!accessToken) return void navigate(paths.manage)
    rememberRideToken(bookingCode, accessToken)
    void navigate(paths.rideDetail(bookingCode))
  }

  async function copyCode() {
    try {
      await navigator.clipboard.writeText(confirmation.bookingCode)
      setCopyNote(t`Booking code copied`)
    } catch {
      setCopyNote(t`Copying is blocked here; select the code to copy it`)
    }
  }

  return (
    <section
      ref={section}
      aria-labelledby="confirmation-title"
      className="scroll-mt-20 rounded-card bg-white p-6 text-center shadow-card sm:p-10"
    >
      <CheckCircle2 className="mx-auto size-14 text-success-600" aria-hidden="true" />
      <h2
        id="confirmation-title"
        ref={heading}
        tabIndex={-1}
        className="mt-4 text-2xl font-extrabold text-ink-900 focus:outline-none sm:text-3xl"
      >
        <Trans>Booking Confirmed!</Trans>
      </h2>
      <p className="mt-2 text-ink-600">
        <Trans>Your booking code</Trans>
      </p>
      <div className="mt-1 flex items-center justify-center gap-2">
        <span
          className="font-mono text-2xl font-bold tracking-widest select-all"
          data-testid="booking-code"
        >
          {confirmation.bookingCode}
        </span>
        <Button
          variant="ghost"
          size="sm"
          onClick={() => void copyCode()}
          aria-label={t`Copy booking code`}
        >
          <Copy className="size-4" aria-hidden="true" />
        </Button>
      </div>
      <p role="status" className="h-5 text-sm text-success-700">
        {copyNote}
      </p>
      <dl className="mx-auto mt-4 grid max-w-md gap-2 text-start text-sm">
        {[
          [t`Vehicle`, confirmation.vehicleName],
          [t`Date and time`, t`${date} at ${time}`],
          [t`Pickup address`, confirmation.pickupAddressDetail],
          [t`Dropoff address`, confirmation.dropoffAddressDetail],
          [t`Total fare`, confirmation.totalFare],
        ]
          .filter(([, value]) => value !== '')
          .map(([label, value]) => (
            <div key={label} className="flex justify-between gap-4 border-b border-ink-100 pb-2">
              <dt className="text-ink-600">{label}</dt>
              <dd className="text-end font-semibold text-ink-900">{value}</dd>
            </div>
          ))}
      </dl>
      <div className="mx-auto mt-6 max-w-md rounded-control bg-ink-50 p-4 text-start">
        <h3 className="font-bold text-ink-900">
          <Trans>What&apos;s Next</Trans>
        </h3>
        <ul className="mt-2 list-disc space-y-1 ps-5 text-sm text-ink-700">
          {(partnerRedirect ? partnerWhatsNext : whatsNext).map((line) => (
            <li key={line.id}>{i18n._(line)}</li>
          ))}
        </ul>
      </div>
      {partnerRedirect && (
        <p role="status" className="mt-4 text-sm text-ink-600">
          <Trans>Taking you to your dashboard...</Trans>
        </p>
      )}
      <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
        <Button variant="outline" onClick={trackRide}>
          <MapPinned className="size-4" aria-hidden="true" />
          <Trans>Track Your Ride</Trans>
        </Button>
        <a
          href={`mailto:${supportEmail}?subject=${encodeURIComponent(`Booking ${confirmation.bookingCode}`)}`}
          className={buttonStyles({ variant: 'outline' })}
        >
          <LifeBuoy className="size-4" aria-hidden="true" />
          <Trans>Contact Support</Trans>
        </a>
        <Button onClick={onBackToHome}>
          <Home className="size-4" aria-hidden="true" />
          <Trans>Back to Home</Trans>
        </Button>
      </div>
    </section>
  )
}
