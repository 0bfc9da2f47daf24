import { t } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import { ButtonLink } from '@/components/ui/button'
import { buttonStyles } from '@/components/ui/button-styles'
import { Spinner } from '@/components/ui/spinner'
import { paths } from '@/config/paths'
import { cn } from '@/lib/cn'
import { usePartnerAuth } from '../auth/partner-auth-context'

type PartnerNavButtonProps = { className?: string; onNavigate?: () => void }

/** The header's partner entry (docs/product.md#partner-portal): a spinner while auth loads, then
 * login or dashboard. */
export function PartnerNavButton({ className, onNavigate }: PartnerNavButtonProps) {
  const { status } = usePartnerAuth()

  if (status === 'loading') {
    return (
      <span
        className={cn(buttonStyles({ variant: 'secondary', size: 'sm' }), 'min-w-32', className)}
        role="status"
      >
        <Spinner label={t`Checking partner sign-in`} />
      </span>
    )
  }
  return status === 'logged-in' ? (
    <ButtonLink
      to={paths.partner.dashboard}
      variant="secondary"
      size="sm"
      className={className}
      onClick={onNavigate}
    >
      <Trans>Partner Dashboard</Trans>
    </ButtonLink>
  ) : (
    <ButtonLink
      to={paths.partner.auth}
      variant="secondary"
      size="sm"
      className={className}
      onClick={onNavigate}
    >
      <Trans>Partner Login</Trans>
    </ButtonLink>
  )
}
