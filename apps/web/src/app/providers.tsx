import { QueryClientProvider } from '@tanstack/react-query'
import { useState, type ReactNode } from 'react'
import { PartnerAuthProvider } from '@/features/partner/auth/partner-auth-provider'
import { createQueryClient } from './query-client'

/** Everything a screen may rely on. It sits inside the router, because logout navigates. */
export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient)
  return (
    <QueryClientProvider client={queryClient}>
      <PartnerAuthProvider>{children}</PartnerAuthProvider>
    </QueryClientProvider>
  )
}
