import { RECEIPT_WITH_PARTNER_TEXT, type RideView } from '@ridelane/domain'
import { CalendarPlus, FileText, Mail, MessageCircle } from 'lucide-react'
import { useState } from 'react'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { buttonStyles } from '@/components/ui/button-styles'
import { apiErrorMessage } from '@/lib/api-client'
import { downloadRideFile, type RideFile } from '../api/ride-files'
import type { RideAccess } from '../ride-access'
import { RideSection } from './ride-section'

/** Support by email or WhatsApp, with the booking code already written in. */
export function RideSupport({ ride }: { ride: RideView }) {
  const { support } = ride
  return (
    <RideSection title="Need help?">
      <p>Our support team answers day and night. Your booking code is already in the message.</p>
      <div className="mt-3 grid gap-2 sm:grid-cols-2">
        <a href={support.email_link} className={buttonStyles({ variant: 'outline' })}>
          <Mail className="size-4" aria-hidden="true" />
          Email support
        </a>
        <a
          href={support.whatsapp_link}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonStyles({ variant: 'outline' })}
        >
          <MessageCircle className="size-4" aria-hidden="true" />
          WhatsApp support
        </a>
      </div>
      <p className="mt-2 text-xs text-ink-600">{`${support.email} · WhatsApp ${support.whatsapp}`}</p>
    </RideSection>
  )
}

/** One download at a time, with its error kept until the next try. */
function useRideDownload(access: RideAccess) {
  const [busy, setBusy] = useState<RideFile | null>(null)
  const [error, setError] = useState<string | null>(null)
  async function download(file: RideFile) {
    setBusy(file)
    setError(null)
    try {
      await downloadRideFile(access, file)
    } catch (caught) {
      setError(apiErrorMessage(caught, 'The download failed. Please try again.'))
    } finally {
      setBusy(null)
    }
  }
  return { busy, error, download }
}

/** The ride as an entry for the traveller's calendar. */
export function RideCalendar({ access }: { access: RideAccess }) {
  const { busy, error, download } = useRideDownload(access)
  return (
    <RideSection title="Add to calendar">
      <p>Save the pickup in your calendar app, in the pickup&apos;s local time.</p>
      <Button
        variant="outline"
        className="mt-3 w-full sm:w-auto"
        loading={busy === 'calendar.ics'}
        onClick={() => void download('calendar.ics')}
      >
        <CalendarPlus className="size-4" aria-hidden="true" />
        Add to calendar
      </Button>
      {error && (
        <Alert tone="danger" className="mt-3">
          {error}
        </Alert>
      )}
    </RideSection>
  )
}

/** The id of the receipt's section: `?receipt=1` (the completion mail's link) moves focus to it. */
export const RECEIPT_SECTION_ID = 'receipt'

/** The receipt as a PDF once something was paid (or billed). */
export function RideReceipt({ ride, access }: { ride: RideView; access: RideAccess }) {
  const { busy, error, download } = useRideDownload(access)
  return (
    <RideSection title="Receipt" id={RECEIPT_SECTION_ID} focusable>
      {ride.receipt.available ? (
        <>
          {ride.receipt.invoice_number && <p>{`Invoice ${ride.receipt.invoice_number}`}</p>}
          <Button
            variant="outline"
            className="mt-3 w-full sm:w-auto"
            loading={busy === 'receipt.pdf'}
            onClick={() => void download('receipt.pdf')}
          >
            <FileText className="size-4" aria-hidden="true" />
            Download receipt
          </Button>
        </>
      ) : ride.money_with_partner ? (
        <p>{RECEIPT_WITH_PARTNER_TEXT}</p>
      ) : (
        <p>The receipt can be downloaded here once the ride is paid.</p>
      )}
      {error && (
        <Alert tone="danger" className="mt-3">
          {error}
        </Alert>
      )}
    </RideSection>
  )
}
