import { languageNames, ratingText, type Driver, type ProviderRatings } from '@ridelane/domain'
import { useState } from 'react'
import { DriverAvailabilityDisclosure } from '@/components/driver-availability/driver-availability-editor'
import { Button } from '@/components/ui/button'
import { homeBaseText } from '@/lib/home-base'
import { registryKey } from '../api/registry-keys'
import { useSaveDriverMutation } from '../api/save-driver'
import { DriverForm } from './driver-form'
import { MemberRow } from './member-row'

type DriverRatings = ProviderRatings['drivers']

/**
 * A provider's drivers (with their average rating once known): add, edit, (de)activate, and
 * each one's working hours and time off.
 */
export function DriversSection({
  providerId,
  drivers,
  ratings,
}: {
  providerId: string
  drivers: Driver[]
  ratings?: DriverRatings
}) {
  const [adding, setAdding] = useState(false)
  return (
    <section aria-labelledby="drivers-heading" className="mt-10">
      <div className="flex items-center justify-between gap-4">
        <h2 id="drivers-heading" className="text-xl font-bold text-ink-900">
          Drivers
        </h2>
        {!adding && (
          <Button variant="outline" size="sm" onClick={() => setAdding(true)}>
            Add driver
          </Button>
        )}
      </div>
      {adding && (
        <div className="mt-4 rounded-card bg-white p-4 shadow-card">
          <DriverForm providerId={providerId} onDone={() => setAdding(false)} />
        </div>
      )}
      {drivers.length === 0 && !adding && <p className="mt-4 text-ink-700">No drivers yet.</p>}
      <ul className="mt-4 space-y-3">
        {drivers.map((driver) => (
          <DriverRow
            key={driver.id}
            providerId={providerId}
            driver={driver}
            rating={ratings?.find((rating) => rating.driver_id === driver.id)}
          />
        ))}
      </ul>
    </section>
  )
}

function DriverRow({
  providerId,
  driver,
  rating,
}: {
  providerId: string
  driver: Driver
  rating: DriverRatings[number] | undefined
}) {
  const [editing, setEditing] = useState(false)
  const toggle = useSaveDriverMutation(providerId, driver.id)
  return (
    <MemberRow
      title={driver.name}
      facts={[
        driver.phone,
        driver.languages.join(', '),
        `licence ${driver.licence_number}`,
        ...(rating ? [ratingText(rating)] : []),
        driver.home_base ? `home base ${homeBaseText(driver.home_base)}` : 'no home base',
        `job texts in ${languageNames[driver.job_language]}`,
      ].join(' · ')}
      active={driver.active}
      editing={editing}
      onEdit={() => setEditing(true)}
      onToggleActive={() => toggle.mutate({ active: !driver.active })}
      toggling={toggle.isPending}
      toggleError={toggle.error}
      form={<DriverForm providerId={providerId} driver={driver} onDone={() => setEditing(false)} />}
    >
      <DriverAvailabilityDisclosure
        className="mt-3"
        label="Availability"
        name={driver.name}
        basePath={`/ops/providers/${encodeURIComponent(providerId)}/drivers/${encodeURIComponent(driver.id)}`}
        scope={registryKey}
      />
    </MemberRow>
  )
}
