import type { ComponentType } from 'react'
import { redirect, type RouteObject } from 'react-router'
import { opsPaths, paths, providerPaths, resetPasswordAlias } from '@/config/paths'
import { RequirePartner } from '@/features/partner/auth/require-partner'
import { loadMessages, type ScreenCatalogue } from '@/i18n/catalogues'
import { AppLoading, AppRoot } from './app-root'
import type { ScreenHandle } from './load-screens'
import { SiteLayout } from './layouts/site-layout'
import { RouteErrorPage } from './route-error-page'

/**
 * Loads a screen's module on first visit, so each route ships as its own chunk, beside the
 * message catalogues it needs in the page's language (src/i18n/route-catalogues.test.ts checks
 * the list against what the screen imports).
 */
function lazyScreen<Module>(
  load: () => Promise<Module>,
  pick: (module: Module) => ComponentType,
  catalogues: readonly ScreenCatalogue[] = [],
) {
  return async () => {
    const [module] = await Promise.all([load(), loadMessages(catalogues)])
    return { Component: pick(module) }
  }
}

const resetPasswordScreen = lazyScreen(
  () => import('@/features/partner/components/reset-password-page'),
  (m) => m.ResetPasswordPage,
)

const publicRoutes: RouteObject[] = [
  {
    index: true,
    lazy: lazyScreen(
      () => import('@/features/marketing/components/landing-page'),
      (m) => m.LandingPage,
      ['site', 'booking'],
    ),
  },
  {
    path: paths.blog,
    lazy: lazyScreen(
      () => import('@/features/blog/components/blog-page'),
      (m) => m.BlogPage,
      ['site'],
    ),
  },
  {
    path: `${paths.blog}/:slug`,
    lazy: lazyScreen(
      () => import('@/features/blog/components/blog-article-page'),
      (m) => m.BlogArticlePage,
      ['site'],
    ),
    handle: {
      // The body is its own chunk; a prerendered article needs it before it is hydrated.
      preload: ({ slug = '' }) =>
        import('@/content/blog/article-bodies').then((bodies) => bodies.loadArticleBody(slug)),
    } satisfies ScreenHandle,
  },
  {
    path: paths.fleet,
    lazy: lazyScreen(
      () => import('@/features/fleet/components/fleet-page'),
      (m) => m.FleetPage,
      ['fleet'],
    ),
  },
  {
    path: paths.faq,
    lazy: lazyScreen(
      () => import('@/features/faq/components/faq-page'),
      (m) => m.FaqPage,
      ['faq'],
    ),
  },
  {
    path: paths.privacy,
    lazy: lazyScreen(
      () => import('@/features/legal/components/privacy-page'),
      (m) => m.PrivacyPage,
      ['legal'],
    ),
  },
  {
    path: paths.terms,
    lazy: lazyScreen(
      () => import('@/features/legal/components/terms-page'),
      (m) => m.TermsPage,
      ['legal'],
    ),
  },
  {
    path: paths.booking,
    lazy: lazyScreen(
      () => import('@/features/booking/components/booking-page'),
      (m) => m.BookingPage,
      ['booking', 'domain'],
    ),
  },
  {
    path: paths.manage,
    lazy: lazyScreen(
      () => import('@/features/rides/components/manage-booking-page'),
      (m) => m.ManageBookingPage,
      ['rides'],
    ),
  },
  {
    path: paths.myData,
    lazy: lazyScreen(
      () => import('@/features/privacy/components/my-data-page'),
      (m) => m.MyDataPage,
      ['privacy', 'domain'],
    ),
  },
  {
    path: paths.ride,
    lazy: lazyScreen(
      () => import('@/features/rides/components/ride-page'),
      (m) => m.RidePage,
      ['rides', 'domain'],
    ),
    handle: {
      // The ride's screen and its data load beside the page's code, not one after the other.
      preload: ({ code = '' }) =>
        import('@/features/rides/components/ride-page').then((m) => m.preloadRide(code)),
    } satisfies ScreenHandle,
  },
  {
    path: paths.sandboxChallenge,
    lazy: lazyScreen(
      () => import('@/features/booking/components/payment/sandbox-challenge-page'),
      (m) => m.SandboxChallengePage,
      ['booking'],
    ),
  },
  {
    path: paths.partner.auth,
    lazy: lazyScreen(
      () => import('@/features/partner/components/partner-auth-page'),
      (m) => m.PartnerAuthPage,
    ),
  },
  {
    path: paths.partner.forgotPassword,
    lazy: lazyScreen(
      () => import('@/features/partner/components/forgot-password-page'),
      (m) => m.ForgotPasswordPage,
    ),
  },
  { path: paths.partner.resetPassword, lazy: resetPasswordScreen },
  {
    path: paths.partner.confirmEmail,
    lazy: lazyScreen(
      () => import('@/features/partner/components/confirm-email-page'),
      (m) => m.ConfirmEmailPage,
    ),
  },
  { path: resetPasswordAlias, lazy: resetPasswordScreen },
  {
    path: paths.partner.join,
    lazy: lazyScreen(
      () => import('@/features/partner/components/join-team-page'),
      (m) => m.JoinTeamPage,
    ),
  },
  {
    path: '*',
    lazy: lazyScreen(
      () => import('@/features/marketing/components/not-found-page'),
      (m) => m.NotFoundPage,
      ['site'],
    ),
  },
]

const partnerRoutes: RouteObject[] = [
  {
    path: paths.partner.dashboard,
    lazy: lazyScreen(
      () => import('@/features/partner/components/partner-dashboard-page'),
      (m) => m.PartnerDashboardPage,
    ),
  },
  {
    path: paths.partner.profile,
    lazy: lazyScreen(
      () => import('@/features/partner/components/partner-profile-page'),
      (m) => m.PartnerProfilePage,
    ),
  },
  {
    path: paths.partner.apiKeys,
    lazy: lazyScreen(
      () => import('@/features/partner/components/partner-api-keys-page'),
      (m) => m.PartnerApiKeysPage,
    ),
  },
  {
    path: paths.partner.apiGuide,
    lazy: lazyScreen(
      () => import('@/features/partner/api-guide/partner-api-guide-page'),
      (m) => m.PartnerApiGuidePage,
    ),
  },
  {
    path: paths.partner.widget,
    lazy: lazyScreen(
      () => import('@/features/partner/components/partner-widget-page'),
      (m) => m.PartnerWidgetPage,
    ),
  },
  {
    path: paths.partner.bookings,
    lazy: lazyScreen(
      () => import('@/features/partner/components/partner-bookings-page'),
      (m) => m.PartnerBookingsPage,
    ),
  },
  {
    path: paths.partner.newBooking,
    lazy: lazyScreen(
      () => import('@/features/booking/components/partner-booking-page'),
      (m) => m.PartnerBookingPage,
      ['booking', 'domain'],
    ),
  },
  {
    path: paths.partner.booking,
    lazy: lazyScreen(
      () => import('@/features/rides/components/partner-ride-page'),
      (m) => m.PartnerRidePage,
      ['rides', 'domain'],
    ),
  },
  {
    path: paths.partner.team,
    lazy: lazyScreen(
      () => import('@/features/partner/components/partner-team-page'),
      (m) => m.PartnerTeamPage,
    ),
  },
  {
    path: paths.partner.webhooks,
    lazy: lazyScreen(
      () => import('@/features/partner/webhooks/components/partner-webhooks-page'),
      (m) => m.PartnerWebhooksPage,
    ),
  },
  {
    path: paths.partner.statements,
    lazy: lazyScreen(
      () => import('@/features/partner/components/partner-statements-page'),
      (m) => m.PartnerStatementsPage,
    ),
  },
]

// The operator console: its own frame, session and chunks; nothing of it loads on public pages.
const opsRoutes: RouteObject[] = [
  {
    path: opsPaths.signIn,
    lazy: lazyScreen(
      () => import('@/features/ops/components/ops-sign-in-page'),
      (m) => m.OpsSignInPage,
    ),
  },
  {
    path: opsPaths.setPassword,
    lazy: lazyScreen(
      () => import('@/features/ops/components/ops-set-password-page'),
      (m) => m.OpsSetPasswordPage,
    ),
  },
  {
    lazy: lazyScreen(
      () => import('@/features/ops/auth/require-operator'),
      (m) => m.RequireOperator,
    ),
    children: [
      {
        lazy: lazyScreen(
          () => import('@/features/ops/components/ops-layout'),
          (m) => m.OpsLayout,
        ),
        children: [
          {
            index: true,
            lazy: lazyScreen(
              () => import('@/features/ops/components/ops-home-page'),
              (m) => m.OpsHomePage,
            ),
          },
          {
            path: opsPaths.providers,
            lazy: lazyScreen(
              () => import('@/features/ops/registry/ops-providers-page'),
              (m) => m.OpsProvidersPage,
            ),
          },
          {
            path: opsPaths.provider,
            lazy: lazyScreen(
              () => import('@/features/ops/registry/ops-provider-page'),
              (m) => m.OpsProviderPage,
            ),
          },
          {
            path: opsPaths.partners,
            lazy: lazyScreen(
              () => import('@/features/ops/partners/ops-partners-page'),
              (m) => m.OpsPartnersPage,
            ),
          },
          {
            path: opsPaths.partner,
            lazy: lazyScreen(
              () => import('@/features/ops/partners/ops-partner-page'),
              (m) => m.OpsPartnerPage,
            ),
          },
          {
            path: opsPaths.catalogue,
            lazy: lazyScreen(
              () => import('@/features/ops/catalogue/ops-catalogue-page'),
              (m) => m.OpsCataloguePage,
            ),
          },
          {
            path: opsPaths.catalogueNewArea,
            lazy: lazyScreen(
              () => import('@/features/ops/catalogue/ops-new-area-page'),
              (m) => m.OpsNewAreaPage,
            ),
          },
          {
            path: opsPaths.catalogueArea,
            lazy: lazyScreen(
              () => import('@/features/ops/catalogue/ops-catalogue-area-page'),
              (m) => m.OpsCatalogueAreaPage,
            ),
          },
          {
            path: opsPaths.booking,
            lazy: lazyScreen(
              () => import('@/features/ops/bookings/ops-booking-page'),
              (m) => m.OpsBookingPage,
            ),
          },
          {
            path: opsPaths.account,
            lazy: lazyScreen(
              () => import('@/features/ops/components/ops-account-page'),
              (m) => m.OpsAccountPage,
            ),
          },
          { path: opsPaths.sessions, loader: () => redirect(opsPaths.account) },
          {
            path: opsPaths.bookings,
            lazy: lazyScreen(
              () => import('@/features/ops/board/ops-bookings-page'),
              (m) => m.OpsBookingsPage,
            ),
          },
          {
            path: opsPaths.outbox,
            lazy: lazyScreen(
              () => import('@/features/ops/components/ops-outbox-page'),
              (m) => m.OpsOutboxPage,
            ),
          },
          {
            lazy: lazyScreen(
              () => import('@/features/ops/auth/require-operator'),
              (m) => m.RequireAdmin,
            ),
            children: [
              {
                path: opsPaths.operators,
                lazy: lazyScreen(
                  () => import('@/features/ops/components/ops-operators-page'),
                  (m) => m.OpsOperatorsPage,
                ),
              },
              {
                path: opsPaths.audit,
                lazy: lazyScreen(
                  () => import('@/features/ops/components/ops-audit-page'),
                  (m) => m.OpsAuditPage,
                ),
              },
            ],
          },
        ],
      },
    ],
  },
]

// The provider portal: its own frame, session and chunks, like the console.
const providerRoutes: RouteObject[] = [
  {
    path: providerPaths.signIn,
    lazy: lazyScreen(
      () => import('@/features/provider/components/provider-sign-in-page'),
      (m) => m.ProviderSignInPage,
    ),
  },
  {
    path: providerPaths.setPassword,
    lazy: lazyScreen(
      () => import('@/features/provider/components/provider-set-password-page'),
      (m) => m.ProviderSetPasswordPage,
    ),
  },
  {
    path: providerPaths.forgotPassword,
    lazy: lazyScreen(
      () => import('@/features/provider/components/provider-forgot-password-page'),
      (m) => m.ProviderForgotPasswordPage,
    ),
  },
  {
    lazy: lazyScreen(
      () => import('@/features/provider/auth/require-provider-user'),
      (m) => m.RequireProviderUser,
    ),
    children: [
      {
        lazy: lazyScreen(
          () => import('@/features/provider/components/provider-layout'),
          (m) => m.ProviderLayout,
        ),
        // Each screen here also gets an entry in portalSections (provider-layout.tsx).
        children: [
          {
            index: true,
            lazy: lazyScreen(
              () => import('@/features/provider/jobs/provider-jobs-page'),
              (m) => m.ProviderJobsPage,
            ),
          },
          {
            path: providerPaths.job,
            lazy: lazyScreen(
              () => import('@/features/provider/jobs/provider-job-page'),
              (m) => m.ProviderJobPage,
            ),
          },
          {
            path: providerPaths.drivers,
            lazy: lazyScreen(
              () => import('@/features/provider/drivers/provider-drivers-page'),
              (m) => m.ProviderDriversPage,
            ),
          },
          {
            path: providerPaths.account,
            lazy: lazyScreen(
              () => import('@/features/provider/components/provider-account-page'),
              (m) => m.ProviderAccountPage,
            ),
          },
          {
            path: providerPaths.statement,
            lazy: lazyScreen(
              () => import('@/features/provider/components/provider-statement-page'),
              (m) => m.ProviderStatementPage,
            ),
          },
        ],
      },
    ],
  },
]

/** Every route of docs/product.md#screens: public pages in the site frame, partner pages behind the guard. */
export const routes: RouteObject[] = [
  {
    Component: AppRoot,
    HydrateFallback: AppLoading,
    ErrorBoundary: RouteErrorPage,
    children: [
      { Component: SiteLayout, children: publicRoutes },
      // Phone-first and on its own: no site header between the driver and the next step.
      {
        path: paths.driverJob,
        lazy: lazyScreen(
          () => import('@/features/driver/components/driver-job-page'),
          (m) => m.DriverJobPage,
          ['driver', 'domain'],
        ),
        handle: {
          // The job's data loads beside the page's code, not after it.
          preload: () =>
            import('@/features/driver/components/driver-job-page').then((m) =>
              m.preloadDriverJob(),
            ),
        } satisfies ScreenHandle,
      },
      {
        path: opsPaths.home,
        lazy: lazyScreen(
          () => import('@/features/ops/auth/ops-auth-provider'),
          (m) => m.OpsAuthProvider,
        ),
        children: opsRoutes,
      },
      {
        path: providerPaths.home,
        lazy: lazyScreen(
          () => import('@/features/provider/auth/provider-auth-provider'),
          (m) => m.ProviderAuthProvider,
        ),
        children: providerRoutes,
      },
      {
        Component: RequirePartner,
        children: [
          {
            lazy: lazyScreen(
              () => import('./layouts/partner-layout'),
              (m) => m.PartnerLayout,
            ),
            children: partnerRoutes,
          },
        ],
      },
    ],
  },
]
