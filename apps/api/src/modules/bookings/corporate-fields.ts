import {
  checkBookingFields,
  DEFAULT_BOOKING_FIELDS,
  DomainError,
  type BookingFieldValues,
} from '@ridelane/domain'
import type { Database } from '../../db/client'
import { findPartnerBookingFields } from './repository'

/**
 * A booking's cost centre and reference checked against its partner's settings of today
 * (docs/decisions/045-corporate-booking-fields.md); a traveller's booking (`partnerId` null) takes
 * neither. Each problem is a 400 whose details name its field.
 */
export async function checkedCorporateFields(
  db: Database,
  partnerId: string | null,
  input: { cost_centre?: string | undefined; booking_reference?: string | undefined },
): Promise<BookingFieldValues> {
  const settings = partnerId
    ? ((await findPartnerBookingFields(db, partnerId)) ?? DEFAULT_BOOKING_FIELDS)
    : null
  const checked = checkBookingFields(settings, input)
  if ('values' in checked) return checked.values
  const message = checked.issues.map((issue) => issue.message).join('. ')
  throw new DomainError('BAD_REQUEST', message, { details: checked.issues })
}
