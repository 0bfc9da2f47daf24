import type { LiveStatus } from '../api/provider-jobs-stream'
import { cn } from '@/lib/cn'

const liveText: Record<LiveStatus, string> = {
  connecting: 'Connecting to live updates…',
  live: 'Live: new offers and changes appear by themselves.',
  offline: 'Live updates paused; trying again.',
}

/** Whether the page follows the provider stream, in one quiet line. */
export function LiveNote({ status }: { status: LiveStatus }) {
  return (
    <p className="mt-1 flex items-center gap-2 text-sm text-ink-600">
      <span
        aria-hidden="true"
        className={cn(
          'size-2 rounded-full',
          status === 'live'
            ? 'bg-success-600'
            : status === 'offline'
              ? 'bg-danger-600'
              : 'bg-ink-300',
        )}
      />
      {liveText[status]}
    </p>
  )
}
