import {
  monthInZone,
  recentStatementMonths,
  statementMonthLabel,
  statementMonthSchema,
} from '@ridelane/domain'
import { Download } from 'lucide-react'
import { useState } from 'react'
import { useSearchParams } from 'react-router'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Field } from '@/components/ui/field'
import { Select } from '@/components/ui/select'
import { useDocumentTitle } from '@/hooks/use-document-title'
import { apiErrorMessage } from '@/lib/api-client'
import {
  downloadFailed,
  downloadProviderStatementCsv,
  statementLoadFailed,
  useProviderStatementQuery,
} from '../api/provider-statement'
import { ProviderRatingsPanel } from './provider-ratings-panel'
import { StatementTable, usd } from './statement-table'

/** How many months back the picker offers. */
const MONTHS_OFFERED = 24

/** /provider/statement: a month's paid jobs with fare, commission and payout; CSV; ratings. */
export function ProviderStatementPage() {
  useDocumentTitle('Statement')
  const [params, setParams] = useSearchParams()
  const asked = statementMonthSchema.safeParse(params.get('month'))
  const thisMonth = monthInZone(new Date())
  const month = asked.success ? asked.data : thisMonth
  const months = recentStatementMonths(thisMonth, MONTHS_OFFERED)
  if (!months.includes(month)) months.unshift(month)
  const statement = useProviderStatementQuery(month)
  const [downloading, setDownloading] = useState(false)
  const [downloadError, setDownloadError] = useState<string>()
  const data = statement.data?.month === month ? statement.data : undefined

  const download = async () => {
    setDownloading(true)
    setDownloadError(undefined)
    try {
      await downloadProviderStatementCsv(month)
    } catch (error) {
      setDownloadError(apiErrorMessage(error, downloadFailed))
    } finally {
      setDownloading(false)
    }
  }

  return (
    <>
      <h1 className="text-2xl font-extrabold tracking-tight text-ink-900 sm:text-3xl">Statement</h1>
      <p className="mt-2 text-ink-700">
        Your completed and no-show rides by the month of their pickup, on the pickup’s own calendar.
        Amounts in US dollars: the fare each ride earned after any refund, our commission, and what
        we pay you.
      </p>
      <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:items-end">
        <Field label="Month" className="sm:w-64">
          {(control) => (
            <Select
              {...control}
              value={month}
              onChange={(event) => {
                setDownloadError(undefined)
                setParams({ month: event.target.value }, { replace: true })
              }}
            >
              {months.map((option) => (
                <option key={option} value={option}>
                  {statementMonthLabel(option)}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Button
          variant="outline"
          size="lg"
          className="sm:h-11"
          onClick={() => void download()}
          disabled={downloading}
        >
          <Download className="size-4" aria-hidden="true" />
          {downloading ? 'Downloading…' : 'Download CSV'}
        </Button>
      </div>
      {downloadError && (
        <Alert tone="danger" className="mt-4">
          {downloadError}
        </Alert>
      )}

      {!data && statement.isFetching && (
        <p role="status" className="mt-6 text-ink-700">
          Loading the statement…
        </p>
      )}
      {statement.isError && !statement.isFetching && (
        <Alert tone="danger" className="mt-6">
          <p>{apiErrorMessage(statement.error, statementLoadFailed)}</p>
          <Button
            variant="outline"
            size="sm"
            className="mt-2"
            onClick={() => void statement.refetch()}
          >
            Try again
          </Button>
        </Alert>
      )}
      {data && data.jobs.length === 0 && (
        <p className="mt-6 rounded-card bg-white p-5 text-ink-700 shadow-card">
          No completed rides in {statementMonthLabel(month)}.
        </p>
      )}
      {data && data.jobs.length > 0 && (
        <section aria-labelledby="month-heading" className="mt-8">
          <h2 id="month-heading" className="text-xl font-bold text-ink-900">
            {statementMonthLabel(month)}
          </h2>
          <dl className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-4">
            {[
              ['Jobs', String(data.totals.jobs)],
              ['Fares', usd.format(data.totals.fare)],
              [
                `Commission (${data.provider.commission_percent} %)`,
                usd.format(data.totals.commission),
              ],
              ['Payout', usd.format(data.totals.payout)],
            ].map(([term, value]) => (
              <div key={term} className="rounded-card bg-white p-4 shadow-card">
                <dt className="text-sm font-semibold text-ink-600">{term}</dt>
                <dd className="mt-1 text-lg font-bold text-ink-900">{value}</dd>
              </div>
            ))}
          </dl>
          <StatementTable statement={data} />
        </section>
      )}
      <ProviderRatingsPanel />
    </>
  )
}
