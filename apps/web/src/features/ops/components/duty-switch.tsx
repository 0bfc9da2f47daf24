import { Checkbox } from '@/components/ui/checkbox'
import { useChangeOwnAccountMutation, useOwnAccountQuery } from '../api/ops-account'

/**
 * The console header's On duty switch: admins on duty are the ones called in when automatic
 * dispatch gives up on a ride (docs/decisions/035-automatic-dispatch.md). A checkbox with the
 * switch role, so Space flips it from the keyboard and screen readers say on or off.
 */
export function DutySwitch() {
  const account = useOwnAccountQuery()
  const change = useChangeOwnAccountMutation()
  if (!account.data) return null
  // While the change is on its way, the switch shows where it is going.
  const onDuty =
    change.isPending && change.variables.on_duty !== undefined
      ? change.variables.on_duty
      : account.data.operator.on_duty

  return (
    <div className="text-sm">
      <Checkbox
        role="switch"
        label="On duty"
        checked={onDuty}
        aria-busy={change.isPending || undefined}
        onChange={(event) => change.mutate({ on_duty: event.target.checked })}
      />
      {change.isError && (
        <p role="alert" className="text-danger-700">
          Could not change your duty. Try again.
        </p>
      )}
    </div>
  )
}
