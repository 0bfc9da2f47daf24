import { i18n, type MessageDescriptor } from '@lingui/core'
import { msg, t } from '@lingui/core/macro'
import type { VehicleFilter, VehicleSort } from '@ridelane/domain'
import { Field } from '@/components/ui/field'
import { Select } from '@/components/ui/select'

const sortLabels: Record<VehicleSort, MessageDescriptor> = {
  price: msg`Lowest price`,
  seats: msg`Most seats`,
}
const filterLabels: Record<VehicleFilter, MessageDescriptor> = {
  all: msg`All vehicles`,
  available: msg`Available now`,
  luxury: msg`Luxury`,
}

type VehicleListControlsProps = {
  sort: VehicleSort
  filter: VehicleFilter
  onSort: (sort: VehicleSort) => void
  onFilter: (filter: VehicleFilter) => void
}

/** Step 2's sort and filter (docs/product.md#booking-wizard). */
export function VehicleListControls(props: VehicleListControlsProps) {
  return (
    <div className="grid grid-cols-1 gap-3 min-[22.5rem]:grid-cols-2 sm:w-96">
      <Field label={t`Sort by`}>
        {(control) => (
          <Select
            {...control}
            className="text-sm"
            value={props.sort}
            onChange={(e) => props.onSort(e.target.value as VehicleSort)}
          >
            {Object.entries(sortLabels).map(([value, label]) => (
              <option key={value} value={value}>
                {i18n._(label)}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Field label={t`Show`}>
        {(control) => (
          <Select
            {...control}
            className="text-sm"
            value={props.filter}
            onChange={(e) => props.onFilter(e.target.value as VehicleFilter)}
          >
            {Object.entries(filterLabels).map(([value, label]) => (
              <option key={value} value={value}>
                {i18n._(label)}
              </option>
            ))}
          </Select>
        )}
      </Field>
    </div>
  )
}
