import type { Operator } from '@ridelane/domain'
import { useState } from 'react'
import { Link } from 'react-router'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { opsAuditPathFor } from '@/config/paths'
import { formatDay } from '@/lib/format-date-time'
import { useDocumentTitle } from '@/hooks/use-document-title'
import { apiErrorMessage } from '@/lib/api-client'
import {
  useChangeOperatorMutation,
  useOperatorsQuery,
  useResetTwoFactorMutation,
} from '../api/ops-operators'
import { useOpsAuth } from '../auth/ops-auth-context'
import { InviteOperatorForm } from './invite-operator-form'
import { OperatorPhoneForm } from './operator-phone-form'

function stateOf(operator: Operator): string {
  if (operator.status === 'disabled') return 'Disabled'
  if (!operator.password_set) return 'Invited, no password yet'
  if (!operator.two_factor_enabled) return 'Authenticator not set up yet'
  return 'Active'
}

/**
 * /ops/operators (admins): every operator, the invite form, role and status changes, and each
 * one's mobile and duty (their own included) for escalated rides.
 */
export function OpsOperatorsPage() {
  useDocumentTitle('Operators')
  const { operator: me } = useOpsAuth()
  const operators = useOperatorsQuery()
  const change = useChangeOperatorMutation()
  const resetTwoFactor = useResetTwoFactorMutation()
  const [editingPhoneOf, setEditingPhoneOf] = useState<string | null>(null)

  return (
    <>
      <h1 className="text-3xl font-extrabold tracking-tight text-ink-900">Operators</h1>
      <p className="mt-2 text-ink-700">
        Admins manage operators; dispatchers use the console without this page. Disabling someone
        signs them out everywhere at once. The admins on duty get a mail and a text at their mobile
        when automatic dispatch finds no provider for a ride; with nobody on duty, every admin does.
      </p>
      <div className="mt-6">
        <InviteOperatorForm />
      </div>
      {operators.isError && (
        <Alert tone="danger" className="mt-6">
          {apiErrorMessage(operators.error, 'Failed to load operators')}
        </Alert>
      )}
      {/* A refused phone shows under its field instead. */}
      {change.isError && change.variables.change.phone === undefined && (
        <Alert tone="danger" className="mt-6">
          {apiErrorMessage(change.error, 'Failed to change the operator')}
        </Alert>
      )}
      {resetTwoFactor.isError && (
        <Alert tone="danger" className="mt-6">
          {apiErrorMessage(resetTwoFactor.error, 'Failed to reset the authenticator')}
        </Alert>
      )}
      {operators.isPending && <p role="status">Loading...</p>}
      <h2 className="mt-10 text-xl font-bold text-ink-900">Everyone with access</h2>
      <ul className="mt-4 space-y-3">
        {operators.data?.operators.map((operator) => {
          const isMe = operator.id === me?.id
          const busy =
            (change.isPending && change.variables.id === operator.id) ||
            (resetTwoFactor.isPending && resetTwoFactor.variables === operator.id)
          const otherRole = operator.role === 'admin' ? 'dispatcher' : 'admin'
          const enabled = operator.status === 'active'
          return (
            <li
              key={operator.id}
              className="flex flex-wrap items-center justify-between gap-4 rounded-card bg-white p-5 shadow-card"
            >
              <div className="min-w-0">
                <p className="font-semibold break-all text-ink-900">
                  {operator.email}
                  {isMe && (
                    <span className="ml-2 text-sm font-normal whitespace-nowrap text-ink-600">
                      (you)
                    </span>
                  )}
                </p>
                <p className="text-sm text-ink-700">
                  <span className="capitalize">{operator.role}</span> · {stateOf(operator)} · added{' '}
                  {formatDay(operator.created_at)} ·{' '}
                  <Link to={opsAuditPathFor('operator', operator.id)} className="underline">
                    History<span className="sr-only"> of {operator.email}</span>
                  </Link>
                </p>
                <p className="text-sm text-ink-700">
                  {operator.on_duty ? 'On duty' : 'Off duty'} · {operator.phone ?? 'No mobile'}
                </p>
              </div>
              <div className="flex flex-wrap gap-2">
                <Button
                  variant="outline"
                  size="sm"
                  disabled={busy}
                  onClick={() =>
                    change.mutate({ id: operator.id, change: { on_duty: !operator.on_duty } })
                  }
                >
                  {operator.on_duty ? 'Take off duty' : 'Put on duty'}
                  <span className="sr-only"> {operator.email}</span>
                </Button>
                <Button
                  variant="outline"
                  size="sm"
                  aria-expanded={editingPhoneOf === operator.id}
                  onClick={() =>
                    setEditingPhoneOf(editingPhoneOf === operator.id ? null : operator.id)
                  }
                >
                  {operator.phone ? 'Change mobile' : 'Add mobile'}
                  <span className="sr-only"> of {operator.email}</span>
                </Button>
                {!isMe && (
                  <>
                    <Button
                      variant="outline"
                      size="sm"
                      disabled={busy}
                      onClick={() =>
                        change.mutate({ id: operator.id, change: { role: otherRole } })
                      }
                    >
                      Make {otherRole}
                      <span className="sr-only"> for {operator.email}</span>
                    </Button>
                    <Button
                      variant="outline"
                      size="sm"
                      disabled={busy}
                      onClick={() =>
                        change.mutate({
                          id: operator.id,
                          change: { status: enabled ? 'disabled' : 'active' },
                        })
                      }
                    >
                      {enabled ? 'Disable' : 'Enable'}
                      <span className="sr-only"> {operator.email}</span>
                    </Button>
                    {operator.two_factor_enabled && (
                      <Button
                        variant="outline"
                        size="sm"
                        disabled={busy}
                        onClick={() => resetTwoFactor.mutate(operator.id)}
                      >
                        Reset authenticator
                        <span className="sr-only"> of {operator.email}</span>
                      </Button>
                    )}
                  </>
                )}
              </div>
              {editingPhoneOf === operator.id && (
                <div className="basis-full">
                  <OperatorPhoneForm
                    phone={operator.phone}
                    label={`Mobile of ${operator.email}`}
                    onSave={async (phone) =>
                      (await change.mutateAsync({ id: operator.id, change: { phone } })).operator
                    }
                  >
                    <Button variant="outline" onClick={() => setEditingPhoneOf(null)}>
                      Close
                    </Button>
                  </OperatorPhoneForm>
                </div>
              )}
            </li>
          )
        })}
      </ul>
    </>
  )
}
