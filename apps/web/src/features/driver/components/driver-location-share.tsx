import { i18n } from '@lingui/core'
import { msg, t } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import { driverJobMessages } from '@ridelane/domain'
import { LocateFixed } from 'lucide-react'
import { useState } from 'react'
import { Button } from '@/components/ui/button'
import { useLocationSharing } from '../hooks/use-location-sharing'
import { domainText } from '@/i18n/catalogues'

const stateWords = {
  on: msg`Sharing your location with the passenger until you arrive.`,
  waiting: msg`Sharing your location while you wait: it is the evidence a no-show needs.`,
  not_sent: msg`Your location could not be sent just now; it will try again in a few seconds.`,
  denied: msg`Your phone did not allow sharing the location. The passenger still sees your status.`,
  unavailable: msg`Your location could not be read. The passenger still sees your status.`,
} as const

/**
 * While on the way and waiting at the pickup (`active`, the job's share_location): asks once,
 * then shares the phone's position about every 15 seconds. `waiting` says what it is for now.
 */
export function DriverLocationShare({
  token,
  active,
  waiting,
}: {
  token: string
  active: boolean
  waiting: boolean
}) {
  const [consented, setConsented] = useState(false)
  const state = useLocationSharing(token, active, consented)
  if (!active) return null
  return (
    <section
      aria-label={t`Location sharing`}
      className="rounded-card border border-ink-200 bg-white p-4"
    >
      {consented ? (
        <p role="status">
          {state === 'off'
            ? t`Starting location sharing…`
            : i18n._(state === 'on' && waiting ? stateWords.waiting : stateWords[state])}
        </p>
      ) : (
        <>
          <p>{domainText(driverJobMessages.locationConsent)}</p>
          <Button variant="secondary" className="mt-3 w-full" onClick={() => setConsented(true)}>
            <LocateFixed className="size-5" aria-hidden="true" />
            <Trans>Share my location</Trans>
          </Button>
        </>
      )}
    </section>
  )
}
