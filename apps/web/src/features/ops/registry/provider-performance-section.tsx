import {
  monthInZone,
  ratingText,
  recentStatementMonths,
  statementMonthLabel,
} from '@ridelane/domain'
import { Download } from 'lucide-react'
import { useState } from 'react'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Field } from '@/components/ui/field'
import { Select } from '@/components/ui/select'
import { apiErrorMessage } from '@/lib/api-client'
import { formatDay } from '@/lib/format-date-time'
import {
  downloadProviderStatementCsv,
  statementDownloadFailed,
  useProviderRatingsQuery,
} from '../api/provider-ratings'

/** A provider's ratings and its monthly statement as CSV, on its registry page. */
export function ProviderPerformanceSection({ providerId }: { providerId: string }) {
  const ratings = useProviderRatingsQuery(providerId)
  const months = recentStatementMonths(monthInZone(new Date()), 24)
  const [month, setMonth] = useState(months[0]!)
  const [downloading, setDownloading] = useState(false)
  const [downloadError, setDownloadError] = useState<string>()

  const download = async () => {
    setDownloading(true)
    setDownloadError(undefined)
    try {
      await downloadProviderStatementCsv(providerId, month)
    } catch (error) {
      setDownloadError(apiErrorMessage(error, statementDownloadFailed))
    } finally {
      setDownloading(false)
    }
  }

  return (
    <section
      aria-labelledby="performance-heading"
      className="mt-10 rounded-card bg-white p-6 shadow-card"
    >
      <h2 id="performance-heading" className="text-xl font-bold text-ink-900">
        Ratings and statement
      </h2>
      {ratings.isPending && (
        <p role="status" className="mt-3 text-ink-700">
          Loading ratings…
        </p>
      )}
      {ratings.isError && (
        <Alert tone="danger" className="mt-3">
          {apiErrorMessage(ratings.error, 'Failed to load the ratings')}
        </Alert>
      )}
      {ratings.data && (
        <>
          <p className="mt-3 text-lg font-semibold text-ink-900">
            Average rating: {ratingText(ratings.data.provider)}
          </p>
          {ratings.data.latest_comments.length > 0 && (
            <>
              <h3 className="mt-4 font-bold text-ink-900">Latest comments</h3>
              <ul className="mt-2 space-y-2 text-sm">
                {ratings.data.latest_comments.map((comment) => (
                  <li key={comment.booking_code} className="rounded-control bg-ink-50 p-3">
                    <p className="text-ink-600">
                      {comment.stars} ★ · {comment.booking_code} · {formatDay(comment.rated_at)}
                      {comment.driver_name && ` · ${comment.driver_name}`}
                    </p>
                    <p className="mt-1 text-ink-900">{comment.comment}</p>
                  </li>
                ))}
              </ul>
            </>
          )}
        </>
      )}
      <h3 className="mt-6 font-bold text-ink-900">Monthly statement</h3>
      <p className="mt-1 text-sm text-ink-700">
        Completed and no-show rides of the month, with fare, commission and payout.
      </p>
      <div className="mt-3 flex flex-col gap-3 sm:flex-row sm:items-end">
        <Field label="Statement month" className="sm:w-64">
          {(control) => (
            <Select {...control} value={month} onChange={(event) => setMonth(event.target.value)}>
              {months.map((option) => (
                <option key={option} value={option}>
                  {statementMonthLabel(option)}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Button variant="outline" onClick={() => void download()} disabled={downloading}>
          <Download className="size-4" aria-hidden="true" />
          {downloading ? 'Downloading…' : 'Download statement (CSV)'}
        </Button>
      </div>
      {downloadError && (
        <Alert tone="danger" className="mt-3">
          {downloadError}
        </Alert>
      )}
    </section>
  )
}
