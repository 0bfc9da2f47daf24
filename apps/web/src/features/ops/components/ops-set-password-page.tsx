import { newPasswordFormSchema, operatorMessages } from '@ridelane/domain'
import { SetPasswordScreen } from '@/components/set-password-screen'
import { opsPaths } from '@/config/paths'
import { useSetPasswordMutation } from '../api/ops-sign-in'
import { OpsAuthFrame } from './ops-auth-frame'

/** /ops/set-password: the page an invitation or the create-admin command links to. */
export function OpsSetPasswordPage() {
  return (
    <SetPasswordScreen
      Frame={OpsAuthFrame}
      schema={newPasswordFormSchema}
      setPassword={useSetPasswordMutation()}
      messages={operatorMessages}
      signInPath={opsPaths.signIn}
      nextStep="Next you will set up an authenticator app."
    />
  )
}
