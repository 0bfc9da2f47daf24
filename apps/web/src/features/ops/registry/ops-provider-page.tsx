import type { Provider, RegistryChoices } from '@ridelane/domain'
import { Link, useParams } from 'react-router'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { opsPaths } from '@/config/paths'
import { useDocumentTitle } from '@/hooks/use-document-title'
import { apiErrorMessage } from '@/lib/api-client'
import { useProviderQuery } from '../api/provider-query'
import { useProviderRatingsQuery } from '../api/provider-ratings'
import { useRegistryChoicesQuery } from '../api/registry-choices-query'
import { useUpdateProviderMutation } from '../api/update-provider'
import { useOpsAuth } from '../auth/ops-auth-context'
import { DriversSection } from './drivers-section'
import { PortalUsersSection } from './portal-users-section'
import { ProviderPerformanceSection } from './provider-performance-section'
import { ProviderForm } from './provider-form'
import { statusLabel } from './registry-labels'
import { VehiclesSection } from './vehicles-section'

/** /ops/providers/:id: a provider's details, drivers and vehicles. */
export function OpsProviderPage() {
  const { id = '' } = useParams()
  const detail = useProviderQuery(id)
  const choices = useRegistryChoicesQuery()
  const provider = detail.data?.provider
  const ratings = useProviderRatingsQuery(id)
  const isAdmin = useOpsAuth().operator?.role === 'admin'
  useDocumentTitle(provider?.name ?? 'Provider')

  return (
    <>
      <p className="text-sm">
        <Link
          to={opsPaths.providers}
          className="rounded-sm text-ink-700 underline underline-offset-4"
        >
          All providers
        </Link>
      </p>
      {detail.isPending && <p role="status">Loading...</p>}
      {detail.isError && (
        <>
          <h1 className="mt-2 text-3xl font-extrabold tracking-tight text-ink-900">Provider</h1>
          <Alert tone="danger" className="mt-6">
            {apiErrorMessage(detail.error, 'Failed to load the provider')}
          </Alert>
        </>
      )}
      {provider && detail.data && (
        <>
          <ProviderDetails provider={provider} choices={choices.data} />
          <ProviderPerformanceSection providerId={provider.id} />
          <DriversSection
            providerId={provider.id}
            drivers={detail.data.drivers}
            ratings={ratings.data?.drivers}
          />
          <VehiclesSection
            providerId={provider.id}
            vehicles={detail.data.vehicles}
            choices={choices.data}
          />
          <PortalUsersSection providerId={provider.id} canManage={isAdmin} />
        </>
      )}
    </>
  )
}

function ProviderDetails({
  provider,
  choices,
}: {
  provider: Provider
  choices: RegistryChoices | undefined
}) {
  const { operator } = useOpsAuth()
  const isAdmin = operator?.role === 'admin'
  const update = useUpdateProviderMutation(provider.id)
  return (
    <>
      <div className="mt-2 flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-3xl font-extrabold tracking-tight text-ink-900">
          {provider.name}
          <span className="ml-3 align-middle text-base font-semibold text-ink-600">
            {statusLabel(provider.active)}
          </span>
        </h1>
        {isAdmin && (
          <Button
            variant="outline"
            loading={update.isPending && update.variables?.active !== undefined}
            onClick={() => update.mutate({ active: !provider.active })}
          >
            {provider.active ? 'Deactivate provider' : 'Reactivate provider'}
          </Button>
        )}
      </div>
      <section
        aria-labelledby="details-heading"
        className="mt-6 rounded-card bg-white p-6 shadow-card"
      >
        <h2 id="details-heading" className="mb-4 text-lg font-bold text-ink-900">
          Details
        </h2>
        <ProviderForm
          key={provider.updated_at}
          idPrefix="provider"
          defaultValues={provider}
          choices={choices}
          commissionLocked={!isAdmin}
          submitLabel="Save details"
          onSave={(values) => update.mutateAsync(values)}
        />
        {update.isSuccess && update.variables?.active === undefined && (
          <p role="status" className="mt-3 text-sm text-ink-700">
            Details saved.
          </p>
        )}
        {update.isError && update.variables?.active !== undefined && (
          <Alert tone="danger" className="mt-4">
            {apiErrorMessage(update.error, 'Failed to save the provider')}
          </Alert>
        )}
      </section>
    </>
  )
}
