import { providerAccountMessages as m, providerSetPasswordFormSchema } from '@ridelane/domain'
import { SetPasswordScreen } from '@/components/set-password-screen'
import { ButtonLink } from '@/components/ui/button'
import { providerPaths } from '@/config/paths'
import { useProviderSetPasswordMutation } from '../api/provider-account'
import { ProviderAuthFrame } from './provider-auth-frame'

/** /provider/set-password: where an invitation or a forgotten-password mail leads. */
export function ProviderSetPasswordPage() {
  return (
    <SetPasswordScreen
      Frame={ProviderAuthFrame}
      schema={providerSetPasswordFormSchema}
      setPassword={useProviderSetPasswordMutation()}
      messages={m}
      signInPath={providerPaths.signIn}
      invalidLinkAction={
        <ButtonLink to={providerPaths.forgotPassword} variant="outline" className="mt-5 w-full">
          Ask for a new link
        </ButtonLink>
      }
    />
  )
}
