import type { OperatorEnrolled, OperatorSignInStep } from '@ridelane/domain'
import { useState } from 'react'
import { Navigate, useNavigate } from 'react-router'
import { opsPaths } from '@/config/paths'
import { useOpsAuth } from '../auth/ops-auth-context'
import { CodeStep } from './code-step'
import { EnrolmentStep } from './enrolment-step'
import { OpsAuthFrame } from './ops-auth-frame'
import { PasswordStep } from './password-step'
import { RecoveryCodesStep } from './recovery-codes-step'

type Step =
  | { name: 'password' }
  | { name: 'code'; ticket: string }
  | { name: 'enrol'; ticket: string }
  | { name: 'recovery-codes'; codes: string[] }

const titles: Record<Step['name'], string> = {
  password: 'Sign in',
  code: 'Enter your code',
  enrol: 'Set up your authenticator app',
  'recovery-codes': 'Save your recovery codes',
}

/** /ops/sign-in: password, then a code, or on the first sign-in the app's setup. */
export function OpsSignInPage() {
  const { status, signIn } = useOpsAuth()
  const navigate = useNavigate()
  const [step, setStep] = useState<Step>({ name: 'password' })
  const restart = () => setStep({ name: 'password' })
  const enter = (token: string) => {
    signIn(token)
    void navigate(opsPaths.home)
  }

  if (status === 'signed-in' && step.name === 'password') {
    return <Navigate to={opsPaths.home} replace />
  }

  return (
    <OpsAuthFrame title={titles[step.name]}>
      {step.name === 'password' && (
        <PasswordStep
          onPassed={({ ticket, next }: OperatorSignInStep) =>
            setStep(next === 'code' ? { name: 'code', ticket } : { name: 'enrol', ticket })
          }
        />
      )}
      {step.name === 'code' && (
        <CodeStep ticket={step.ticket} onSignedIn={enter} onRestart={restart} />
      )}
      {step.name === 'enrol' && (
        <EnrolmentStep
          ticket={step.ticket}
          onRestart={restart}
          onEnrolled={({ token, recovery_codes }: OperatorEnrolled) => {
            signIn(token)
            setStep({ name: 'recovery-codes', codes: recovery_codes })
          }}
        />
      )}
      {step.name === 'recovery-codes' && (
        <RecoveryCodesStep codes={step.codes} onDone={() => void navigate(opsPaths.home)} />
      )}
    </OpsAuthFrame>
  )
}
