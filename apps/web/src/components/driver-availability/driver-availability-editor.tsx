import { useId, useState } from 'react'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Spinner } from '@/components/ui/spinner'
import { apiErrorMessage } from '@/lib/api-client'
import { useDriverAvailabilityQuery, type AvailabilityTarget } from './availability-api'
import { zoneLine } from './availability-format'
import { TimeOffSection } from './time-off-section'
import { WorkingHoursForm } from './working-hours-form'

type HeadingLevel = 3 | 4

type EditorProps = AvailabilityTarget & {
  /** The level of the editor's two headings, under the page's own. */
  headingLevel?: HeadingLevel
}

/**
 * A driver's working week and time off (docs/decisions/034-driver-availability.md), kept by the
 * provider in their portal and by operators in the registry: the same calls under `basePath`.
 */
export function DriverAvailabilityEditor({ basePath, scope, headingLevel = 3 }: EditorProps) {
  const target = { basePath, scope }
  const availability = useDriverAvailabilityQuery(target)
  const idPrefix = useId()
  const Heading = `h${headingLevel}` as const
  const headingClasses = 'font-bold text-ink-900'

  if (availability.isPending) {
    return (
      <p role="status" className="flex items-center gap-2 text-sm text-ink-700">
        <Spinner />
        Loading working hours and time off...
      </p>
    )
  }
  if (availability.isError) {
    return (
      <Alert tone="danger">
        <p>{apiErrorMessage(availability.error, 'Failed to load the working hours')}</p>
        <Button
          variant="outline"
          size="sm"
          className="mt-2"
          loading={availability.isFetching}
          onClick={() => void availability.refetch()}
        >
          Try again
        </Button>
      </Alert>
    )
  }
  const data = availability.data
  return (
    <div className="grid gap-6">
      <p className="text-sm font-semibold text-ink-800">{zoneLine(data.time_zone)}</p>
      <section aria-labelledby={`${idPrefix}-week`} className="grid gap-3">
        <Heading id={`${idPrefix}-week`} className={headingClasses}>
          Working hours
        </Heading>
        <WorkingHoursForm target={target} availability={data} />
      </section>
      <section aria-labelledby={`${idPrefix}-off`} className="grid gap-3">
        <Heading id={`${idPrefix}-off`} className={headingClasses}>
          Time off
        </Heading>
        <TimeOffSection target={target} availability={data} idPrefix={idPrefix} />
      </section>
    </div>
  )
}

/**
 * A button that opens the editor below it; the driver's availability loads on first opening.
 * `label` is what the button says, `name` whose availability it is (for screen readers).
 */
export function DriverAvailabilityDisclosure({
  label,
  name,
  className,
  ...editor
}: EditorProps & { label: string; name: string; className?: string }) {
  const [open, setOpen] = useState(false)
  const panelId = useId()
  return (
    <div className={className}>
      <Button
        variant={open ? 'ghost' : 'outline'}
        size="sm"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={`${label}: ${name}`}
        onClick={() => setOpen(!open)}
      >
        {label}
      </Button>
      <div id={panelId} hidden={!open} className="mt-4">
        {open && <DriverAvailabilityEditor {...editor} />}
      </div>
    </div>
  )
}
