import type { UseFormRegisterReturn } from 'react-hook-form'
import { PasswordField } from '@/components/ui/password-field'

/** What the shared password schema asks for, in the words the set-password screens show. */
export const passwordRules =
  'At least 8 characters with an upper-case letter, a lower-case letter, a number and a special character.'

type NewPasswordFieldsProps = {
  password: UseFormRegisterReturn<'password'>
  confirmPassword: UseFormRegisterReturn<'confirmPassword'>
  errors: { password?: { message?: string }; confirmPassword?: { message?: string } }
}

/** The new password and its confirmation, as every set- or reset-password form asks for them. */
export function NewPasswordFields({ password, confirmPassword, errors }: NewPasswordFieldsProps) {
  return (
    <>
      <PasswordField
        label="New password"
        autoComplete="new-password"
        error={errors.password?.message}
        {...password}
      />
      <PasswordField
        label="Confirm password"
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        {...confirmPassword}
      />
    </>
  )
}
