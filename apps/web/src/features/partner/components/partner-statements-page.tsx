import {
  costCentreSubtotalLabel,
  formatBookingStatus,
  NO_COST_CENTRE,
  monthInZone,
  partnerPaymentLabels,
  partnerStatementMonths,
  statementMonthLabel,
  statementMonthSchema,
  type PartnerStatement,
  type PartnerStatementLine,
} from '@ridelane/domain'
import { Download } from 'lucide-react'
import { useState, type ReactNode } from 'react'
import { Link, useSearchParams } from 'react-router'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Field } from '@/components/ui/field'
import { Select } from '@/components/ui/select'
import { paths } from '@/config/paths'
import { useDocumentTitle } from '@/hooks/use-document-title'
import { apiErrorMessage } from '@/lib/api-client'
import {
  downloadPartnerInvoice,
  downloadPartnerStatement,
  statementDownloadFailed,
  statementLoadFailed,
  usePartnerStatementQuery,
} from '../api/partner-statement'
import { useBookingFieldsQuery } from '../api/booking-fields'
import { PartnerPageIntro } from './partner-page-intro'

export const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' })

const cellClass = 'flex justify-between gap-4 py-0.5 md:table-cell md:px-3 md:py-3'
const moneyClass = `${cellClass} md:text-right md:tabular-nums`

/** A cell's own label, shown on a phone where the rows are stacked and the header is hidden. */
function PhoneLabel({ children }: { children: ReactNode }) {
  return <span className="font-semibold text-ink-600 md:hidden">{children}</span>
}

function BookingLine({
  line,
  onInvoice,
}: {
  line: PartnerStatementLine
  onInvoice: (line: PartnerStatementLine) => void
}) {
  return (
    <tr className="block rounded-card bg-white p-4 shadow-card md:table-row md:rounded-none md:p-0 md:shadow-none">
      <th scope="row" className={`${cellClass} text-left font-semibold text-ink-900`}>
        <PhoneLabel>Booking</PhoneLabel>
        <span>
          <Link
            to={paths.partner.bookingDetail(line.booking_id)}
            className="font-mono underline-offset-4 hover:underline"
          >
            {line.booking_code}
          </Link>
          {line.status === 'cancelled' && (
            <span className="ml-2 inline-block rounded-full bg-danger-50 px-2 py-0.5 text-xs font-semibold whitespace-nowrap text-danger-700">
              {formatBookingStatus(line.status)}
            </span>
          )}
        </span>
      </th>
      <td className={cellClass}>
        <PhoneLabel>Pickup</PhoneLabel>
        <span>
          <span className="whitespace-nowrap">{line.pickup_date_local}</span>{' '}
          {line.pickup_time_local}
        </span>
      </td>
      <td className={`${cellClass} text-ink-700`}>
        <PhoneLabel>Route</PhoneLabel>
        <span className="text-right md:text-left">{line.route}</span>
      </td>
      <td className={`${cellClass} text-ink-700`}>
        <PhoneLabel>Guest</PhoneLabel>
        <span className="break-words">{line.guest_name}</span>
      </td>
      <td className={`${cellClass} text-ink-700`}>
        <PhoneLabel>Booked by</PhoneLabel>
        <span className="break-all">{line.booked_by}</span>
      </td>
      <td className={`${cellClass} text-ink-700`}>
        <PhoneLabel>Cost centre</PhoneLabel>
        <span className="break-all">
          {line.cost_centre ?? '—'}
          {line.booking_reference && (
            <span className="block text-xs text-ink-600">{line.booking_reference}</span>
          )}
        </span>
      </td>
      <td className={cellClass}>
        <PhoneLabel>Payment</PhoneLabel>
        <span>{partnerPaymentLabels[line.payment]}</span>
      </td>
      <td className={moneyClass}>
        <PhoneLabel>Gross</PhoneLabel>
        <span>{usd.format(line.gross)}</span>
      </td>
      <td className={moneyClass}>
        <PhoneLabel>Discount</PhoneLabel>
        <span>{usd.format(-line.discount)}</span>
      </td>
      <td className={moneyClass}>
        <PhoneLabel>Net</PhoneLabel>
        <span>
          {usd.format(line.net)}
          {/* Charged after the ride (docs/decisions/024-payments.md#extra-waiting). */}
          {line.extra_waiting > 0 && (
            <span className="block text-xs font-normal text-ink-600">
              incl. {usd.format(line.extra_waiting)} extra waiting
            </span>
          )}
          {/* A net-rate booking: the price its traveller was shown (decision 043). */}
          {line.selling_price !== null && (
            <span className="block text-xs font-normal text-ink-600">
              sold at {usd.format(line.selling_price)}
            </span>
          )}
        </span>
      </td>
      <td className={moneyClass}>
        <PhoneLabel>Refunded</PhoneLabel>
        <span>{usd.format(-line.refunded)}</span>
      </td>
      <td className={`${moneyClass} font-semibold text-ink-900`}>
        <PhoneLabel>Charged</PhoneLabel>
        <span>{usd.format(line.charged)}</span>
      </td>
      <td className={cellClass}>
        <Button
          variant="ghost"
          size="sm"
          onClick={() => onInvoice(line)}
          aria-label={`Invoice for ${line.booking_code}`}
        >
          <Download className="size-4" aria-hidden="true" />
          Invoice
        </Button>
      </td>
    </tr>
  )
}

const headings = [
  'Booking',
  'Pickup',
  'Route',
  'Guest',
  'Booked by',
  'Cost centre / ref.',
  'Payment',
  'Gross',
  'Discount',
  'Net',
  'Refunded',
  'Charged',
]

function StatementBookings({
  statement,
  onInvoice,
}: {
  statement: PartnerStatement
  onInvoice: (line: PartnerStatementLine) => void
}) {
  const totalRow = (label: string, totals: PartnerStatement['totals']) => (
    <tr className="flex flex-wrap justify-between gap-x-4 py-2 md:table-row">
      <th scope="row" colSpan={7} className="text-left font-semibold text-ink-900 md:px-3 md:py-2">
        {label} ({totals.bookings})
      </th>
      {(['gross', 'discount', 'net', 'refunded', 'charged'] as const).map((key) => (
        <td key={key} className="tabular-nums md:px-3 md:py-2 md:text-right">
          <span className="mr-1 text-ink-600 md:hidden">{key}:</span>
          {usd.format(key === 'discount' || key === 'refunded' ? -totals[key] : totals[key])}
        </td>
      ))}
      <td className="hidden md:table-cell" />
    </tr>
  )
  return (
    <table className="mt-4 block w-full text-sm md:table md:rounded-card md:bg-white md:shadow-card">
      <caption className="sr-only">Bookings in {statementMonthLabel(statement.month)}</caption>
      <thead className="hidden border-b border-ink-100 text-left text-ink-700 md:table-header-group">
        <tr>
          {headings.map((heading, index) => (
            <th
              key={heading}
              scope="col"
              className={`px-3 py-3 font-semibold ${index >= 7 ? 'text-right' : ''}`}
            >
              {heading}
            </th>
          ))}
          <th scope="col" className="px-3 py-3">
            <span className="sr-only">Invoice</span>
          </th>
        </tr>
      </thead>
      <tbody className="flex flex-col gap-3 md:table-row-group md:divide-y md:divide-ink-100">
        {statement.bookings.map((line) => (
          <BookingLine key={line.booking_id} line={line} onInvoice={onInvoice} />
        ))}
      </tbody>
      <tfoot className="mt-4 block border-t border-ink-200 md:table-footer-group">
        {totalRow('Total', statement.totals)}
        {totalRow('On account', statement.on_account)}
        {totalRow('By card', statement.by_card)}
        {statement.by_cost_centre.map((group) => (
          <CostCentreRow key={group.cost_centre ?? ''} group={group} />
        ))}
      </tfoot>
    </table>
  )
}

/** A cost centre's subtotal under the totals: its label says whose and how many. */
function CostCentreRow({ group }: { group: PartnerStatement['by_cost_centre'][number] }) {
  return (
    <tr className="flex flex-wrap justify-between gap-x-4 py-2 text-ink-700 md:table-row">
      <th scope="row" colSpan={7} className="text-left font-normal md:px-3 md:py-2">
        {costCentreSubtotalLabel(group)}
      </th>
      {(['gross', 'discount', 'net', 'refunded', 'charged'] as const).map((key) => (
        <td key={key} className="tabular-nums md:px-3 md:py-2 md:text-right">
          <span className="mr-1 text-ink-600 md:hidden">{key}:</span>
          {usd.format(key === 'discount' || key === 'refunded' ? -group[key] : group[key])}
        </td>
      ))}
      <td className="hidden md:table-cell" />
    </tr>
  )
}

function Referrals({ statement }: { statement: PartnerStatement }) {
  return (
    <section aria-labelledby="referral-heading" className="mt-10">
      <h2 id="referral-heading" className="text-xl font-bold text-ink-900">
        Referral commission
      </h2>
      {statement.referrals.length === 0 ? (
        <p className="mt-3 rounded-card bg-white p-5 text-ink-700 shadow-card">
          No bookings came through your referral link or widget in{' '}
          {statementMonthLabel(statement.month)}.
        </p>
      ) : (
        <table className="mt-3 w-full rounded-card bg-white text-sm shadow-card">
          <caption className="sr-only">Referred bookings</caption>
          <thead className="border-b border-ink-100 text-left text-ink-700">
            <tr>
              <th scope="col" className="px-3 py-2">
                Booking
              </th>
              <th scope="col" className="hidden px-3 py-2 sm:table-cell">
                Pickup
              </th>
              <th scope="col" className="px-3 py-2 text-right">
                Net after refunds
              </th>
              <th scope="col" className="px-3 py-2 text-right">
                Commission
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-ink-100">
            {statement.referrals.map((line) => (
              <tr key={line.booking_id}>
                <th scope="row" className="px-3 py-2 text-left font-mono font-semibold">
                  {line.booking_code}
                </th>
                <td className="hidden px-3 py-2 sm:table-cell">{line.pickup_date_local}</td>
                <td className="px-3 py-2 text-right tabular-nums">
                  {usd.format(line.net - line.refunded)}
                </td>
                <td className="px-3 py-2 text-right tabular-nums">
                  {usd.format(line.commission)} ({line.commission_percent} %)
                </td>
              </tr>
            ))}
          </tbody>
          <tfoot className="border-t border-ink-200 font-semibold">
            <tr>
              <th scope="row" colSpan={3} className="px-3 py-2 text-left">
                Total commission
              </th>
              <td className="px-3 py-2 text-right tabular-nums">
                {usd.format(statement.referral_commission)}
              </td>
            </tr>
          </tfoot>
        </table>
      )}
    </section>
  )
}

/**
 * /partner/statements: a month's confirmed bookings with gross, discount, net and refunds, the
 * totals on account and by card, the amount due, the referral commission; CSV, PDF and invoices.
 */
export function PartnerStatementsPage() {
  useDocumentTitle('Statements')
  const [params, setParams] = useSearchParams()
  const asked = statementMonthSchema.safeParse(params.get('month'))
  const thisMonth = monthInZone(new Date())
  const month = asked.success ? asked.data : thisMonth
  const months = partnerStatementMonths(thisMonth)
  if (!months.includes(month)) months.unshift(month)
  // One cost centre's statement (`none`: the bookings without one), when the account has them.
  const costCentre = params.get('cost_centre') || undefined
  const centres = useBookingFieldsQuery().data?.cost_centre.centres ?? []
  const statement = usePartnerStatementQuery(month, costCentre)
  const [downloading, setDownloading] = useState<string>()
  const [downloadError, setDownloadError] = useState<string>()
  const sameCentre = (shown: string | null) =>
    (shown ?? '').toLowerCase() === (costCentre ?? '').toLowerCase()
  const data =
    statement.data?.month === month && sameCentre(statement.data.cost_centre)
      ? statement.data
      : undefined
  const choose = (next: { month: string; cost_centre?: string | undefined }) => {
    setDownloadError(undefined)
    const query: Record<string, string> = next.cost_centre
      ? { month: next.month, cost_centre: next.cost_centre }
      : { month: next.month }
    setParams(query, { replace: true })
  }

  const download = async (what: string, save: () => Promise<void>) => {
    setDownloading(what)
    setDownloadError(undefined)
    try {
      await save()
    } catch (error) {
      setDownloadError(apiErrorMessage(error, statementDownloadFailed))
    } finally {
      setDownloading(undefined)
    }
  }

  return (
    <>
      <PartnerPageIntro title="Statements">
        <p>
          Your confirmed bookings by the month of their pickup, on the pickup’s own calendar, in US
          dollars: the fare, your discount, what you paid and any refund. Bookings on account add up
          to the amount due; test bookings are never included.
        </p>
      </PartnerPageIntro>
      <div className="mx-auto max-w-6xl px-gutter py-8">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
          <Field label="Month" className="sm:w-64">
            {(control) => (
              <Select
                {...control}
                value={month}
                onChange={(event) => choose({ month: event.target.value, cost_centre: costCentre })}
              >
                {months.map((option) => (
                  <option key={option} value={option}>
                    {statementMonthLabel(option)}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          {(centres.length > 0 || costCentre) && (
            <Field label="Cost centre" className="sm:w-64">
              {(control) => (
                <Select
                  {...control}
                  value={costCentre ?? ''}
                  onChange={(event) => choose({ month, cost_centre: event.target.value })}
                >
                  <option value="">All bookings</option>
                  {centres.map((centre) => (
                    <option key={centre.code} value={centre.code}>
                      {centre.name ? `${centre.code} · ${centre.name}` : centre.code}
                    </option>
                  ))}
                  {costCentre &&
                    costCentre !== NO_COST_CENTRE &&
                    !centres.some((centre) => centre.code === costCentre) && (
                      <option value={costCentre}>{costCentre}</option>
                    )}
                  <option value={NO_COST_CENTRE}>Without a cost centre</option>
                </Select>
              )}
            </Field>
          )}
          {(['csv', 'pdf'] as const).map((format) => (
            <Button
              key={format}
              variant="outline"
              size="lg"
              className="sm:h-11"
              disabled={downloading !== undefined}
              onClick={() =>
                void download(format, () => downloadPartnerStatement(month, format, costCentre))
              }
            >
              <Download className="size-4" aria-hidden="true" />
              {downloading === format ? 'Downloading…' : `Download ${format.toUpperCase()}`}
            </Button>
          ))}
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
        {data && (
          <section
            aria-labelledby="month-heading"
            aria-busy={statement.isFetching || undefined}
            className="mt-8"
          >
            <h2 id="month-heading" className="text-xl font-bold text-ink-900">
              {statementMonthLabel(month)}
            </h2>
            <dl className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-4">
              {[
                ['Bookings', String(data.totals.bookings)],
                ['Net fares', usd.format(data.totals.net)],
                ['Refunded', usd.format(data.totals.refunded)],
                ['Amount due on account', usd.format(data.amount_due)],
              ].map(([term, value]) => (
                <div key={term} className="rounded-card bg-white p-4 shadow-card">
                  <dt className="text-sm font-semibold text-ink-600">{term}</dt>
                  <dd className="mt-1 text-lg font-bold text-ink-900">{value}</dd>
                </div>
              ))}
            </dl>
            {data.bookings.length === 0 ? (
              <p className="mt-6 rounded-card bg-white p-5 text-ink-700 shadow-card">
                No confirmed bookings with a pickup in {statementMonthLabel(month)}.
              </p>
            ) : (
              <StatementBookings
                statement={data}
                onInvoice={(line) =>
                  void download(line.booking_id, () =>
                    downloadPartnerInvoice(line.booking_id, line.booking_code),
                  )
                }
              />
            )}
            {/* The commission belongs to no cost centre: one cost centre's statement leaves it out. */}
            {!costCentre && <Referrals statement={data} />}
          </section>
        )}
      </div>
    </>
  )
}
