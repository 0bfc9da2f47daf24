/** Grey blocks in the page's shape while the ride loads. */
export function RideSkeleton() {
  const block = 'animate-pulse rounded-card bg-ink-100 motion-reduce:animate-none'
  return (
    <div className="mx-auto max-w-6xl px-gutter py-6 sm:py-10" aria-busy="true">
      <p role="status" className="sr-only">
        Loading your booking...
      </p>
      <div aria-hidden="true">
        <div className={`${block} h-10 w-48`} />
        <div className="mt-6 grid gap-4 lg:grid-cols-[minmax(0,1fr)_24rem]">
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
    </div>
  )
}
