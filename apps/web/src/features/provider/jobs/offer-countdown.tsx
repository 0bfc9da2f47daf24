import { useEffect, useState } from 'react'
import { cn } from '@/lib/cn'
import { timeLeft } from './job-format'

/** The time now, read again every `everyMs`. */
function useNow(everyMs: number): number {
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs)
    return () => clearInterval(timer)
  }, [everyMs])
  return now
}

/** How long the provider has left to answer an offer, ticking each second. */
export function OfferCountdown({
  expiresAt,
  className,
}: {
  expiresAt: string
  className?: string
}) {
  const left = timeLeft(expiresAt, useNow(1000))
  return (
    <span
      className={cn(
        'inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap tabular-nums',
        left ? 'bg-warning-50 text-warning-800' : 'bg-ink-100 text-ink-700',
        className,
      )}
    >
      {left ? (
        <>
          Answer within <time dateTime={expiresAt}>{left}</time>
        </>
      ) : (
        'Offer expired'
      )}
    </span>
  )
}
