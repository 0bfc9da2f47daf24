import { CheckCircle2, XCircle } from 'lucide-react'
import { useId } from 'react'
import { Button } from '@/components/ui/button'
import type { OutcomeReport } from './board-outcomes'

/** What the last action from the board did, ride by ride; announced when it arrives. */
export function BoardResults({
  report,
  onDismiss,
}: {
  report: OutcomeReport | undefined
  onDismiss: () => void
}) {
  const titleId = useId()
  const refused = report?.outcomes.filter((o) => !o.done).length ?? 0
  const done = (report?.outcomes.length ?? 0) - refused
  return (
    <div aria-live="polite">
      {report && (
        <section
          aria-labelledby={titleId}
          className="mt-3 rounded-card border border-ink-200 bg-white px-3 py-2 text-sm shadow-card"
        >
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h2 id={titleId} className="font-semibold text-ink-900">
              {report.title}: {done} done{refused > 0 ? `, ${refused} refused` : ''}
            </h2>
            <Button variant="ghost" size="sm" onClick={onDismiss}>
              Dismiss
            </Button>
          </div>
          <ul className="mt-1 space-y-0.5">
            {report.outcomes.map((outcome) => (
              <li key={outcome.id} className="flex items-start gap-2">
                {outcome.done ? (
                  <CheckCircle2
                    className="mt-0.5 size-4 shrink-0 text-success-700"
                    aria-hidden="true"
                  />
                ) : (
                  <XCircle className="mt-0.5 size-4 shrink-0 text-danger-700" aria-hidden="true" />
                )}
                <span>
                  <span className="font-mono font-semibold">{outcome.code}</span>{' '}
                  <span className={outcome.done ? 'text-ink-800' : 'text-danger-700'}>
                    {outcome.done ? '' : 'Refused: '}
                    {outcome.message}
                  </span>
                </span>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  )
}
