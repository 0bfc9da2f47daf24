import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { TextField } from '@/components/ui/text-field'
import { apiErrorMessage } from '@/lib/api-client'

type ChangeFooterProps = {
  /** The reason field's id, unique on the page. */
  reasonId: string
  reason: string
  onReasonChange: (reason: string) => void
  saveLabel: string
  pending: boolean
  /** What the last save said, when it went through. */
  done?: string | null
  error: unknown
  /** Said when the server gives no words of its own. */
  failure: string
}

/**
 * The end of a form that changes a partner's terms on its console page (credit, rate plan): the
 * optional reason kept in the audit, the save button, and what the save answered, read out.
 */
export function ChangeFooter(props: ChangeFooterProps) {
  return (
    <>
      <TextField
        id={props.reasonId}
        label="Reason for the change (optional)"
        value={props.reason}
        maxLength={500}
        className="mt-3"
        onChange={(event) => props.onReasonChange(event.target.value)}
      />
      <Button type="submit" loading={props.pending} className="mt-3">
        {props.saveLabel}
      </Button>
      <div aria-live="polite" className="mt-3">
        {props.done && <Alert tone="success">{props.done}</Alert>}
        {Boolean(props.error) && (
          <Alert tone="danger">{apiErrorMessage(props.error, props.failure)}</Alert>
        )}
      </div>
    </>
  )
}
