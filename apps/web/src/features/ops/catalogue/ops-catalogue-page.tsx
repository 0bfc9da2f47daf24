import { Link } from 'react-router'
import { Alert } from '@/components/ui/alert'
import { ButtonLink } from '@/components/ui/button'
import { opsPaths } from '@/config/paths'
import { useDocumentTitle } from '@/hooks/use-document-title'
import { apiErrorMessage } from '@/lib/api-client'
import { useCatalogueAreasQuery } from '../api/catalogue-areas-query'
import { useOpsAuth } from '../auth/ops-auth-context'
import type { CatalogueAreaSummary } from './catalogue-types'

/** /ops/catalogue: every service area; each opens its editor. */
export function OpsCataloguePage() {
  useDocumentTitle('Catalogue')
  const { operator } = useOpsAuth()
  const areas = useCatalogueAreasQuery()
  const rows = areas.data?.areas ?? []
  const nameLink = (row: CatalogueAreaSummary) => (
    <Link
      to={opsPaths.catalogueAreaDetail(row.id)}
      className="rounded-sm font-semibold text-ink-900 underline underline-offset-4"
    >
      {row.name}
    </Link>
  )
  const status = (row: CatalogueAreaSummary) => (row.active ? 'Active' : 'Inactive')

  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-3xl font-extrabold tracking-tight text-ink-900">Catalogue</h1>
        {operator?.role === 'admin' && (
          <ButtonLink to={opsPaths.catalogueNewArea}>New service area</ButtonLink>
        )}
      </div>
      <p className="mt-2 text-ink-700">
        The areas we serve and what each vehicle class costs in them. Saved changes reach new quotes
        within 30 seconds; bookings already made keep their price. Only admins edit.
      </p>
      {areas.isError && (
        <Alert tone="danger" className="mt-6">
          {apiErrorMessage(areas.error, 'Failed to load the service areas')}
        </Alert>
      )}
      {areas.isPending && <p role="status">Loading...</p>}
      {rows.length > 0 && (
        <>
          <ul className="mt-8 space-y-3 md:hidden" aria-label="Service areas">
            {rows.map((row) => (
              <li key={row.id} className="rounded-card bg-white p-4 shadow-card">
                <p>{nameLink(row)}</p>
                <p className="mt-1 text-sm text-ink-700">
                  {row.timezone} · {row.vehicle_classes} vehicle classes · {status(row)}
                </p>
              </li>
            ))}
          </ul>
          <table className="mt-8 hidden w-full rounded-card bg-white text-left text-sm shadow-card md:table">
            <thead className="border-b border-ink-100 text-ink-700">
              <tr>
                {['Name', 'Time zone', 'Vehicle classes', 'Status'].map((heading) => (
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
                  <td className="px-4 py-3">{row.timezone}</td>
                  <td className="px-4 py-3">{row.vehicle_classes}</td>
                  <td className="px-4 py-3">{status(row)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </>
  )
}
