import { DRIVER_LOCATION_INTERVAL_MS } from '@ridelane/domain'
import { useEffect, useState } from 'react'
import { sendDriverLocation } from '../api/driver-job'

export type SharingState = 'off' | 'on' | 'not_sent' | 'denied' | 'unavailable'

/**
 * While `active` (the driver is on the way or waiting) and the driver agreed, sends the phone's position
 * about every 15 seconds; stops when the step changes or the page closes.
 */
export function useLocationSharing(token: string, active: boolean, consented: boolean) {
  const [state, setState] = useState<SharingState>('off')
  useEffect(() => {
    if (!active || !consented) {
      setState('off')
      return
    }
    const geo = typeof navigator === 'undefined' ? undefined : navigator.geolocation
    if (!geo) {
      setState('unavailable')
      return
    }
    let stopped = false
    const send = () =>
      geo.getCurrentPosition(
        (position) => {
          if (stopped) return
          // 'on' only once the server took a position; a refused one (a lost signal, too many
          // tries) says so, and the next interval tries again.
          sendDriverLocation(token, {
            lat: position.coords.latitude,
            lng: position.coords.longitude,
            accuracy: Number.isFinite(position.coords.accuracy) ? position.coords.accuracy : null,
          }).then(
            () => !stopped && setState('on'),
            () => !stopped && setState('not_sent'),
          )
        },
        (error) => {
          if (!stopped) setState(error.code === error.PERMISSION_DENIED ? 'denied' : 'unavailable')
        },
        { enableHighAccuracy: true, maximumAge: 10_000, timeout: 10_000 },
      )
    send()
    const timer = setInterval(send, DRIVER_LOCATION_INTERVAL_MS)
    return () => {
      stopped = true
      clearInterval(timer)
    }
  }, [token, active, consented])
  return state
}
