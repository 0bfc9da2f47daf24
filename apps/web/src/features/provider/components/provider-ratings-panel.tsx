import { ratingText } from '@ridelane/domain'
import { Alert } from '@/components/ui/alert'
import { apiErrorMessage } from '@/lib/api-client'
import { formatDay } from '@/lib/format-date-time'
import { useProviderRatingsQuery } from '../api/provider-statement'

const stars = (count: number) => '★'.repeat(count) + '☆'.repeat(5 - count)

/** What travellers said: the provider's average, each driver's, and the latest comments. */
export function ProviderRatingsPanel() {
  const ratings = useProviderRatingsQuery()
  return (
    <section
      aria-labelledby="ratings-heading"
      className="mt-10 rounded-card bg-white p-5 shadow-card sm:p-6"
    >
      <h2 id="ratings-heading" className="text-xl font-bold text-ink-900">
        Ratings
      </h2>
      <p className="mt-1 text-sm text-ink-700">
        Travellers rate a ride once it is over; a rating counts for your company and its driver.
      </p>
      {ratings.isPending && (
        <p role="status" className="mt-4 text-ink-700">
          Loading ratings…
        </p>
      )}
      {ratings.isError && (
        <Alert tone="danger" className="mt-4">
          {apiErrorMessage(ratings.error, 'Failed to load the ratings')}
        </Alert>
      )}
      {ratings.data && (
        <>
          <p className="mt-4 text-2xl font-extrabold text-ink-900">
            {ratingText(ratings.data.provider)}
          </p>
          {ratings.data.drivers.length > 0 && (
            <>
              <h3 className="mt-6 font-bold text-ink-900">Drivers</h3>
              <ul className="mt-2 divide-y divide-ink-100">
                {ratings.data.drivers.map((driver) => (
                  <li
                    key={driver.driver_id}
                    className="flex flex-wrap justify-between gap-x-4 py-2 text-sm"
                  >
                    <span className="font-semibold text-ink-900">
                      {driver.name}
                      {!driver.active && (
                        <span className="ml-2 font-normal text-ink-600">(inactive)</span>
                      )}
                    </span>
                    <span className="text-ink-700">{ratingText(driver)}</span>
                  </li>
                ))}
              </ul>
            </>
          )}
          <h3 className="mt-6 font-bold text-ink-900">Latest comments</h3>
          {ratings.data.latest_comments.length === 0 ? (
            <p className="mt-2 text-sm text-ink-700">No comments yet.</p>
          ) : (
            <ul className="mt-2 space-y-3">
              {ratings.data.latest_comments.map((comment) => (
                <li key={comment.booking_code} className="rounded-control bg-ink-50 p-3 text-sm">
                  <p>
                    <span
                      role="img"
                      className="text-accent-600"
                      aria-label={`${comment.stars} of 5 stars`}
                    >
                      {stars(comment.stars)}
                    </span>
                    <span className="ml-2 text-ink-600">
                      {comment.booking_code} · {formatDay(comment.rated_at)}
                      {comment.driver_name && ` · ${comment.driver_name}`}
                    </span>
                  </p>
                  <p className="mt-1 text-ink-900">{comment.comment}</p>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  )
}
