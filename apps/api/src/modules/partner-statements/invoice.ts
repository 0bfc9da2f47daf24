import {
  actsInSandboxOnly,
  corporateFieldLines,
  DomainError,
  type PartnerActor,
} from '@ridelane/domain'
import type { Database } from '../../db/client'
import { isUuid } from '../../lib/uuid'
import type { CurrencyRates } from '../currencies'
import { receiptFor, renderReceipt, type ReceiptModel } from '../rides'
import { findStatementPartner, invoiceableBooking } from './repository'

export const invoiceNotFoundMessage = 'Booking not found'

/**
 * A partner's invoice for one of its own confirmed, real bookings: the booking's receipt (same
 * invoice number, same lines, refunds and payments) made out to the partner's business, address
 * and tax id, with the booking's cost centre and reference under the account's own names. Any other booking, whoever's it is, is 404; so is every booking to a test API key,
 * whose sandbox bookings have no invoice and whose partner's real ones are not its to read.
 */
export async function partnerInvoicePdf(
  db: Database,
  caller: { id: string; actor?: PartnerActor },
  bookingId: string,
  rates: CurrencyRates,
): Promise<{ model: ReceiptModel; pdf: Buffer }> {
  const partnerId = caller.id
  const readable = isUuid(bookingId) && !actsInSandboxOnly(caller.actor)
  const booking = readable ? await invoiceableBooking(db, partnerId, bookingId) : undefined
  const partner = booking ? await findStatementPartner(db, partnerId) : undefined
  if (!booking || !partner) throw new DomainError('NOT_FOUND', invoiceNotFoundMessage)
  const receipt = await receiptFor(db, booking.id, { rates })
  const model: ReceiptModel = {
    ...receipt,
    title: 'Invoice',
    billedParty: {
      name: partner.businessName?.trim() || partner.email,
      address: partner.address ?? '',
      taxId: partner.taxId ?? '',
      references: corporateFieldLines(partner.bookingFields, booking),
    },
  }
  return { model, pdf: await renderReceipt(model) }
}
