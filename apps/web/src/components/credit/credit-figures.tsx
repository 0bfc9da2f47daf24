import { formatMoney, type PartnerCredit } from '@ridelane/domain'

const usd = (amount: number) => formatMoney(amount, 'USD')

/** 'March 2030' for '2030-03'. */
export function monthName(month: string): string {
  const date = new Date(`${month}-01T12:00:00Z`)
  return date.toLocaleDateString('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' })
}

/**
 * A partner's credit on account as the console and the portal show it: the limit, what is owed,
 * what is left, and each ended month still owed with its due date
 * (packages/domain partner/credit-limit.ts).
 */
export function CreditFigures({ credit }: { credit: PartnerCredit }) {
  const rows: Array<[string, string]> = [
    ['Credit limit', credit.credit_limit === null ? 'No limit' : usd(credit.credit_limit)],
    ['Owed on account', usd(credit.balance)],
    ['Left to book', credit.available === null ? 'No limit' : usd(credit.available)],
    ['Paid through', credit.paid_through ? monthName(credit.paid_through) : 'No month paid yet'],
  ]
  const overdue = credit.invoices.filter((invoice) => invoice.overdue)
  return (
    <>
      <dl className="mt-3 grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1 text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-semibold text-ink-800">{label}</dt>
            <dd className="break-words text-ink-700">{value}</dd>
          </div>
        ))}
      </dl>
      <h3 className="mt-4 font-bold text-ink-900">Monthly invoices not yet paid</h3>
      {credit.invoices.length === 0 ? (
        <p className="mt-1 text-sm text-ink-700">None: every ended month is paid.</p>
      ) : (
        <>
          {overdue.length > 0 && (
            <p className="mt-1 text-sm font-semibold text-danger-700">
              {overdue.length === 1
                ? '1 invoice is past its due date.'
                : `${overdue.length} invoices are past their due date.`}
            </p>
          )}
          <ul className="mt-2 divide-y divide-ink-100 text-sm">
            {credit.invoices.map((invoice) => (
              <li
                key={invoice.month}
                className="flex flex-wrap justify-between gap-x-4 gap-y-1 py-2"
              >
                <span className="font-semibold text-ink-900">{monthName(invoice.month)}</span>
                <span className="text-ink-700">
                  {usd(invoice.amount_due)} · due {invoice.due_date}
                </span>
                <span
                  className={invoice.overdue ? 'font-semibold text-danger-700' : 'text-ink-700'}
                >
                  {invoice.overdue ? 'Overdue' : 'Due'}
                </span>
              </li>
            ))}
          </ul>
        </>
      )}
    </>
  )
}
