import { lazy, Suspense } from 'react'
import { PageIntro } from '@/components/ui/page-intro'
import { useAfterHydration } from '@/hooks/use-after-hydration'
import { useDocumentTitle } from '@/hooks/use-document-title'
import { useMetaDescription } from '@/hooks/use-meta-description'
import { StepLoading, WizardFrame } from './wizard-frame'

// The wizard (its state, the booking calls and the rules) is a chunk of its own; each of its
// steps is another (step-screens.tsx).
const BookingWizard = lazy(() =>
  import('./booking-wizard').then((module) => ({ default: module.BookingWizard })),
)

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
 * wizard loads and opens the saved step.
 */
export function BookingPage() {
  useDocumentTitle('Book a Ride')
  useMetaDescription(
    'Book a chauffeured ride with Ridelane in four steps: your trip, a vehicle with its price, ' +
      'the passenger and payment. No account needed.',
  )
  const hydrated = useAfterHydration(true, false)
  return (
    <>
      <PageIntro
        eyebrow="No account needed"
        title="Book Your Ride"
        className="[&>div]:py-8 sm:[&>div]:py-10"
      >
        <p>Four short steps from pickup point to confirmed driver.</p>
      </PageIntro>
      <div className="mx-auto max-w-5xl px-gutter py-8">
        <Suspense fallback={shell}>
          {hydrated ? <BookingWizard audience="traveller" /> : shell}
        </Suspense>
      </div>
    </>
  )
}
