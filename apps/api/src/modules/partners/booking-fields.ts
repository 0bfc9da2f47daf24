import { DomainError, type BookingFields } from '@ridelane/domain'
import type { Database } from '../../db/client'
import { signInRequiredMessage } from '../../plugins/partner-auth'
import { findBookingFields, saveBookingFields } from './booking-fields-repository'

// GET and PUT /partners/booking-fields (docs/decisions/045-corporate-booking-fields.md): the
// schema has checked the settings; a booking made before a change keeps what it was booked with.

const accountGone = () => new DomainError('UNAUTHORIZED', signInRequiredMessage)

export async function getBookingFields(db: Database, partnerId: string): Promise<BookingFields> {
  const fields = await findBookingFields(db, partnerId)
  if (!fields) throw accountGone()
  return fields
}

export async function updateBookingFields(
  db: Database,
  partnerId: string,
  fields: BookingFields,
): Promise<BookingFields> {
  const saved = await saveBookingFields(db, partnerId, fields)
  if (!saved) throw accountGone()
  return saved
}
