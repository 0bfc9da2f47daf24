import { t } from '@lingui/core/macro'
import { waitingCharge, type DriverJob } from '@ridelane/domain'
import { useNow } from '../hooks/use-now'
import { clockTime } from './driver-format'

type Waiting = NonNullable<DriverJob['waiting']>

const two = (n: number) => String(n).padStart(2, '0')

/** 754 000 ms → '12:34'; past an hour '1:02:03'. */
function elapsedText(ms: number): string {
  const seconds = Math.max(0, Math.floor(ms / 1000))
  const hours = Math.floor(seconds / 3600)
  const minutes = two(Math.floor((seconds % 3600) / 60))
  return hours > 0 ? `${hours}:${minutes}:${two(seconds % 60)}` : `${minutes}:${two(seconds % 60)}`
}

/**
 * How long the driver has waited at the pickup, when the free waiting ends on the pickup's clock
 * and, past it, the started blocks of extra waiting: counted by the domain's waitingCharge, the
 * rule the booking records. Blocks, not money: the driver's page shows no amounts
 * (docs/decisions/029-providers-and-drivers.md).
 */
export function DriverWaitingClock({ waiting, timezone }: { waiting: Waiting; timezone: string }) {
  const now = useNow(1000)
  const freeUntil = new Date(waiting.free_until)
  const { blocks } = waitingCharge(freeUntil, new Date(now), 0)
  const until = clockTime(waiting.free_until, timezone)
  const elapsed = elapsedText(now - new Date(waiting.started_at).getTime())
  const minutes = waiting.block_minutes
  return (
    <section
      aria-label={t`Waiting at the pickup`}
      className="rounded-card border border-ink-200 bg-white p-4"
    >
      <p className="text-xl font-bold text-ink-900 tabular-nums">{t`Waiting ${elapsed}`}</p>
      {blocks === 0 ? (
        <p className="text-ink-700">{t`Free until ${until} local time`}</p>
      ) : (
        <p className="font-semibold text-ink-900">
          {t`Extra waiting: ${blocks} × ${minutes} min`}
          <span className="block font-normal text-ink-700">{t`Free waiting ended at ${until} local time`}</span>
        </p>
      )}
    </section>
  )
}
