import { t } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'

import { useMutation } from '@tanstack/react-query'
import { ShieldCheck } from 'lucide-react'
import { useLocation, useNavigate, useParams } from 'react-router'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { useDocumentTitle } from '@/hooks/use-document-title'
import { apiErrorMessage } from '@/lib/api-client'
import { resolveSandboxChallenge } from '../../api/booking-payment'
import type { ChallengeState } from '../../hooks/use-booking-payment'
import { formatPrice } from '@/i18n/format'

/** The amount the wizard passed along, if it did (a reopened link has none). */
function challengeAmount(state: unknown): string | null {
  if (typeof state !== 'object' || state === null) return null
  const { amount, currency } = state as Partial<ChallengeState>
  if (typeof amount !== 'number' || typeof currency !== 'string') return null
  return `${formatPrice(amount, currency)} (${currency})`
}

/** Only a path on this site is followed, whatever the answer says. */
function sameSitePath(url: string): string | null {
  return url.startsWith('/') && !url.startsWith('//') ? url : null
}

/**
 * /pay/sandbox/challenge/:reference: the sandbox gateway's stand-in for a bank's 3-D Secure
 * page. The payer approves or fails the check; either way they go back to where the payment
 * started, which reads the payment's new state from the server.
 */
export function SandboxChallengePage() {
  useDocumentTitle(t`Confirm this payment`)
  const { reference = '' } = useParams()
  const location = useLocation()
  const navigate = useNavigate()
  const amount = challengeAmount(location.state)
  const answer = useMutation({
    mutationFn: (outcome: 'approve' | 'fail') => resolveSandboxChallenge(reference, outcome),
    onSuccess: ({ return_url }) => {
      const back = sameSitePath(return_url)
      if (back) void navigate(back, { replace: true })
    },
  })
  const busy = answer.isPending || answer.isSuccess

  return (
    <div className="mx-auto max-w-md px-gutter py-10">
      <section
        aria-labelledby="challenge-title"
        className="rounded-card bg-white p-6 text-center shadow-card"
      >
        <ShieldCheck className="mx-auto size-10 text-accent-600" aria-hidden="true" />
        <h1 id="challenge-title" className="mt-3 text-2xl font-extrabold text-ink-900">
          <Trans>Confirm this payment</Trans>
        </h1>
        <p className="mt-2 text-sm text-ink-600">
          <Trans>
            Ridelane test payments: this page stands in for your bank’s security check. No real
            money moves.
          </Trans>
        </p>
        {amount && (
          <p className="mt-4 text-lg font-bold text-ink-900">
            <Trans>
              Amount: <span data-testid="challenge-amount">{amount}</span>
            </Trans>
          </p>
        )}
        {answer.error && (
          <Alert tone="danger" className="mt-4 text-start">
            {apiErrorMessage(answer.error, t`We could not record your answer`)}
          </Alert>
        )}
        <div className="mt-6 grid gap-3 sm:grid-cols-2">
          <Button
            variant="outline"
            disabled={busy}
            loading={answer.isPending && answer.variables === 'fail'}
            onClick={() => answer.mutate('fail')}
          >
            <Trans>Fail</Trans>
          </Button>
          <Button
            variant="secondary"
            disabled={busy}
            loading={answer.isPending && answer.variables === 'approve'}
            onClick={() => answer.mutate('approve')}
          >
            <Trans>Approve</Trans>
          </Button>
        </div>
      </section>
    </div>
  )
}
