import type { RegistryChoices } from '@ridelane/domain'

/** Area names for ids, in the catalogue's words; an id the catalogue lost shows as itself. */
export function areaNames(ids: string[], choices: RegistryChoices | undefined): string {
  const names = new Map(choices?.service_areas.map((area) => [area.id, area.name]))
  return ids.map((id) => names.get(id) ?? id).join(', ')
}

export function className(id: string, choices: RegistryChoices | undefined): string {
  return choices?.vehicle_classes.find((vehicleClass) => vehicleClass.id === id)?.name ?? id
}

export const statusLabel = (active: boolean) => (active ? 'Active' : 'Inactive')

export const percent = (value: number) =>
  `${value.toLocaleString('en', { maximumFractionDigits: 2 })} %`
