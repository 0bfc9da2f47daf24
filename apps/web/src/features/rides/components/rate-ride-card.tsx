import { zodResolver } from '@hookform/resolvers/zod'
import { plural, t } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import type { RideView } from '@ridelane/domain'
import { Star } from 'lucide-react'
import { useId, useMemo } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { z } from 'zod'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { apiErrorMessage } from '@/lib/api-client'
import { cn } from '@/lib/cn'
import { useRateRideMutation } from '../api/rate-ride'
import type { RideActionProps } from './ride-action-props'

export const RATING_COMMENT_MAX_LENGTH = 1000

// Built when the card renders, so its messages are in the page's language.
function ratingFormSchema() {
  const chooseStars = t`Choose from 1 to 5 stars.`
  const max = RATING_COMMENT_MAX_LENGTH
  return z.object({
    stars: z.coerce.number({ error: chooseStars }).int().min(1, chooseStars).max(5, chooseStars),
    comment: z
      .string()
      .trim()
      .max(max, t`Keep your comment to ${max} characters or fewer.`),
  })
}
type RatingSchema = ReturnType<typeof ratingFormSchema>
type RatingFormInput = z.input<RatingSchema>
type RatingForm = z.output<RatingSchema>

const starLabel = (stars: number) => plural(stars, { one: '# star', other: '# stars' })

function Stars({ stars }: { stars: number }) {
  return (
    <span className="flex gap-0.5" aria-hidden="true">
      {[1, 2, 3, 4, 5].map((n) => (
        <Star
          key={n}
          className={cn('size-5', n <= stars ? 'fill-accent-400 text-accent-500' : 'text-ink-300')}
        />
      ))}
    </span>
  )
}

function GivenRating({
  rating,
  thanks,
}: {
  rating: NonNullable<RideView['rating']>
  thanks: boolean
}) {
  const stars = rating.stars
  return (
    <div className="grid gap-2">
      {thanks && (
        <Alert tone="success">
          <Trans>Thank you for rating your ride.</Trans>
        </Alert>
      )}
      <p className="flex flex-wrap items-center gap-2 font-semibold text-ink-900">
        <Stars stars={stars} />
        <Trans>You rated this ride {stars} of 5</Trans>
      </p>
      {rating.comment && (
        <blockquote className="border-s-2 border-ink-200 ps-3 text-sm whitespace-pre-line text-ink-700">
          {rating.comment}
        </blockquote>
      )}
    </div>
  )
}

/** After a completed ride: 1 to 5 stars and a comment, once; afterwards what was given. */
export function RateRideCard({ ride, access, onUpdated }: RideActionProps) {
  const rate = useRateRideMutation(access)
  const headingId = useId()
  const commentId = useId()
  const schema = useMemo(ratingFormSchema, [])
  const form = useForm<RatingFormInput, unknown, RatingForm>({
    resolver: zodResolver(schema),
    defaultValues: { stars: undefined, comment: '' },
  })
  const { errors } = form.formState
  const chosen = Number(useWatch({ control: form.control, name: 'stars' }) ?? 0)
  const comment = useWatch({ control: form.control, name: 'comment' }) ?? ''
  const given = rate.data?.rating ?? ride.rating
  const typed = comment.length
  const max = RATING_COMMENT_MAX_LENGTH

  if (!given && !ride.can_rate) return null

  const submit = form.handleSubmit(({ stars, comment: text }) =>
    rate.mutate(text ? { stars, comment: text } : { stars }, {
      onSuccess: (updated) => onUpdated(updated),
    }),
  )

  return (
    <section
      aria-labelledby={headingId}
      className="rounded-card border border-ink-100 bg-white p-4 shadow-card sm:p-6"
    >
      <h2 id={headingId} className="text-lg font-bold text-ink-900">
        {given ? t`Your rating` : t`Rate your ride`}
      </h2>
      <div className="mt-3">
        {given ? (
          <GivenRating rating={given} thanks={rate.isSuccess} />
        ) : (
          <form noValidate onSubmit={(event) => void submit(event)} className="grid gap-4">
            <fieldset
              aria-describedby={errors.stars ? `${headingId}-stars-error` : undefined}
              className="grid gap-2"
            >
              <legend className="text-sm font-semibold text-ink-800">
                <Trans>How was your ride?</Trans>
              </legend>
              <div className="flex gap-1">
                {[1, 2, 3, 4, 5].map((n) => (
                  <label
                    key={n}
                    className="grid size-11 cursor-pointer place-items-center rounded-control has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-accent-500"
                  >
                    <input
                      type="radio"
                      value={n}
                      className="sr-only"
                      aria-label={starLabel(n)}
                      {...form.register('stars')}
                    />
                    <Star
                      aria-hidden="true"
                      className={cn(
                        'size-8',
                        n <= chosen ? 'fill-accent-400 text-accent-500' : 'text-ink-300',
                      )}
                    />
                  </label>
                ))}
              </div>
              {errors.stars && (
                <p id={`${headingId}-stars-error`} role="alert" className="text-sm text-danger-700">
                  {errors.stars.message}
                </p>
              )}
            </fieldset>
            <div>
              <label htmlFor={commentId} className="block text-sm font-semibold text-ink-800">
                <Trans>Comment (optional)</Trans>
              </label>
              <textarea
                id={commentId}
                rows={3}
                maxLength={RATING_COMMENT_MAX_LENGTH}
                aria-invalid={errors.comment ? true : undefined}
                aria-describedby={`${commentId}-count`}
                className="mt-1.5 block w-full rounded-control border border-ink-200 bg-white px-3 py-2 text-ink-900 hover:border-ink-300"
                {...form.register('comment')}
              />
              <p id={`${commentId}-count`} className="mt-1 text-xs text-ink-500">
                {t`${typed} of ${max} characters`}
              </p>
              {errors.comment && (
                <p role="alert" className="mt-1 text-sm text-danger-700">
                  {errors.comment.message}
                </p>
              )}
            </div>
            {rate.error && (
              <Alert tone="danger">
                {apiErrorMessage(rate.error, t`We could not save your rating. Please try again.`)}
              </Alert>
            )}
            <Button type="submit" loading={rate.isPending} className="w-full sm:w-auto">
              <Trans>Send my rating</Trans>
            </Button>
          </form>
        )}
      </div>
    </section>
  )
}
