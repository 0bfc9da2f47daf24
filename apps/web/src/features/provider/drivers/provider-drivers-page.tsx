import { DriverAvailabilityDisclosure } from '@/components/driver-availability/driver-availability-editor'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { useDocumentTitle } from '@/hooks/use-document-title'
import { apiErrorMessage } from '@/lib/api-client'
import { providerQueryScope } from '../api/provider-account'
import { useProviderDriversQuery } from '../api/provider-fleet-query'
import { DriverHomeBase } from './driver-home-base'

/**
 * /provider/drivers: the provider's active drivers, each with their home base, working hours and
 * time off.
 */
export function ProviderDriversPage() {
  useDocumentTitle('Drivers')
  const drivers = useProviderDriversQuery(true)

  return (
    <>
      <h1 className="text-2xl font-extrabold tracking-tight text-ink-900 sm:text-3xl">Drivers</h1>
      <p className="mt-2 text-ink-700">
        Keep each driver’s working week and time off here, so they are only given rides they can
        drive. A driver with no working hours may be given rides at any time. Auto-assign measures
        from a driver’s home base when they have shared no position in the last day.
      </p>
      {drivers.isPending && (
        <p role="status" className="mt-6 text-ink-700">
          Loading your drivers...
        </p>
      )}
      {drivers.isError && (
        <Alert tone="danger" className="mt-6">
          <p>{apiErrorMessage(drivers.error, 'Failed to load your drivers')}</p>
          <Button
            variant="outline"
            size="sm"
            className="mt-2"
            loading={drivers.isFetching}
            onClick={() => void drivers.refetch()}
          >
            Try again
          </Button>
        </Alert>
      )}
      {drivers.data?.drivers.length === 0 && (
        <p className="mt-6 rounded-card bg-white p-5 text-ink-700 shadow-card">
          You have no active drivers yet. Ridelane’s team adds and changes your drivers; ask us to
          add one.
        </p>
      )}
      {drivers.data && drivers.data.drivers.length > 0 && (
        <ul className="mt-6 grid gap-4">
          {drivers.data.drivers.map((driver) => (
            <li key={driver.id}>
              <section
                aria-labelledby={`driver-${driver.id}`}
                className="rounded-card bg-white p-4 shadow-card sm:p-6"
              >
                <h2 id={`driver-${driver.id}`} className="text-lg font-bold text-ink-900">
                  {driver.name}
                </h2>
                <p className="mt-1 text-sm text-ink-700">
                  <a href={`tel:${driver.phone}`} className="underline">
                    {driver.phone}
                  </a>
                  {driver.languages.length > 0 && ` · ${driver.languages.join(', ')}`}
                </p>
                <DriverHomeBase driver={driver} />
                <DriverAvailabilityDisclosure
                  className="mt-4"
                  label="Working hours & time off"
                  name={driver.name}
                  basePath={`/provider/drivers/${encodeURIComponent(driver.id)}`}
                  scope={providerQueryScope}
                />
              </section>
            </li>
          ))}
        </ul>
      )}
    </>
  )
}
