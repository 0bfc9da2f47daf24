import { formatMoney } from '@ridelane/domain'
import { Link } from 'react-router'
import { Alert } from '@/components/ui/alert'
import { paths } from '@/config/paths'
import { apiErrorMessage } from '@/lib/api-client'
import { affiliateLoadFailed, usePartnerAffiliateQuery } from '../api/get-partner-affiliate'

/**
 * The dashboard's word on the affiliate widget: what it brought in, or how to get one
 * (docs/decisions/030-partner-business-tools.md).
 */
export function AffiliateCard() {
  const affiliate = usePartnerAffiliateQuery()
  return (
    <section aria-labelledby="affiliate-card" className="rounded-card bg-white p-6 shadow-card">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="affiliate-card" className="text-lg font-bold text-ink-900">
          Affiliate widget
        </h2>
        <Link
          to={paths.partner.widget}
          className="rounded-sm text-sm font-semibold text-ink-700 underline underline-offset-4"
        >
          Get the widget
        </Link>
      </div>
      {affiliate.isPending && (
        <p role="status" className="mt-2 text-ink-600">
          Loading your referrals...
        </p>
      )}
      {affiliate.isError && (
        <Alert tone="danger" className="mt-3">
          {apiErrorMessage(affiliate.error, affiliateLoadFailed)}
        </Alert>
      )}
      {affiliate.data &&
        (affiliate.data.referral_code === null ? (
          <p className="mt-2 text-ink-700">
            Put our booking form on your own site and earn on the rides it brings. Ask us for a
            commission to get your widget.
          </p>
        ) : (
          <dl className="mt-3 grid grid-cols-2 gap-4 lg:grid-cols-4">
            {[
              ['Commission', `${affiliate.data.commission_percent} %`],
              ['Referred bookings', String(affiliate.data.referred_bookings)],
              ['Paid referrals', String(affiliate.data.earning_bookings)],
              ['Commission earned', formatMoney(affiliate.data.commission_earned, 'USD')],
            ].map(([label, value]) => (
              <div key={label}>
                <dt className="text-sm font-medium text-ink-600">{label}</dt>
                <dd className="mt-1 text-xl font-extrabold break-words text-ink-900">{value}</dd>
              </div>
            ))}
          </dl>
        ))}
    </section>
  )
}
