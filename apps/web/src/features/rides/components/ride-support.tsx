import { t } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
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
    <RideSection title={t`Need help?`}>
      <p>
        <Trans>
          Our support team answers day and night. Your booking code is already in the message.
        </Trans>
      </p>
      <div className="mt-3 grid gap-2 sm:grid-cols-2">
        <a href={support.email_link} className={buttonStyles({ variant: 'outline' })}>
          <Mail className="size-4" aria-hidden="true" />
          <Trans>Email support</Trans>
        </a>
        <a
          href={support.whatsapp_link}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonStyles({ variant: 'outline' })}
        >
          <MessageCircle className="size-4" aria-hidden="true" />
          <Trans>WhatsApp support</Trans>
        </a>
      </div>
      {/* eslint-disable-next-line lingui/no-unlocalized-strings -- a brand name and contacts */}
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
      setError(apiErrorMessage(caught, t`The download failed. Please try again.`))
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
    <RideSection title={t`Add to calendar`}>
      <p>
        <Trans>Save the pickup in your calendar app, in the pickup&apos;s local time.</Trans>
      </p>
      <Button
        variant="outline"
        className="mt-3 w-full sm:w-auto"
        loading={busy === 'calendar.ics'}
        onClick={() => void download('calendar.ics')}
      >
        <CalendarPlus className="size-4" aria-hidden="true" />
        <Trans>Add to calendar</Trans>
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
  const invoice = ride.receipt.invoice_number
  return (
    <RideSection title={t`Receipt`} id={RECEIPT_SECTION_ID} focusable>
      {ride.receipt.available ? (
        <>
          {invoice && <p>{t`Invoice ${invoice}`}</p>}
          <Button
            variant="outline"
            className="mt-3 w-full sm:w-auto"
            loading={busy === 'receipt.pdf'}
            onClick={() => void download('receipt.pdf')}
          >
            <FileText className="size-4" aria-hidden="true" />
            <Trans>Download receipt</Trans>
          </Button>
        </>
      ) : ride.money_with_partner ? (
        <p>{RECEIPT_WITH_PARTNER_TEXT}</p>
      ) : (
        <p>
          <Trans>The receipt can be downloaded here once the ride is paid.</Trans>
        </p>
      )}
      {error && (
        <Alert tone="danger" className="mt-3">
          {error}
        </Alert>
      )}
    </RideSection>
  )
}
