import { partnerStatusBanners } from '@ridelane/domain'
import { Button } from '@/components/ui/button'
import { apiErrorMessage } from '@/lib/api-client'
import { useResendConfirmationMutation } from '../api/confirm-email'
import { usePartnerAuth } from '../auth/partner-auth-context'

/**
 * Above every portal screen while the account is not yet approved: what the partner has to do
 * or wait for, and that it books at public prices meanwhile. An active partner sees nothing.
 */
export function PartnerStatusBanner() {
  const { partner } = usePartnerAuth()
  const text = partner ? partnerStatusBanners[partner.status] : null
  if (!partner || !text) return null
  return (
    <div className="mx-auto max-w-6xl px-gutter pt-6">
      {/* Not a live region: it is there from the first paint and does not change under the reader. */}
      <section
        aria-label="Account status"
        className="rounded-control border border-warning-300 bg-warning-50 px-4 py-3 text-sm text-warning-800"
      >
        <p className="font-semibold">{text}</p>
        {partner.status === 'email_unconfirmed' && <ResendLink />}
      </section>
    </div>
  )
}

function ResendLink() {
  const resend = useResendConfirmationMutation()
  return (
    <div className="mt-2 flex flex-wrap items-center gap-3">
      <Button
        variant="outline"
        size="sm"
        loading={resend.isPending}
        onClick={() => resend.mutate()}
      >
        Send the link again
      </Button>
      <span aria-live="polite">
        {resend.isSuccess && resend.data.message}
        {resend.isError && apiErrorMessage(resend.error, 'Failed to send the link')}
      </span>
    </div>
  )
}
