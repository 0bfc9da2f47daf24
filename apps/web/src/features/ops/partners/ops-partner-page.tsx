import { formatMoney, type OpsPartnerDetail, type OpsPartnerHistoryEntry } from '@ridelane/domain'
import { Link, useParams } from 'react-router'
import { Alert } from '@/components/ui/alert'
import { opsPaths } from '@/config/paths'
import { useDocumentTitle } from '@/hooks/use-document-title'
import { apiErrorMessage } from '@/lib/api-client'
import { formatDateTime } from '@/lib/format-date-time'
import { usePartnerQuery } from '../api/partner-query'
import { useOpsAuth } from '../auth/ops-auth-context'
import { CreditPanel } from './credit-panel'
import { RatePlanPanel, ratePlanText } from './rate-plan-panel'
import { PartnerActionsPanel } from './partner-actions-panel'
import { PartnerStatementSection } from './partner-statement-section'
import { partnerName, partnerStatusLabels } from './partner-labels'

/** /ops/partners/:id: one partner's standing, profile, history and newest bookings. */
export function OpsPartnerPage() {
  const { id = '' } = useParams()
  const partner = usePartnerQuery(id)
  const { operator } = useOpsAuth()
  const data = partner.data
  useDocumentTitle(data ? partnerName(data.partner) : 'Partner')

  return (
    <>
      <Link
        to={opsPaths.partners}
        className="rounded-sm text-sm font-semibold text-ink-700 underline underline-offset-4"
      >
        All partners
      </Link>
      {partner.isPending && (
        <p role="status" className="mt-6 text-ink-700">
          Loading the partner...
        </p>
      )}
      {partner.isError && (
        <>
          <h1 className="mt-4 text-3xl font-extrabold tracking-tight text-ink-900">Partner</h1>
          <Alert tone="danger" className="mt-6">
            {apiErrorMessage(partner.error, 'Failed to load the partner')}
          </Alert>
        </>
      )}
      {data && (
        <>
          <h1 className="mt-4 text-3xl font-extrabold tracking-tight break-words text-ink-900">
            {partnerName(data.partner)}
          </h1>
          <p className="mt-2 text-ink-700">{headline(data.partner)}</p>
          <div className="mt-6 grid gap-6 lg:grid-cols-2">
            <ProfileCard detail={data} />
            {operator?.role === 'admin' ? (
              <PartnerActionsPanel partner={data.partner} />
            ) : (
              <p className="rounded-card bg-white p-6 text-ink-700 shadow-card">
                Only an admin can approve, change the discount or commission of, invoice monthly,
                suspend or reactivate a partner.
              </p>
            )}
          </div>
          <CreditPanel
            // Fresh form values after a save: the page's answer changes the key.
            key={`${data.credit.credit_limit}-${data.credit.paid_through}`}
            partner={data.partner}
            credit={data.credit}
            canEdit={operator?.role === 'admin'}
          />
          <RatePlanPanel
            // Fresh form values after a save: the page's answer changes the key.
            key={JSON.stringify(data.partner.rate_plan)}
            partner={data.partner}
            canEdit={operator?.role === 'admin'}
          />
          <History entries={data.history} />
          <RecentBookings detail={data} />
          <PartnerStatementSection partnerId={data.partner.id} />
        </>
      )}
    </>
  )
}

function ProfileCard({ detail }: { detail: OpsPartnerDetail }) {
  const { partner, profile } = detail
  const rows: Array<[string, string | null]> = [
    ['Email', partner.email],
    ['Contact number', partner.contact_number],
    ['Business name', profile.business_name],
    ['Admin email', profile.admin_email],
    ['Admin contact', profile.admin_contact],
    ['Address', profile.address],
    ['City', profile.city],
    ['Country', profile.country],
    ['Tax id', profile.tax_id],
    ['Website', profile.website],
    ['Signed up', formatDateTime(partner.created_at)],
    ['Email confirmed', partner.email_confirmed_at && formatDateTime(partner.email_confirmed_at)],
    [
      'Monthly invoicing',
      partner.on_account_since
        ? `Since ${formatDateTime(partner.on_account_since)}`
        : 'No: pays by card',
    ],
  ]
  return (
    <section aria-labelledby="partner-profile" className="rounded-card bg-white p-6 shadow-card">
      <h2 id="partner-profile" className="text-lg font-bold text-ink-900">
        Profile
      </h2>
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-semibold text-ink-800">{label}</dt>
            <dd className="break-words text-ink-700">{value || '—'}</dd>
          </div>
        ))}
      </dl>
    </section>
  )
}

/** Status, terms and figures under the partner's name, one ' · ' between each. */
function headline(partner: OpsPartnerDetail['partner']): string {
  const plan = partner.rate_plan
  return [
    partnerStatusLabels[partner.status],
    plan.kind === 'net'
      ? `net rates, ${plan.net_percent} % off public prices`
      : `${partner.discount_percent} % discount`,
    partner.on_account_since ? 'invoiced monthly' : null,
    partner.affiliate_commission_percent > 0
      ? `${partner.affiliate_commission_percent} % affiliate commission`
      : null,
    `${partner.bookings_count} bookings`,
    `${formatMoney(partner.revenue, 'USD')} paid`,
  ]
    .filter(Boolean)
    .join(' · ')
}

const actionLabels: Record<string, string> = {
  'partner.approve': 'Approved',
  'partner.discount': 'Discount changed',
  'partner.suspend': 'Suspended',
  'partner.reactivate': 'Reactivated',
  'partner.on_account_approve': 'Approved for monthly invoicing',
  'partner.on_account_withdraw': 'Monthly invoicing withdrawn',
  'partner.commission': 'Affiliate commission changed',
  'partner.credit': 'Credit terms changed',
  'partner.rate_plan': 'Rate plan changed',
}

function historyText(entry: OpsPartnerHistoryEntry) {
  const parts = [actionLabels[entry.action] ?? entry.action]
  if (entry.before_discount !== entry.after_discount && entry.after_discount !== null) {
    parts.push(`discount ${entry.before_discount ?? 0} % → ${entry.after_discount} %`)
  }
  if (entry.before_commission !== entry.after_commission && entry.after_commission !== null) {
    parts.push(`commission ${entry.before_commission ?? 0} % → ${entry.after_commission} %`)
  }
  const limitText = (limit: number | null) =>
    limit === null ? 'no limit' : formatMoney(limit, 'USD')
  if (entry.before_credit_limit !== entry.after_credit_limit) {
    parts.push(
      `limit ${limitText(entry.before_credit_limit)} → ${limitText(entry.after_credit_limit)}`,
    )
  }
  if (entry.action === 'partner.rate_plan' && entry.after_rate_plan) {
    parts.push(ratePlanText(entry.after_rate_plan))
  }
  if (entry.before_paid_through !== entry.after_paid_through) {
    parts.push(`paid through ${entry.after_paid_through ?? 'no month'}`)
  }
  return parts.join(': ')
}

function History({ entries }: { entries: OpsPartnerHistoryEntry[] }) {
  return (
    <section
      aria-labelledby="partner-history"
      className="mt-6 rounded-card bg-white p-6 shadow-card"
    >
      <h2 id="partner-history" className="text-lg font-bold text-ink-900">
        Status history
      </h2>
      {entries.length === 0 ? (
        <p className="mt-2 text-ink-700">No operator has changed this partner yet.</p>
      ) : (
        <ol className="mt-3 space-y-2 text-sm">
          {entries.map((entry, index) => (
            <li key={`${entry.at}-${index}`} className="break-words">
              <span className="font-semibold text-ink-900">{historyText(entry)}</span>
              <span className="text-ink-700">
                {' '}
                · {formatDateTime(entry.at)} by {entry.operator_email}
                {entry.reason ? ` · ${entry.reason}` : ''}
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  )
}

function RecentBookings({ detail }: { detail: OpsPartnerDetail }) {
  const bookings = detail.recent_bookings
  return (
    <section
      aria-labelledby="partner-bookings"
      className="mt-6 rounded-card bg-white p-6 shadow-card"
    >
      <h2 id="partner-bookings" className="text-lg font-bold text-ink-900">
        Recent bookings
      </h2>
      {bookings.length === 0 ? (
        <p className="mt-2 text-ink-700">No bookings yet.</p>
      ) : (
        <ul className="mt-3 divide-y divide-ink-100 text-sm">
          {bookings.map((booking) => (
            <li key={booking.id} className="flex flex-wrap justify-between gap-x-4 gap-y-1 py-2">
              <span className="font-semibold text-ink-900">{booking.booking_code}</span>
              <span className="min-w-0 flex-1 break-words text-ink-700">
                {booking.pickup_location} · {formatDateTime(booking.pickup_time)}
              </span>
              <span className="text-ink-700">
                {booking.booking_status.replaceAll('_', ' ')} · {formatMoney(booking.total, 'USD')}{' '}
                ({booking.partner_discount_percent} % off)
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
