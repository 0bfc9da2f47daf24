import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { apiErrorMessage } from '@/lib/api-client'
import { useProviderDispatchOptionsQuery } from '../api/provider-dispatch-options'
import { AreaOptionsForm } from './area-options-form'

/**
 * The account page's "Automatic dispatch": a card per area the provider serves, each saved on its
 * own (docs/decisions/035-automatic-dispatch.md#provider-options).
 */
export function AutomaticDispatchSection() {
  const options = useProviderDispatchOptionsQuery()

  return (
    <section aria-labelledby="automatic-dispatch-heading" className="mt-8">
      <h2 id="automatic-dispatch-heading" className="text-xl font-bold text-ink-900">
        Automatic dispatch
      </h2>
      <p className="mt-2 text-ink-700">
        Let Ridelane accept the rides offered to you and give them to your drivers, area by area.
        What you leave off stays with you, as before.
      </p>
      {options.isPending && (
        <p role="status" className="mt-4 text-ink-700">
          Loading your automatic dispatch options...
        </p>
      )}
      {options.isError && (
        <Alert tone="danger" className="mt-4">
          <p>{apiErrorMessage(options.error, 'Failed to load your automatic dispatch options')}</p>
          <Button
            variant="outline"
            size="sm"
            className="mt-2"
            loading={options.isFetching}
            onClick={() => void options.refetch()}
          >
            Try again
          </Button>
        </Alert>
      )}
      {options.data?.areas.length === 0 && (
        <p className="mt-4 rounded-card bg-white p-5 text-ink-700 shadow-card">
          You serve no areas yet, so there is nothing to set here. Ridelane’s team adds the areas
          you serve; ask us to add one.
        </p>
      )}
      {options.data && options.data.areas.length > 0 && (
        <ul className="mt-4 grid gap-4">
          {options.data.areas.map((area) => (
            <li key={area.area_id}>
              <AreaOptionsForm area={area} />
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
