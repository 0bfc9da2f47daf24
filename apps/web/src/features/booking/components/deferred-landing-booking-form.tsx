import { Trans } from '@lingui/react/macro'
import { lazy, Suspense, useEffect, useRef, useState } from 'react'
import { flushSync } from 'react-dom'
import { Spinner } from '@/components/ui/spinner'
import { loadOnce } from '@/lib/load-once'
import { readPrerenderedMarkup } from '@/prerender/prerendered-island'
import { snapshotForm, type FormSnapshot } from '../flow/form-snapshot'
import type * as LandingForm from './landing-booking-form'

const ISLAND = 'landing-booking'
/** What counts as reaching for the form: a pointer over it or on it, focus, a key. */
const WAKE_EVENTS = ['pointerover', 'pointerdown', 'focusin', 'keydown'] as const

type FormModule = typeof LandingForm
type LiveForm = { Form: FormModule['LandingBookingForm']; resume: FormSnapshot | undefined }

/** The form's code with its place fields, so it renders whole in one pass; retried on failure. */
const loadForm = loadOnce<FormModule>(async () => {
  const module = await import('./landing-booking-form')
  await module.loadPlaceFields()
  return module
})

const SuspendedForm = lazy(() =>
  loadForm().then((module) => ({ default: module.LandingBookingForm })),
)

function LoadingForm() {
  return (
    <div className="min-h-96 rounded-card bg-white p-5 text-ink-900 shadow-raised sm:p-7">
      <h2 className="text-xl font-bold">
        <Trans>Book Your Premium Ride</Trans>
      </h2>
      <p role="status" className="mt-4 flex items-center gap-2 text-sm text-ink-600">
        <Spinner /> <Trans>Loading map...</Trans>
      </p>
    </div>
  )
}

/**
 * The hero's booking form without its code on first paint (issue 6's script budget). On a
 * prerendered landing page the build's markup of the form stays in place — real inputs that
 * take typing, dates and clicks — until the traveller reaches for it. Then the form's code
 * loads and the live form takes over in one synchronous pass with what was entered so far and
 * the focus where it was. On a visit from another page the form loads at once.
 */
export function DeferredLandingBookingForm() {
  const [markup] = useState(() => readPrerenderedMarkup(ISLAND))
  const [live, setLive] = useState<LiveForm | null>(null)
  const island = useRef<HTMLDivElement>(null)

  useEffect(() => {
    const element = island.current
    if (live || !element) return
    let waking = false
    const wake = () => {
      if (waking) return
      waking = true
      loadForm().then(
        (module) => {
          const form = element.querySelector('form')
          const resume = form ? snapshotForm(form) : undefined
          flushSync(() => setLive({ Form: module.LandingBookingForm, resume }))
        },
        () => {
          waking = false
        },
      )
    }
    // The prerendered form has no handler of its own: never let it submit the page.
    const holdSubmit = (event: Event) => event.preventDefault()
    for (const type of WAKE_EVENTS) element.addEventListener(type, wake)
    element.addEventListener('submit', holdSubmit)
    return () => {
      for (const type of WAKE_EVENTS) element.removeEventListener(type, wake)
      element.removeEventListener('submit', holdSubmit)
    }
  }, [live])

  if (live) {
    return (
      <div data-island={ISLAND}>
        <live.Form resume={live.resume} />
      </div>
    )
  }
  if (markup === null) {
    return (
      <div data-island={ISLAND}>
        <Suspense fallback={<LoadingForm />}>
          <SuspendedForm />
        </Suspense>
      </div>
    )
  }
  return <div ref={island} data-island={ISLAND} dangerouslySetInnerHTML={{ __html: markup }} />
}
