import { z } from 'zod'
import { formatMoney } from '../currency/money-format'
import { fromCents, toCents } from '../fare/money'
import {
  MAX_PARTNER_DISCOUNT_PERCENT,
  partnerStatusMessages,
  type PartnerStatus,
} from './partner-status'

// A partner's rate plan (issue 36, item 1; docs/decisions/043-partner-rate-plans.md). Either the
// public price less a discount, as partners always had, or net rates: the partner pays the public
// price less a net percent (its own for an area and class, else the plan's), and the traveller is
// shown the partner's selling price, the net plus its mark-up or a price it set for the booking,
// or no price at all. Every amount here is in whole US cents, the minor unit bookings keep.

export const ratePlanKinds = ['discount', 'net'] as const
export type RatePlanKind = (typeof ratePlanKinds)[number]

export const MAX_NET_PERCENT = MAX_PARTNER_DISCOUNT_PERCENT
export const MAX_MARKUP_PERCENT = 300
export const MAX_NET_RATES = 100
/** The highest selling price a partner may set for one booking: $100,000.00. */
export const MAX_SELLING_PRICE_CENTS = 10_000_000

const usd = (cents: number) => formatMoney(fromCents(cents), 'USD')

export const ratePlanMessages = {
  kindInvalid: 'Choose discount or net',
  netPercentInvalid: `Enter a whole percent from 0 to ${MAX_NET_PERCENT}`,
  markupInvalid: `Enter a whole percent from 0 to ${MAX_MARKUP_PERCENT}`,
  hidePricesInvalid: 'Say whether the traveller sees a price: true or false',
  tooManyRates: `Keep to ${MAX_NET_RATES} net rates; the plan's own percent covers the rest`,
  rateTwice: 'This area and class already have a net rate',
  areaRequired: 'Choose an area',
  classRequired: 'Choose a vehicle class',
  unknownArea: 'No service area has this id',
  classNotOffered: 'This area does not offer this vehicle class',
  sellingPriceInvalid: `Enter a selling price from $0.00 to ${usd(MAX_SELLING_PRICE_CENTS)} in dollars and cents`,
  sellingPriceNotNet:
    'Only a partner on net rates sets its own selling price; leave selling_price out.',
  sellingBelowNet: (netCents: number) =>
    `Your selling price can't be below the net price of ${usd(netCents)} you pay for this ride.`,
  sellingPriceNotYours: 'Only the partner that made this booking sets its selling price.',
} as const

/** A net rate of one area and class: the percent off the public price the partner pays. */
export type NetRate = { areaId: string; vehicleClassId: string; netPercent: number }

export type PartnerRatePlan =
  | { kind: 'discount'; discountPercent: number }
  | {
      kind: 'net'
      /** Off the public price wherever `netRates` has no row for the area and class. */
      netPercent: number
      markupPercent: number
      /** The traveller's mails and ride page show no price at all. */
      hidePrices: boolean
      netRates: NetRate[]
    }

/** The plan from a partner's stored columns (partners' rate plan columns). */
export function storedRatePlan(row: {
  ratePlan: RatePlanKind
  discountPercent: number
  netPercent: number
  markupPercent: number
  hidePrices: boolean
  netRates: NetRate[]
}): PartnerRatePlan {
  if (row.ratePlan === 'discount') return { kind: 'discount', discountPercent: row.discountPercent }
  return {
    kind: 'net',
    netPercent: row.netPercent,
    markupPercent: row.markupPercent,
    hidePrices: row.hidePrices,
    netRates: row.netRates,
  }
}

/** Public prices for everyone who is not an approved partner. */
export const PUBLIC_RATE_PLAN: PartnerRatePlan = { kind: 'discount', discountPercent: 0 }

/** The plan a partner's new quotes and bookings follow: public prices until it is approved. */
export function effectiveRatePlan(partner: {
  status: PartnerStatus
  plan: PartnerRatePlan
}): PartnerRatePlan {
  return partner.status === 'active' ? partner.plan : PUBLIC_RATE_PLAN
}

/**
 * A signed-in partner's pricing from its stored columns: the plan its new quotes and bookings
 * follow, and the discount percent older callers read (0 under a net plan).
 */
export function partnerPricing(
  row: Parameters<typeof storedRatePlan>[0],
  status: PartnerStatus,
): { ratePlan: PartnerRatePlan; discountPercent: number } {
  const ratePlan = effectiveRatePlan({ status, plan: storedRatePlan(row) })
  return { ratePlan, discountPercent: ratePlan.kind === 'discount' ? ratePlan.discountPercent : 0 }
}

/** The percent a plan takes off the public fare of one area and class. */
export function planPercentFor(plan: PartnerRatePlan, areaId: string, classId: string): number {
  if (plan.kind === 'discount') return plan.discountPercent
  const own = plan.netRates.find((r) => r.areaId === areaId && r.vehicleClassId === classId)
  return own ? own.netPercent : plan.netPercent
}

function wholeCents(cents: number, label: string): number {
  if (!Number.isSafeInteger(cents) || cents < 0) throw new RangeError(`Invalid ${label}: ${cents}`)
  return cents
}

function percentIn(percent: number, max: number, label: string): number {
  if (!Number.isInteger(percent) || percent < 0 || percent > max) {
    throw new RangeError(`Invalid ${label}: ${percent}`)
  }
  return percent
}

/**
 * The public price less `percent`, in whole cents: the part taken off is rounded once, half away
 * from zero, exactly as calculateFare rounds a partner discount, so the net of a whole fare here
 * and the booking's total there are the same figure.
 */
export function lessPercentCents(publicCents: number, percent: number): number {
  const cents = wholeCents(publicCents, 'price')
  return cents - Math.round((cents * percentIn(percent, 100, 'percent')) / 100)
}

/** The net plus a whole-percent mark-up, rounded to whole cents, half away from zero. */
export function withMarkupCents(netCents: number, markupPercent: number): number {
  const cents = wholeCents(netCents, 'net price')
  // An integer over 100: an exact half is exactly representable, so Math.round rounds it up.
  return Math.round((cents * (100 + percentIn(markupPercent, MAX_MARKUP_PERCENT, 'mark-up'))) / 100)
}

/** What a partner pays and what it sells at, for one quoted price of an area and class. */
export type PartnerPrice = { percentOff: number; netCents: number; sellingCents: number }

/**
 * One vehicle's prices for a partner. Discount: it pays the public price less its discount and
 * the traveller sees the public price. Net: it pays the public price less its net percent and sells
 * at that net plus its mark-up.
 */
export function partnerPriceFor(
  plan: PartnerRatePlan,
  where: { areaId: string; classId: string },
  publicCents: number,
): PartnerPrice {
  const percentOff = planPercentFor(plan, where.areaId, where.classId)
  const netCents = lessPercentCents(publicCents, percentOff)
  const sellingCents =
    plan.kind === 'discount'
      ? wholeCents(publicCents, 'price')
      : withMarkupCents(netCents, plan.markupPercent)
  return { percentOff, netCents, sellingCents }
}

/** What a booking keeps of the plan it was made under (bookings' rate plan columns). */
export type BookedRatePlan = {
  ratePlan: RatePlanKind
  /** The traveller-facing total of a net booking; null under a discount plan. */
  sellingTotalCents: number | null
  /** The mark-up that made it; null when the partner set the price itself, or under a discount. */
  sellingMarkupPercent: number | null
  hidePrices: boolean
}

export const DISCOUNT_BOOKING: BookedRatePlan = {
  ratePlan: 'discount',
  sellingTotalCents: null,
  sellingMarkupPercent: null,
  hidePrices: false,
}

/** The refusal of a selling price, with the booking field it names. */
export class SellingPriceRefusal extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'SellingPriceRefusal'
  }
}

/**
 * The plan a new booking keeps, from its net total (what the partner pays: the fare less the
 * plan's percent) and the selling price the partner sent, if any (USD cents). A selling price
 * below the net is refused, and so is one sent under a discount plan.
 */
export function bookedRatePlan(
  plan: PartnerRatePlan,
  netTotalCents: number,
  sellingPriceCents?: number | null,
): BookedRatePlan {
  const given = sellingPriceCents !== undefined && sellingPriceCents !== null
  if (plan.kind === 'discount') {
    if (given) throw new SellingPriceRefusal(ratePlanMessages.sellingPriceNotNet)
    return DISCOUNT_BOOKING
  }
  if (given) {
    if (wholeCents(sellingPriceCents, 'selling price') < netTotalCents) {
      throw new SellingPriceRefusal(ratePlanMessages.sellingBelowNet(netTotalCents))
    }
    return {
      ratePlan: 'net',
      sellingTotalCents: sellingPriceCents,
      sellingMarkupPercent: null,
      hidePrices: plan.hidePrices,
    }
  }
  return {
    ratePlan: 'net',
    sellingTotalCents: withMarkupCents(netTotalCents, plan.markupPercent),
    sellingMarkupPercent: plan.markupPercent,
    hidePrices: plan.hidePrices,
  }
}

/**
 * A changed net booking's selling price: its mark-up on the new net, or, when the partner set the
 * price itself, that price moved by what the net moved (its margin in cents kept, never below 0).
 */
export function repricedSellingCents(
  booked: Pick<BookedRatePlan, 'ratePlan' | 'sellingTotalCents' | 'sellingMarkupPercent'>,
  oldNetCents: number,
  newNetCents: number,
): number | null {
  if (booked.ratePlan !== 'net' || booked.sellingTotalCents === null) return null
  if (booked.sellingMarkupPercent !== null) {
    return withMarkupCents(newNetCents, booked.sellingMarkupPercent)
  }
  return Math.max(0, booked.sellingTotalCents + newNetCents - oldNetCents)
}

/**
 * A net booking's terms when the partner sets its selling price again before paying (the wizard
 * going back to step 3): a price of its own (cents), or null for the mark-up, the booking's own or,
 * when it had a price set, the partner's plan's today. Other terms stay as the booking keeps them.
 */
export function resetSellingPrice(
  booked: Pick<BookedRatePlan, 'ratePlan' | 'sellingMarkupPercent' | 'hidePrices'>,
  netTotalCents: number,
  sellingPriceCents: number | null,
  planMarkupPercent: number,
): BookedRatePlan {
  if (booked.ratePlan !== 'net') throw new SellingPriceRefusal(ratePlanMessages.sellingPriceNotNet)
  return bookedRatePlan(
    {
      kind: 'net',
      netPercent: 0,
      markupPercent: booked.sellingMarkupPercent ?? planMarkupPercent,
      hidePrices: booked.hidePrices,
      netRates: [],
    },
    netTotalCents,
    sellingPriceCents,
  )
}

/**
 * A selling price as a partner types it in the portal (dollars, with or without `$` and thousands
 * commas): the amount in dollars, null when left empty (the plan's mark-up applies), or the
 * message that says what is wrong, checked against the booking's net total (USD cents).
 */
export function typedSellingPrice(
  text: string,
  netTotalCents: number,
): { amount: number | null } | { issue: string } {
  const typed = text
    .trim()
    .replace(/^\$\s*/, '')
    .replaceAll(',', '')
  if (typed === '') return { amount: null }
  if (!/^\d+(\.\d{1,2})?$/.test(typed)) return { issue: ratePlanMessages.sellingPriceInvalid }
  const parsed = sellingPriceSchema.safeParse(Number(typed))
  if (!parsed.success) return { issue: ratePlanMessages.sellingPriceInvalid }
  if (toCents(parsed.data) < netTotalCents) {
    return { issue: ratePlanMessages.sellingBelowNet(netTotalCents) }
  }
  return { amount: parsed.data }
}

/** What a traveller's mails and ride page show of a booking's price. */
export type TravellerPrice =
  { shown: 'fare' } | { shown: 'selling'; totalCents: number } | { shown: 'none' }

export function travellerPrice(
  booking: Pick<BookedRatePlan, 'ratePlan' | 'sellingTotalCents' | 'hidePrices'>,
): TravellerPrice {
  if (booking.ratePlan !== 'net') return { shown: 'fare' }
  if (booking.hidePrices || booking.sellingTotalCents === null) return { shown: 'none' }
  return { shown: 'selling', totalCents: booking.sellingTotalCents }
}

export {
  detailsWithoutMoney,
  PAYMENT_WITH_PARTNER_TEXT,
  PRICE_HIDDEN_TEXT,
  RECEIPT_WITH_PARTNER_TEXT,
  SELLING_PRICE_LABEL,
  SETTLED_WITH_PARTNER_TEXT,
  travellerShownText,
} from './rate-plan-words'

// The console's and the API's shapes (snake case, USD).

const percentSchema = (max: number, message: string) =>
  z.number({ error: message }).int(message).min(0, message).max(max, message)

export const netRateSchema = z.object({
  area_id: z
    .string({ error: ratePlanMessages.areaRequired })
    .trim()
    .min(1, ratePlanMessages.areaRequired)
    .max(100),
  vehicle_class_id: z
    .string({ error: ratePlanMessages.classRequired })
    .trim()
    .min(1, ratePlanMessages.classRequired)
    .max(100),
  net_percent: percentSchema(MAX_NET_PERCENT, ratePlanMessages.netPercentInvalid),
})
export type NetRateView = z.infer<typeof netRateSchema>

const discountPlanSchema = z.object({
  kind: z.literal('discount'),
  discount_percent: percentSchema(
    MAX_PARTNER_DISCOUNT_PERCENT,
    partnerStatusMessages.discountInvalid,
  ),
})

const netPlanSchema = z.object({
  kind: z.literal('net'),
  net_percent: percentSchema(MAX_NET_PERCENT, ratePlanMessages.netPercentInvalid),
  markup_percent: percentSchema(MAX_MARKUP_PERCENT, ratePlanMessages.markupInvalid),
  hide_prices: z.boolean({ error: ratePlanMessages.hidePricesInvalid }),
  net_rates: z
    .array(netRateSchema)
    .max(MAX_NET_RATES, ratePlanMessages.tooManyRates)
    .superRefine((rates, ctx) => {
      const seen = new Set<string>()
      rates.forEach((rate, index) => {
        const key = `${rate.area_id}\u0000${rate.vehicle_class_id}`
        if (seen.has(key)) {
          ctx.addIssue({
            code: 'custom',
            message: ratePlanMessages.rateTwice,
            path: [index, 'vehicle_class_id'],
            input: rate,
          })
        }
        seen.add(key)
      })
    }),
})

/** A rate plan as the console shows and sends it. */
export const ratePlanSchema = z.discriminatedUnion('kind', [discountPlanSchema, netPlanSchema], {
  error: ratePlanMessages.kindInvalid,
})
export type RatePlanView = z.infer<typeof ratePlanSchema>

/** PUT /ops/partners/{id}/rate-plan: the whole plan, and why. */
export const opsPartnerRatePlanRequestSchema = z.object({
  plan: ratePlanSchema,
  reason: z.string().trim().max(500, partnerStatusMessages.reasonTooLong).optional(),
})
export type OpsPartnerRatePlanRequest = z.infer<typeof opsPartnerRatePlanRequestSchema>

export function ratePlanView(plan: PartnerRatePlan): RatePlanView {
  if (plan.kind === 'discount') return { kind: 'discount', discount_percent: plan.discountPercent }
  return {
    kind: 'net',
    net_percent: plan.netPercent,
    markup_percent: plan.markupPercent,
    hide_prices: plan.hidePrices,
    net_rates: plan.netRates.map((r) => ({
      area_id: r.areaId,
      vehicle_class_id: r.vehicleClassId,
      net_percent: r.netPercent,
    })),
  }
}

export function ratePlanFromView(view: RatePlanView): PartnerRatePlan {
  if (view.kind === 'discount') return { kind: 'discount', discountPercent: view.discount_percent }
  return {
    kind: 'net',
    netPercent: view.net_percent,
    markupPercent: view.markup_percent,
    hidePrices: view.hide_prices,
    netRates: view.net_rates.map((r) => ({
      areaId: r.area_id,
      vehicleClassId: r.vehicle_class_id,
      netPercent: r.net_percent,
    })),
  }
}

/** A selling price as a partner sends it, in dollars: whole cents only. */
export const sellingPriceSchema = z
  .number({ error: ratePlanMessages.sellingPriceInvalid })
  // Out of range stops here: the whole-cents check below cannot take an amount past 2^53 cents.
  .min(0, { error: ratePlanMessages.sellingPriceInvalid, abort: true })
  .max(fromCents(MAX_SELLING_PRICE_CENTS), {
    error: ratePlanMessages.sellingPriceInvalid,
    abort: true,
  })
  .refine((amount) => fromCents(toCents(amount)) === amount, ratePlanMessages.sellingPriceInvalid)

/** One quoted vehicle's prices for the partner who asked, in USD (the vehicle alone, no add-ons). */
export const partnerVehiclePriceSchema = z.object({
  /** The percent the booking takes off this vehicle's fare: the discount or the net percent. */
  discount_percent: z.number().int().min(0).max(100),
  /** What the partner pays for the vehicle. */
  net_price: z.number().nonnegative(),
  /** What the traveller is shown: the public price, or the net plus the plan's mark-up. */
  selling_price: z.number().nonnegative(),
})
export type PartnerVehiclePrice = z.infer<typeof partnerVehiclePriceSchema>

/** The plan as a partner's quote names it. */
export const quotedRatePlanSchema = z.object({
  kind: z.enum(ratePlanKinds),
  /** The net plan's mark-up; 0 under a discount plan. */
  markup_percent: z.number().int().min(0),
  hide_prices: z.boolean(),
})

export function quotedRatePlan(plan: PartnerRatePlan): z.infer<typeof quotedRatePlanSchema> {
  return plan.kind === 'discount'
    ? { kind: 'discount', markup_percent: 0, hide_prices: false }
    : { kind: 'net', markup_percent: plan.markupPercent, hide_prices: plan.hidePrices }
}

export function partnerVehiclePriceView(price: PartnerPrice): PartnerVehiclePrice {
  return {
    discount_percent: price.percentOff,
    net_price: fromCents(price.netCents),
    selling_price: fromCents(price.sellingCents),
  }
}
