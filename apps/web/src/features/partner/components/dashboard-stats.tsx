import { formatMoney, type DashboardStats as Stats } from '@ridelane/domain'

/** The four tiles of docs/product.md#partner-portal; revenue in US dollars with cents. */
export function DashboardStats({ stats }: { stats: Stats }) {
  const tiles = [
    { label: 'Total Bookings', value: String(stats.total_bookings) },
    { label: 'Confirmed', value: String(stats.confirmed_bookings) },
    { label: 'Pending', value: String(stats.pending_bookings) },
    { label: 'Revenue', value: formatMoney(stats.total_revenue, 'USD') },
  ]

  return (
    <section aria-label="Booking numbers">
      <dl className="grid grid-cols-2 gap-4 lg:grid-cols-4">
        {tiles.map((tile) => (
          <div key={tile.label} className="rounded-card bg-white p-5 shadow-card">
            <dt className="text-sm font-medium text-ink-600">{tile.label}</dt>
            <dd className="mt-1 text-2xl font-extrabold tracking-tight break-words text-ink-900">
              {tile.value}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  )
}
