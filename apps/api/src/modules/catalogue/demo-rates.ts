import type { FleetSectionId, VehicleRates } from '@ridelane/domain'
import { vehicleClasses } from '@ridelane/domain'
import type { NewAreaVehicleRate } from './repository'
import type { DemoArea } from './demo-areas'

// New York's rates in USD cents; every area scales them by its cost index.
const referenceRates: Record<FleetSectionId, VehicleRates> = {
  sedan: rates(1000, 180, 50, 4500, 6500, 45000),
  'comfort-sedan': rates(1200, 210, 55, 5500, 7500, 52000),
  'business-sedan': rates(1800, 300, 70, 8000, 9500, 68000),
  'first-class-sedan': rates(2500, 420, 90, 11000, 13500, 95000),
  suv: rates(1500, 250, 60, 6500, 8500, 60000),
  'business-suv': rates(2200, 360, 80, 9500, 11500, 82000),
  mpv: rates(1400, 230, 55, 6000, 8000, 56000),
  'business-minivan': rates(2200, 350, 80, 9500, 11000, 80000),
  'minibus-8': rates(2500, 320, 70, 11000, 11500, 85000),
  'minibus-16': rates(3500, 420, 90, 15000, 14500, 110000),
  'bus-30': rates(5000, 600, 120, 25000, 20000, 150000),
  'coach-bus': rates(7000, 800, 150, 35000, 26000, 200000),
  'party-bus': rates(8000, 900, 180, 40000, 30000, 230000),
}

function rates(
  baseFareCents: number,
  perKmCents: number,
  perMinuteCents: number,
  minimumFareCents: number,
  hourlyRateCents: number,
  dailyRateCents: number,
): VehicleRates {
  return {
    baseFareCents,
    perKmCents,
    perMinuteCents,
    minimumFareCents,
    hourlyRateCents,
    dailyRateCents,
  }
}

type RateRow = Omit<NewAreaVehicleRate, 'updatedAt'>

/** Every class in `area`, its rates scaled to the city; luxury classes include meet & greet. */
export function demoRatesFor(area: DemoArea): RateRow[] {
  return vehicleClasses.map((vehicleClass) => {
    const reference = referenceRates[vehicleClass.id]
    const scaled = Object.fromEntries(
      Object.entries(reference).map(([key, cents]) => [key, Math.round(cents * area.costIndex)]),
    ) as VehicleRates
    return {
      areaId: area.id,
      vehicleClassId: vehicleClass.id,
      ...scaled,
      meetGreetMode: vehicleClass.type === 'luxury' ? 'included' : null,
      childSeatMode: null,
    }
  })
}
