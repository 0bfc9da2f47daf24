import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { ProviderAuthProvider } from '../auth/provider-auth-provider'
import { RequireProviderUser } from '../auth/require-provider-user'
import { ProviderAccountPage } from '../components/provider-account-page'
import { ProviderForgotPasswordPage } from '../components/provider-forgot-password-page'
import { ProviderLayout } from '../components/provider-layout'
import { ProviderSetPasswordPage } from '../components/provider-set-password-page'
import { ProviderSignInPage } from '../components/provider-sign-in-page'
import { ProviderDriversPage } from '../drivers/provider-drivers-page'
import { ProviderJobPage } from '../jobs/provider-job-page'
import { ProviderJobsPage } from '../jobs/provider-jobs-page'

// Tests only: the portal's routes as app/routes.tsx puts them together, on a memory router.
export function renderPortalAt(url: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  const router = createMemoryRouter(
    [
      {
        path: '/provider',
        element: <ProviderAuthProvider />,
        children: [
          { path: 'sign-in', element: <ProviderSignInPage /> },
          { path: 'set-password', element: <ProviderSetPasswordPage /> },
          { path: 'forgot-password', element: <ProviderForgotPasswordPage /> },
          {
            element: <RequireProviderUser />,
            children: [
              {
                element: <ProviderLayout />,
                children: [
                  { index: true, element: <ProviderJobsPage /> },
                  { path: 'jobs/:bookingId', element: <ProviderJobPage /> },
                  { path: 'drivers', element: <ProviderDriversPage /> },
                  { path: 'account', element: <ProviderAccountPage /> },
                ],
              },
            ],
          },
        ],
      },
    ],
    { initialEntries: [url] },
  )
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  )
  return router
}

export const account = {
  user: {
    id: 'u-1',
    name: 'Meera Shah',
    email: 'meera@skyline.example',
    two_factor_enabled: false,
  },
  provider: { id: 'p-1', name: 'Skyline Cabs' },
}
