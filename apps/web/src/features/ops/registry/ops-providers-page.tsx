import {
  ratingText,
  type ProviderRatingList,
  type ProviderSummary,
  type RegistryChoices,
} from '@ridelane/domain'
import { useState } from 'react'
import { Link, useNavigate } from 'react-router'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { opsPaths } from '@/config/paths'
import { useDocumentTitle } from '@/hooks/use-document-title'
import { apiErrorMessage } from '@/lib/api-client'
import { useCreateProviderMutation } from '../api/create-provider'
import { useProviderRatingListQuery } from '../api/provider-ratings'
import { useProvidersQuery } from '../api/providers-query'
import { useRegistryChoicesQuery } from '../api/registry-choices-query'
import { useOpsAuth } from '../auth/ops-auth-context'
import { emptyProvider, ProviderForm } from './provider-form'
import { areaNames, percent, statusLabel } from './registry-labels'

/** /ops/providers: every transport company we work with; admins add new ones here. */
export function OpsProvidersPage() {
  useDocumentTitle('Providers')
  const { operator } = useOpsAuth()
  const providers = useProvidersQuery()
  const ratings = useProviderRatingListQuery()
  const choices = useRegistryChoicesQuery()
  const create = useCreateProviderMutation()
  const navigate = useNavigate()
  const [adding, setAdding] = useState(false)
  const rows = providers.data?.providers ?? []

  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-3xl font-extrabold tracking-tight text-ink-900">Providers</h1>
        {operator?.role === 'admin' && !adding && (
          <Button onClick={() => setAdding(true)}>New provider</Button>
        )}
      </div>
      <p className="mt-2 text-ink-700">
        The transport companies we work with, their drivers and vehicles. Only admins add providers
        or change a commission.
      </p>
      {adding && (
        <section
          aria-labelledby="new-provider"
          className="mt-6 rounded-card bg-white p-6 shadow-card"
        >
          <div className="mb-4 flex items-center justify-between gap-4">
            <h2 id="new-provider" className="text-lg font-bold text-ink-900">
              New provider
            </h2>
            <Button variant="ghost" size="sm" onClick={() => setAdding(false)}>
              Cancel
            </Button>
          </div>
          <ProviderForm
            idPrefix="new-provider"
            defaultValues={emptyProvider}
            choices={choices.data}
            commissionLocked={false}
            submitLabel="Add provider"
            onSave={async (values) => {
              const { provider } = await create.mutateAsync(values)
              await navigate(opsPaths.providerDetail(provider.id))
            }}
          />
        </section>
      )}
      {providers.isError && (
        <Alert tone="danger" className="mt-6">
          {apiErrorMessage(providers.error, 'Failed to load providers')}
        </Alert>
      )}
      {providers.isPending && <p role="status">Loading...</p>}
      {providers.isSuccess && rows.length === 0 && (
        <p className="mt-8 text-ink-700">No providers yet.</p>
      )}
      {rows.length > 0 && (
        <ProviderList rows={rows} choices={choices.data} ratings={ratings.data} />
      )}
    </>
  )
}

function ProviderList({
  rows,
  choices,
  ratings,
}: {
  rows: ProviderSummary[]
  choices?: RegistryChoices
  ratings?: ProviderRatingList
}) {
  // Until the averages arrive the column stays blank rather than claiming "No ratings yet".
  const ratingOf = (row: ProviderSummary) => {
    if (!ratings) return ''
    const found = ratings.providers.find((rating) => rating.provider_id === row.id)
    return ratingText(found ?? { average: null, count: 0 })
  }
  const nameLink = (row: ProviderSummary) => (
    <Link
      to={opsPaths.providerDetail(row.id)}
      className="rounded-sm font-semibold text-ink-900 underline underline-offset-4"
    >
      {row.name}
    </Link>
  )
  return (
    <>
      {/* Phones get one card per provider; a six-column table would not fit. */}
      <ul className="mt-8 space-y-3 md:hidden" aria-label="Providers">
        {rows.map((row) => (
          <li key={row.id} className="rounded-card bg-white p-4 shadow-card">
            <p>{nameLink(row)}</p>
            <p className="mt-1 text-sm text-ink-700">{areaNames(row.service_area_ids, choices)}</p>
            <p className="mt-1 text-sm text-ink-700">
              {percent(row.commission_percent)} commission · {row.driver_count} drivers ·{' '}
              {row.vehicle_count} vehicles · {statusLabel(row.active)}
            </p>
            {ratings && <p className="mt-1 text-sm text-ink-700">{ratingOf(row)}</p>}
          </li>
        ))}
      </ul>
      <table className="mt-8 hidden w-full rounded-card bg-white text-left text-sm shadow-card md:table">
        <thead className="border-b border-ink-100 text-ink-700">
          <tr>
            {['Name', 'Areas', 'Commission', 'Drivers', 'Vehicles', 'Rating', 'Status'].map(
              (heading) => (
                <th key={heading} scope="col" className="px-4 py-3 font-semibold">
                  {heading}
                </th>
              ),
            )}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id} className="border-b border-ink-100 last:border-0">
              <th scope="row" className="px-4 py-3 font-normal">
                {nameLink(row)}
              </th>
              <td className="px-4 py-3 text-ink-700">{areaNames(row.service_area_ids, choices)}</td>
              <td className="px-4 py-3">{percent(row.commission_percent)}</td>
              <td className="px-4 py-3">{row.driver_count}</td>
              <td className="px-4 py-3">{row.vehicle_count}</td>
              <td className="px-4 py-3">{ratingOf(row)}</td>
              <td className="px-4 py-3">{statusLabel(row.active)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  )
}
