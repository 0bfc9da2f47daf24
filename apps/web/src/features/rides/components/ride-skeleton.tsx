import { Trans } from '@lingui/react/macro'

/**
 * The ride page's frame while the ride loads: its booking code as the heading when the address
 * names it, grey blocks in the page's shape below. The build prerenders it for `/rides/{code}`,
 * so on a slow connection the code shows before any script (docs/decisions/040-ride-page-frame.md).
 */
export function RideSkeleton({ code }: { code?: string }) {
  const block = 'animate-pulse rounded-card bg-ink-100 motion-reduce:animate-none'
  return (
    <div className="mx-auto max-w-6xl px-gutter py-6 sm:py-10" aria-busy="true">
      {code ? (
        <header>
          <p className="text-sm font-semibold tracking-wide text-accent-700 uppercase">
            <Trans>Your booking</Trans>
          </p>
          <h1 className="font-mono text-2xl font-extrabold tracking-widest break-all text-ink-900 sm:text-3xl">
            {code}
          </h1>
        </header>
      ) : (
        <div aria-hidden="true" className={`${block} h-10 w-48`} />
      )}
      <p role="status" className="mt-2 text-sm text-ink-600">
        <Trans>Loading your booking...</Trans>
      </p>
      <div aria-hidden="true" className="mt-4 grid gap-4 lg:grid-cols-[minmax(0,1fr)_24rem]">
        <div className="grid gap-4">
          <div className={`${block} h-40`} />
          <div className={`${block} h-56`} />
        </div>
        <div className="grid gap-4">
          <div className={`${block} h-32`} />
          <div className={`${block} h-48`} />
        </div>
      </div>
    </div>
  )
}
