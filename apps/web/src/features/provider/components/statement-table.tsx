import {
  statementMonthLabel,
  statementRoute,
  type ProviderStatement,
  type ProviderStatementJob,
} from '@ridelane/domain'
import type { ReactNode } from 'react'

export const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' })

const cellClass = 'flex justify-between gap-4 py-0.5 md:table-cell md:px-3 md:py-3'
const moneyClass = `${cellClass} md:text-right md:tabular-nums`

/** A cell's own label, shown on a phone where the rows are stacked and the header is hidden. */
function PhoneLabel({ children }: { children: ReactNode }) {
  return <span className="font-semibold text-ink-600 md:hidden">{children}</span>
}

function JobRow({ job }: { job: ProviderStatementJob }) {
  return (
    <tr className="block rounded-card bg-white p-4 shadow-card md:table-row md:rounded-none md:p-0 md:shadow-none">
      <td className={cellClass}>
        <PhoneLabel>Date</PhoneLabel>
        <span>
          <span className="whitespace-nowrap">{job.pickup_date_local}</span> {job.pickup_time_local}
        </span>
      </td>
      <th scope="row" className={`${cellClass} text-left font-semibold text-ink-900`}>
        <PhoneLabel>Booking</PhoneLabel>
        <span>
          {job.booking_code}
          {job.status === 'no_show' && (
            <span className="ml-2 inline-block rounded-full bg-warning-50 px-2 py-0.5 text-xs font-semibold whitespace-nowrap text-warning-800">
              No-show
            </span>
          )}
        </span>
      </th>
      <td className={`${cellClass} text-ink-700`}>
        <PhoneLabel>Route</PhoneLabel>
        <span className="text-right md:text-left">
          {statementRoute(job)}
          {job.driver_name && (
            <span className="block text-xs text-ink-600">Driver: {job.driver_name}</span>
          )}
        </span>
      </td>
      <td className={moneyClass}>
        <PhoneLabel>Fare</PhoneLabel>
        <span className="text-right">
          {usd.format(job.fare)}
          {job.refunded > 0 && (
            <span className="block text-xs text-ink-600">
              after {usd.format(job.refunded)} refunded
            </span>
          )}
        </span>
      </td>
      <td className={moneyClass}>
        <PhoneLabel>Commission</PhoneLabel>
        <span>{usd.format(job.commission)}</span>
      </td>
      <td className={`${moneyClass} font-semibold text-ink-900`}>
        <PhoneLabel>Payout</PhoneLabel>
        <span>{usd.format(job.payout)}</span>
      </td>
    </tr>
  )
}

/**
 * The month's jobs and their totals. One table for every screen: on a phone each row is a card
 * of labelled lines, from md up it is an ordinary table.
 */
export function StatementTable({ statement }: { statement: ProviderStatement }) {
  const { totals } = statement
  return (
    <table className="mt-4 block w-full text-sm md:table md:rounded-card md:bg-white md:shadow-card">
      <caption className="sr-only">Jobs in {statementMonthLabel(statement.month)}</caption>
      <thead className="hidden border-b border-ink-100 text-left text-ink-700 md:table-header-group">
        <tr>
          {['Date', 'Booking', 'Route', 'Fare', 'Commission', 'Payout'].map((heading, index) => (
            <th
              key={heading}
              scope="col"
              className={`px-3 py-3 font-semibold ${index >= 3 ? 'text-right' : ''}`}
            >
              {heading}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="block space-y-3 md:table-row-group md:space-y-0 md:divide-y md:divide-ink-100">
        {statement.jobs.map((job) => (
          <JobRow key={job.booking_id} job={job} />
        ))}
      </tbody>
      <tfoot className="mt-3 block rounded-card bg-ink-900 p-4 text-white md:table-footer-group md:bg-ink-50 md:p-0 md:text-ink-900">
        <tr className="block md:table-row">
          <th scope="row" colSpan={3} className={`${cellClass} text-left font-semibold`}>
            Totals ({totals.jobs} {totals.jobs === 1 ? 'job' : 'jobs'})
          </th>
          <td className={moneyClass}>
            <span className="md:hidden">Fare</span>
            <span>{usd.format(totals.fare)}</span>
          </td>
          <td className={moneyClass}>
            <span className="md:hidden">Commission</span>
            <span>{usd.format(totals.commission)}</span>
          </td>
          <td className={`${moneyClass} font-bold`}>
            <span className="md:hidden">Payout</span>
            <span>{usd.format(totals.payout)}</span>
          </td>
        </tr>
      </tfoot>
    </table>
  )
}
