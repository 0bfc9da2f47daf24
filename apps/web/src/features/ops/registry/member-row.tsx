import type { ReactNode } from 'react'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { apiErrorMessage } from '@/lib/api-client'
import { statusLabel } from './registry-labels'

type MemberRowProps = {
  title: string
  facts: string
  active: boolean
  editing: boolean
  onEdit: () => void
  onToggleActive: () => void
  toggling: boolean
  toggleError: unknown
  form: ReactNode
  /** Shown below the row's facts or form, e.g. a driver's availability. */
  children?: ReactNode
}

/** One driver or vehicle: what we know, Edit, and Deactivate or Reactivate, then `children`. */
export function MemberRow(props: MemberRowProps) {
  return (
    <li className="rounded-card bg-white p-4 shadow-card">
      {props.editing ? (
        props.form
      ) : (
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div>
            <p className="font-semibold text-ink-900">
              {props.title}
              <span className="ml-2 text-sm font-normal text-ink-600">
                {statusLabel(props.active)}
              </span>
            </p>
            <p className="mt-1 text-sm text-ink-700">{props.facts}</p>
          </div>
          <div className="flex gap-2">
            <Button
              variant="outline"
              size="sm"
              onClick={props.onEdit}
              aria-label={`Edit ${props.title}`}
            >
              Edit
            </Button>
            <Button
              variant="ghost"
              size="sm"
              loading={props.toggling}
              onClick={props.onToggleActive}
              aria-label={`${props.active ? 'Deactivate' : 'Reactivate'} ${props.title}`}
            >
              {props.active ? 'Deactivate' : 'Reactivate'}
            </Button>
          </div>
        </div>
      )}
      {props.children}
      {Boolean(props.toggleError) && (
        <Alert tone="danger" className="mt-3">
          {apiErrorMessage(props.toggleError, 'Failed to save the change')}
        </Alert>
      )}
    </li>
  )
}
