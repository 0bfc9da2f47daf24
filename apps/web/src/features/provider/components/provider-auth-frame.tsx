import type { ReactNode } from 'react'
import { AuthFrame } from '@/components/auth-frame'

/** The phone-first frame of the portal's sign-in, set-password and forgot-password screens. */
export function ProviderAuthFrame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <AuthFrame portal="Provider portal" title={title} phoneFirst>
      {children}
    </AuthFrame>
  )
}
