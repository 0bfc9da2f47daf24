import type { ComponentProps } from 'react'
import { TextField } from '@/components/ui/text-field'

/** The partner forms' email field: labelled 'Email', typed and autocompleted as one. */
export function EmailField(props: Omit<ComponentProps<typeof TextField>, 'label' | 'type'>) {
  return <TextField label="Email" type="email" autoComplete="email" {...props} />
}
