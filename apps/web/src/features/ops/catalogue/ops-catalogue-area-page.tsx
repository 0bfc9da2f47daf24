import type { ServiceAreaFormValues, VehicleRateValues } from '@ridelane/domain'
import { useCallback, useState } from 'react'
import { Link, useParams } from 'react-router'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { opsPaths } from '@/config/paths'
import { useDocumentTitle } from '@/hooks/use-document-title'
import { apiErrorMessage } from '@/lib/api-client'
import { useCatalogueAreaQuery } from '../api/catalogue-area-query'
import { useUpdateCatalogueAreaMutation } from '../api/update-catalogue-area'
import { useOpsAuth } from '../auth/ops-auth-context'
import { AreaForm } from './area-form'
import type { CatalogueArea } from './catalogue-types'
import { DispatchRulesSection } from './dispatch-rules-section'
import { PreviewPanel } from './preview-panel'
import { RateForm } from './rate-form'

function formValues({ id: _id, active: _active, updated_at: _at, ...values }: CatalogueArea) {
  return values
}

/**
 * /ops/catalogue/:areaId: one area's settings and rates, with a live price preview, and its
 * automatic dispatch.
 */
export function OpsCatalogueAreaPage() {
  const areaId = useParams().areaId ?? ''
  const { operator } = useOpsAuth()
  const readOnly = operator?.role !== 'admin'
  const detail = useCatalogueAreaQuery(areaId)
  const update = useUpdateCatalogueAreaMutation(areaId)
  const [draftArea, setDraftArea] = useState<ServiceAreaFormValues>()
  const [draftRates, setDraftRates] = useState<Record<string, VehicleRateValues>>({})
  const onRateDraft = useCallback(
    (classId: string, values: VehicleRateValues) =>
      setDraftRates((current) => ({ ...current, [classId]: values })),
    [],
  )
  const area = detail.data?.area
  useDocumentTitle(area ? `${area.name} · Catalogue` : 'Catalogue')

  return (
    <>
      <p>
        <Link to={opsPaths.catalogue} className="text-sm underline underline-offset-4">
          All service areas
        </Link>
      </p>
      {detail.isError && (
        <Alert tone="danger" className="mt-6">
          {apiErrorMessage(detail.error, 'Failed to load the service area')}
        </Alert>
      )}
      {detail.isPending && <p role="status">Loading...</p>}
      {area && detail.data && (
        <>
          <div className="mt-2 flex flex-wrap items-center justify-between gap-4">
            <h1 className="text-3xl font-extrabold tracking-tight text-ink-900">{area.name}</h1>
            {!readOnly && (
              <Button
                variant="secondary"
                disabled={update.isPending}
                onClick={() => update.mutate({ active: !area.active })}
              >
                {area.active ? 'Deactivate area' : 'Reactivate area'}
              </Button>
            )}
          </div>
          <p className="mt-1 text-ink-700">
            {area.active ? 'Active: quoted to travellers.' : 'Inactive: not quoted.'} Saved changes
            reach new quotes within 30 seconds; bookings already made keep their price.
          </p>
          <div className="mt-6 grid gap-6 lg:grid-cols-[1fr_22rem]">
            <div className="space-y-6">
              <section
                aria-labelledby="area-heading"
                className="rounded-card bg-white p-4 shadow-card"
              >
                <h2 id="area-heading" className="mb-3 text-lg font-bold text-ink-900">
                  Area settings
                </h2>
                <AreaForm
                  key={area.updated_at}
                  defaultValues={formValues(area)}
                  readOnly={readOnly}
                  onDraft={setDraftArea}
                  onSave={(values) => update.mutateAsync(values)}
                />
              </section>
              <section aria-labelledby="rates-heading" className="space-y-3">
                <h2 id="rates-heading" className="text-lg font-bold text-ink-900">
                  Rates per vehicle class
                </h2>
                {detail.data.vehicle_classes.map((vehicleClass) => (
                  <RateForm
                    key={vehicleClass.id}
                    areaId={area.id}
                    vehicleClass={vehicleClass}
                    rate={detail.data.rates.find((r) => r.vehicle_class_id === vehicleClass.id)}
                    readOnly={readOnly}
                    onDraft={onRateDraft}
                  />
                ))}
              </section>
              <DispatchRulesSection areaId={area.id} readOnly={readOnly} />
            </div>
            <div className="lg:sticky lg:top-4 lg:self-start">
              <PreviewPanel areaId={area.id} draftArea={draftArea} draftRates={draftRates} />
            </div>
          </div>
        </>
      )}
    </>
  )
}
