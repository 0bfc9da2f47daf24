import {
  formatMoney,
  partnerStatuses,
  type OpsPartnerSummary,
  type PartnerStatus,
} from '@ridelane/domain'
import { useState, type FormEvent } from 'react'
import { Link, useSearchParams } from 'react-router'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Select } from '@/components/ui/select'
import { TextField } from '@/components/ui/text-field'
import { opsPaths } from '@/config/paths'
import { useDocumentTitle } from '@/hooks/use-document-title'
import { apiErrorMessage } from '@/lib/api-client'
import { usePartnersQuery } from '../api/partners-query'
import { OpsPager } from '../components/ops-pager'
import { partnerName, partnerStatusLabels } from './partner-labels'

const isStatus = (value: string | null): value is PartnerStatus =>
  partnerStatuses.includes(value as PartnerStatus)

/** /ops/partners: business partners, the ones awaiting approval first in mind. */
export function OpsPartnersPage() {
  useDocumentTitle('Partners')
  const [search, setSearch] = useSearchParams()
  const statusParam = search.get('status')
  const status = isStatus(statusParam) ? statusParam : undefined
  const q = search.get('q') ?? ''
  const page = Math.max(1, Number(search.get('page')) || 1)
  const [draft, setDraft] = useState(q)
  const partners = usePartnersQuery({ status, q, page })

  function update(next: { status?: string; q?: string; page?: number }) {
    const params = new URLSearchParams()
    const nextStatus = next.status ?? status ?? ''
    const nextQ = next.q ?? q
    if (nextStatus) params.set('status', nextStatus)
    if (nextQ) params.set('q', nextQ)
    if (next.page && next.page > 1) params.set('page', String(next.page))
    setSearch(params, { replace: true })
  }

  function submitSearch(event: FormEvent) {
    event.preventDefault()
    update({ q: draft.trim(), page: 1 })
  }

  const rows = partners.data?.partners ?? []
  return (
    <>
      <h1 className="text-3xl font-extrabold tracking-tight text-ink-900">Partners</h1>
      <p className="mt-2 text-ink-700">
        Business partners who book through the portal. A new partner confirms its email, then waits
        here for an admin to approve it and set its discount.
      </p>
      <div className="mt-6 flex flex-wrap items-end gap-4">
        <div className="w-full sm:w-56">
          <label htmlFor="partner-status" className="mb-1 block text-sm font-semibold text-ink-900">
            Status
          </label>
          <Select
            id="partner-status"
            value={status ?? ''}
            onChange={(event) => update({ status: event.target.value, page: 1 })}
          >
            <option value="">All partners</option>
            {partnerStatuses.map((value) => (
              <option key={value} value={value}>
                {partnerStatusLabels[value]}
              </option>
            ))}
          </Select>
        </div>
        <form
          role="search"
          onSubmit={submitSearch}
          className="flex w-full items-end gap-2 sm:w-auto"
        >
          <TextField
            id="partner-search"
            label="Email or business name"
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            className="sm:w-72"
          />
          <Button type="submit" variant="outline">
            Search
          </Button>
        </form>
      </div>
      {partners.isError && (
        <Alert tone="danger" className="mt-6">
          {apiErrorMessage(partners.error, 'Failed to load partners')}
        </Alert>
      )}
      {partners.isPending && (
        <p role="status" className="mt-6 text-ink-700">
          Loading partners...
        </p>
      )}
      {partners.isSuccess && rows.length === 0 && (
        <p className="mt-6 rounded-card bg-white p-6 text-ink-700 shadow-card">
          {status || q ? 'No partner matches these filters.' : 'No partners yet.'}
        </p>
      )}
      {rows.length > 0 && <PartnerList rows={rows} />}
      {partners.data && (
        <OpsPager
          label="Partner pages"
          pagination={partners.data.pagination}
          onPageChange={(next) => update({ page: next })}
        />
      )}
    </>
  )
}

/** How the partner pays: on account (monthly invoice) or by card. */
const invoicing = (row: OpsPartnerSummary) => (row.on_account_since ? 'Monthly invoice' : 'Card')

function PartnerList({ rows }: { rows: OpsPartnerSummary[] }) {
  const nameLink = (row: OpsPartnerSummary) => (
    <Link
      to={opsPaths.partnerDetail(row.id)}
      className="rounded-sm font-semibold break-words text-ink-900 underline underline-offset-4"
    >
      {partnerName(row)}
    </Link>
  )
  const money = (value: number) => formatMoney(value, 'USD')
  return (
    <>
      {/* Phones get one card per partner; the table would not fit. */}
      <ul className="mt-6 space-y-3 md:hidden" aria-label="Partners">
        {rows.map((row) => (
          <li key={row.id} className="rounded-card bg-white p-4 shadow-card">
            <p>{nameLink(row)}</p>
            <p className="text-sm break-words text-ink-700">{row.email}</p>
            <p className="mt-1 text-sm text-ink-700">
              {partnerStatusLabels[row.status]} · {row.discount_percent} % discount ·{' '}
              {invoicing(row)} · {row.bookings_count} bookings · {money(row.revenue)}
            </p>
          </li>
        ))}
      </ul>
      <table className="mt-6 hidden w-full rounded-card bg-white text-left text-sm shadow-card md:table">
        <caption className="sr-only">Partners, newest first</caption>
        <thead className="border-b border-ink-100 text-ink-700">
          <tr>
            {[
              'Partner',
              'Email',
              'Status',
              'Discount',
              'Invoicing',
              'Bookings',
              'Paid revenue',
            ].map((heading) => (
              <th key={heading} scope="col" className="px-4 py-3 font-semibold">
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id} className="border-b border-ink-100 last:border-0">
              <th scope="row" className="px-4 py-3 font-normal">
                {nameLink(row)}
              </th>
              <td className="px-4 py-3 break-all text-ink-700">{row.email}</td>
              <td className="px-4 py-3">{partnerStatusLabels[row.status]}</td>
              <td className="px-4 py-3">{row.discount_percent} %</td>
              <td className="px-4 py-3">{invoicing(row)}</td>
              <td className="px-4 py-3">{row.bookings_count}</td>
              <td className="px-4 py-3">{money(row.revenue)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  )
}
