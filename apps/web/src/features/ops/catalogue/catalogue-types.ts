import type {
  AddOnMode,
  CancellationTermsValues,
  ServiceAreaFormValues,
  VehicleRateValues,
} from '@ridelane/domain'

// The catalogue editor's answers as the API sends them (docs/decisions/015-catalogue-editor.md).

export type CatalogueArea = ServiceAreaFormValues & {
  id: string
  active: boolean
  updated_at: string
  meet_greet_mode: AddOnMode
  child_seat_mode: AddOnMode
}
export type CatalogueAreaSummary = CatalogueArea & { vehicle_classes: number }
export type CatalogueRate = VehicleRateValues & { vehicle_class_id: string }
export type CatalogueVehicleClass = {
  id: string
  name: string
  seats: number
  /** What the class follows while its rate sets no terms of its own. */
  standard_cancellation_terms: CancellationTermsValues
}
export type CatalogueAreaDetail = {
  area: CatalogueArea
  rates: CatalogueRate[]
  vehicle_classes: CatalogueVehicleClass[]
}
export type PreviewVehicle = {
  vehicle_class_id: string
  vehicle_name: string
  price_type: string
  price_cents: number
  ride_cents: number
  airport_fee_cents: number
  night_charge_cents: number
}
