import { describe, expect, it } from 'vitest'
import { rideFareLines, type BookedFare } from './fare-lines'

const fare: BookedFare = {
  baseFareCents: 12_000,
  nightChargeCents: 1_500,
  airportFeeCents: 500,
  meetGreetApplicable: true,
  meetGreetChargeCents: 2_500,
  childSeatApplicable: true,
  childSeatCount: 2,
  childSeatChargeCents: 1_000,
  partnerDiscountCents: 1_200,
}

describe('rideFareLines', () => {
  it('splits the quoted price into the vehicle, the night surcharge and the airport fee', () => {
    expect(rideFareLines(fare)).toEqual([
      { label: 'Vehicle fare', amountCents: 10_000, kind: 'vehicle' },
      { label: 'Night surcharge', amountCents: 1_500, kind: 'surcharge' },
      { label: 'Airport fee', amountCents: 500, kind: 'surcharge' },
      { label: 'Meet & greet', amountCents: 2_500, kind: 'add_on' },
      { label: 'Child seats (2)', amountCents: 2_000, kind: 'add_on' },
      { label: 'Partner discount', amountCents: -1_200, kind: 'discount' },
    ])
  })

  it('adds up to the total the booking stores', () => {
    const sum = rideFareLines(fare).reduce((total, line) => total + line.amountCents, 0)
    expect(sum).toBe(12_000 + 2_500 + 2_000 - 1_200)
  })

  it('lists only what applies: an included meet & greet at 0, no seats, no discount', () => {
    const plain = {
      ...fare,
      nightChargeCents: 0,
      airportFeeCents: 0,
      meetGreetChargeCents: 0,
      childSeatApplicable: false,
      partnerDiscountCents: 0,
    }
    expect(rideFareLines(plain)).toEqual([
      { label: 'Vehicle fare', amountCents: 12_000, kind: 'vehicle' },
      { label: 'Meet & greet', amountCents: 0, kind: 'add_on' },
    ])
    expect(
      rideFareLines({ ...plain, childSeatApplicable: true, childSeatCount: 1 }).at(-1),
    ).toEqual({ label: 'Child seat', amountCents: 1_000, kind: 'add_on' })
  })

  it('adds extra waiting charged after the ride as the last line, once charged', () => {
    expect(rideFareLines({ ...fare, waitingChargedCents: 0, waitingExtraMinutes: 30 })).toEqual(
      rideFareLines(fare),
    )
    const lines = rideFareLines({ ...fare, waitingChargedCents: 2_000, waitingExtraMinutes: 30 })
    expect(lines.at(-1)).toEqual({
      label: 'Extra waiting (30 min)',
      amountCents: 2_000,
      kind: 'extra',
    })
    const sum = lines.reduce((total, line) => total + line.amountCents, 0)
    expect(sum).toBe(12_000 + 2_500 + 2_000 - 1_200 + 2_000)
  })

  it('names what comes off a net-rate booking its net rate, not a discount', () => {
    expect(rideFareLines({ ...fare, ratePlan: 'net' }).find((l) => l.kind === 'discount')).toEqual({
      label: 'Net rate reduction',
      amountCents: -1_200,
      kind: 'discount',
    })
    expect(
      rideFareLines({ ...fare, ratePlan: 'discount' }).find((l) => l.kind === 'discount')?.label,
    ).toBe('Partner discount')
  })
})
