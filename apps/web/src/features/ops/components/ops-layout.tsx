import { LogOut } from 'lucide-react'
import { Outlet } from 'react-router'
import { BrandLink } from '@/app/layouts/brand-link'
import { PortalNav, PortalShell } from '@/components/portal-shell'
import { Button } from '@/components/ui/button'
import { opsPaths } from '@/config/paths'
import { useOpsAuth } from '../auth/ops-auth-context'
import { DutySwitch } from './duty-switch'

/** The console's sections; admins also see Operators. */
export function opsSections(role: 'admin' | 'dispatcher' | undefined) {
  return [
    { label: 'Start', to: opsPaths.home, end: true },
    { label: 'Bookings', to: opsPaths.bookings, end: false },
    { label: 'Providers', to: opsPaths.providers, end: false },
    { label: 'Catalogue', to: opsPaths.catalogue, end: false },
    { label: 'Partners', to: opsPaths.partners, end: false },
    ...(role === 'admin' ? [{ label: 'Operators', to: opsPaths.operators, end: true }] : []),
    { label: 'Account', to: opsPaths.account, end: true },
    { label: 'Outbox', to: opsPaths.outbox, end: true },
    ...(role === 'admin' ? [{ label: 'Audit', to: opsPaths.audit, end: true }] : []),
  ]
}

/**
 * The frame of every signed-in console screen: who is signed in, the sections, their On duty
 * switch and Sign out.
 */
export function OpsLayout() {
  const { operator, signOut } = useOpsAuth()
  const sections = opsSections(operator?.role)

  return (
    <PortalShell
      headerClassName="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-x-6 gap-y-2 px-gutter py-2 md:py-0"
      header={
        <>
          <div className="flex h-12 items-center gap-3 md:h-16">
            <BrandLink />
            <span className="text-sm font-semibold text-ink-600">Operations</span>
          </div>
          {/* Nine sections and the duty switch do not share one line: the sections get their own row. */}
          <PortalNav
            label="Operator console"
            sections={sections}
            ownRow
            listClassName="flex flex-wrap md:gap-1"
            itemClassName="flex-1 md:flex-none"
            linkClassName="px-3"
          />
          {/* Wraps on a narrow phone rather than push the page sideways. */}
          <div className="flex min-w-0 flex-wrap items-center gap-x-3 gap-y-2">
            <DutySwitch />
            <p className="min-w-0 text-right text-sm leading-tight">
              <span className="block max-w-48 truncate font-semibold text-ink-900 sm:max-w-64">
                {operator?.email}
              </span>
              <span className="text-ink-600 capitalize">{operator?.role}</span>
            </p>
            <Button variant="outline" size="sm" onClick={() => void signOut()}>
              <LogOut className="size-4" aria-hidden="true" />
              Sign out
            </Button>
          </div>
        </>
      }
    >
      <div className="mx-auto max-w-6xl px-gutter pt-8">
        <Outlet />
      </div>
    </PortalShell>
  )
}
