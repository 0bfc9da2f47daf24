// What a net-rate booking's traveller reads instead of the net (docs/decisions/043-partner-rate-plans.md),
// in a module without zod: the ride page loads it, and none of the schemas.

/** The one line a net booking's traveller sees for its price. */
export const SELLING_PRICE_LABEL = /*i18n*/ 'Ride price'
/** Why a net-rate booking's traveller gets no receipt: it bills the partner's net. */
export const RECEIPT_WITH_PARTNER_TEXT =
  'The receipt for this ride is issued to the company that booked it. Please ask them for yours.'
/** Said where the payment would be, on a net-rate booking's ride page. */
export const PAYMENT_WITH_PARTNER_TEXT = 'You pay the company that booked this ride, not Ridelane.'
/** Said where a price would be, when the partner hides prices. */
export const PRICE_HIDDEN_TEXT =
  /*i18n*/ 'The price of this ride is agreed with the company that booked it.'
/** Said in a net booking traveller's mails where an amount charged or refunded would be. */
export const SETTLED_WITH_PARTNER_TEXT =
  /*i18n*/ 'Any difference in price, refund or extra charge for this ride is settled with the company that booked it.'
/** The partner's review step: what its traveller will be shown (a price in USD, or none). */
export const travellerShownText = (price: string | null) =>
  price === null
    ? 'Your traveller is shown no price: your plan hides prices.'
    : `Your traveller is shown ${price} as the ride price, never your net.`

/** Timeline detail keys that carry money: amounts, totals, refunds, payments and gateways. */
const MONEY_DETAIL = /amount|total|difference|refund|payment|gateway/i

/**
 * A timeline entry's details as a net-rate booking's traveller may read them: what we charged or
 * refunded the partner, and the net totals, left out (docs/decisions/043-partner-rate-plans.md).
 */
export function detailsWithoutMoney<V>(details: Record<string, V>): Record<string, V> {
  return Object.fromEntries(Object.entries(details).filter(([key]) => !MONEY_DETAIL.test(key)))
}
