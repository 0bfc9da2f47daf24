import { t } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import { lazy, startTransition, Suspense, useEffect, useState } from 'react'
import { PageIntro } from '@/components/ui/page-intro'
import { useDocumentTitle } from '@/hooks/use-document-title'
import { useMetaDescription } from '@/hooks/use-meta-description'
import { nextTask } from '@/lib/next-task'
import { StepLoading, WizardFrame } from './wizard-frame'

// The wizard (its state, the booking calls and the rules) is a chunk of its own; each of its
// steps is another (step-screens.tsx). The saved state's schemas (zod and the domain's rules) are
// asked for first, and each part's code runs in a task of its own, not in one long task with the
// rest (docs/decisions/022-booking-shell.md).
const BookingWizard = lazy(async () => {
  await import('../flow/trip-schemas')
  await nextTask()
  await import('../flow/booking-flow-reducer')
  await nextTask()
  const module = await import('./booking-wizard')
  await nextTask()
  return { default: module.BookingWizard }
})

/** What the build prerenders: the wizard's frame at step 1, waiting for its code. */
const shell = (
  <WizardFrame step={1}>
    <StepLoading step={1} />
  </WizardFrame>
)

/**
 * /booking. The build prerenders the page with the wizard's frame (docs/decisions/
 * 022-booking-shell.md), so it paints before any script runs. The saved wizard lives in this
 * tab's session storage, which the build cannot know: the page hydrates as built, then the
 * wizard loads, reads it and opens the saved step.
 */
export function BookingPage() {
  useDocumentTitle(t`Book a Ride`)
  useMetaDescription(
    t`Book a chauffeured ride with Ridelane in four steps: your trip, a vehicle with its price, the passenger and payment. No account needed.`,
  )
  // The first render is the build's frame (also on a visit from another page, where it is the
  // same as the loading state). Then the wizard renders in a transition: the frame stays until
  // the wizard's code is here, and React renders it in short slices.
  const [live, setLive] = useState(false)
  useEffect(() => startTransition(() => setLive(true)), [])
  return (
    <>
      <PageIntro
        eyebrow={t`No account needed`}
        title={t`Book Your Ride`}
        className="[&>div]:py-8 sm:[&>div]:py-10"
      >
        <p>
          <Trans>Four short steps from pickup point to confirmed driver.</Trans>
        </p>
      </PageIntro>
      <div className="mx-auto max-w-5xl px-gutter py-8">
        <Suspense fallback={shell}>
          {live ? <BookingWizard audience="traveller" /> : shell}
        </Suspense>
      </div>
    </>
  )
}
