import type { ReactNode } from 'react'
import { AuthFrame } from '@/components/auth-frame'

/** The frame of the console's sign-in and set-password screens. */
export function OpsAuthFrame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <AuthFrame portal="Operator console" title={title}>
      {children}
    </AuthFrame>
  )
}
