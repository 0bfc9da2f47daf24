import { lazy, Suspense } from 'react'
import { Spinner } from '@/components/ui/spinner'
import type { PlaceFieldsProps } from './place-fields'

const PlaceFields = lazy(() => import('./place-fields').then((m) => ({ default: m.PlaceFields })))

/** The place fields load as their own chunk; until then the form says so (SPEC.md §2). */
export function LazyPlaceFields(props: PlaceFieldsProps) {
  return (
    <Suspense
      fallback={
        <p role="status" className="flex h-20 items-center gap-2 text-sm text-ink-600">
          <Spinner /> Loading map...
        </p>
      }
    >
      <PlaceFields {...props} />
    </Suspense>
  )
}
