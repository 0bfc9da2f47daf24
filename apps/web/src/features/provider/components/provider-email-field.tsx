import type { ComponentProps } from 'react'
import { TextField } from '@/components/ui/text-field'

/**
 * The portal's sign-in email: the account's user name to password managers, with the phone's email
 * keyboard and no capitals or spelling fixes.
 */
export function ProviderEmailField(
  props: Omit<ComponentProps<typeof TextField>, 'label' | 'type'>,
) {
  return (
    <TextField
      label="Email"
      type="email"
      autoComplete="username"
      inputMode="email"
      autoCapitalize="none"
      spellCheck={false}
      {...props}
    />
  )
}
