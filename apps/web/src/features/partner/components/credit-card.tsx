import type { PartnerCredit } from '@ridelane/domain'
import { CreditFigures } from '@/components/credit/credit-figures'

/** The dashboard's word on an account invoiced monthly: its limit, what it owes, what is left. */
export function CreditCard({ credit }: { credit: PartnerCredit }) {
  return (
    <section aria-labelledby="credit-card" className="rounded-card bg-white p-6 shadow-card">
      <h2 id="credit-card" className="text-lg font-bold text-ink-900">
        Your account
      </h2>
      <p className="mt-1 text-sm text-ink-700">
        Your bookings go on your monthly invoice. A booking that would take what you owe past your
        credit limit cannot be confirmed until earlier invoices are paid.
      </p>
      <CreditFigures credit={credit} />
    </section>
  )
}
