import { operatorVerifySchema } from '@ridelane/domain'
import { SignInCodeStep } from '@/components/sign-in-code-form'
import { useVerifyMutation } from '../api/ops-sign-in'

/** Step two: the current code from the app, or one of the recovery codes. */
export function CodeStep(props: {
  ticket: string
  onSignedIn: (token: string) => void
  onRestart: () => void
}) {
  return (
    <SignInCodeStep
      {...props}
      schema={operatorVerifySchema}
      verify={useVerifyMutation()}
      intro="Enter the 6-digit code your authenticator app shows for Ridelane. Lost the app? Enter one of your recovery codes instead; each works once."
      acceptsRecoveryCodes
    />
  )
}
