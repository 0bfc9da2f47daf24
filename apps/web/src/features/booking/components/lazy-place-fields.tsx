import { Trans } from '@lingui/react/macro'
import { lazy, Suspense, useState } from 'react'
import { Spinner } from '@/components/ui/spinner'
import { loadMessages } from '@/i18n/catalogues'
import { loadOnce } from '@/lib/load-once'
import type * as PlaceFieldsChunk from './place-fields'
import type { PlaceFieldsProps } from './place-fields'

/**
 * Loads the place fields' chunk once; a form that needs them at once can wait for this first.
 * The exact address's messages are the domain's, so its catalogue comes with them: the landing
 * page loads it only once its form wakes, not with its first view.
 */
export const loadPlaceFields = loadOnce<typeof PlaceFieldsChunk>(async () => {
  const [chunk] = await Promise.all([import('./place-fields'), loadMessages(['domain'])])
  return chunk
})

const SuspendedPlaceFields = lazy(() =>
  loadPlaceFields().then((module) => ({ default: module.PlaceFields })),
)

/** The place fields load as their own chunk; until then the form says so
 * (docs/product.md#booking-wizard). */
export function LazyPlaceFields(props: PlaceFieldsProps) {
  // Already loaded when this mounted: render them in the same pass, with no loading state.
  const [ready] = useState(loadPlaceFields.loaded)
  if (ready) return <ready.PlaceFields {...props} />
  return (
    <Suspense
      fallback={
        <p role="status" className="flex h-20 items-center gap-2 text-sm text-ink-600">
          <Spinner /> <Trans>Loading map...</Trans>
        </p>
      }
    >
      <SuspendedPlaceFields {...props} />
    </Suspense>
  )
}
