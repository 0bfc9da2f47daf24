import type { BookingFields } from '@ridelane/domain'
import { eq, sql } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { partners } from '../../db/schema'

// A partner's booking-field settings (docs/decisions/045-corporate-booking-fields.md).

export async function findBookingFields(
  db: Database,
  partnerId: string,
): Promise<BookingFields | undefined> {
  const [row] = await db
    .select({ fields: partners.bookingFields })
    .from(partners)
    .where(eq(partners.id, partnerId))
    .limit(1)
  return row?.fields
}

export async function saveBookingFields(
  db: Database,
  partnerId: string,
  fields: BookingFields,
): Promise<BookingFields | undefined> {
  const [row] = await db
    .update(partners)
    .set({ bookingFields: fields, updatedAt: sql`now()` })
    .where(eq(partners.id, partnerId))
    .returning({ fields: partners.bookingFields })
  return row?.fields
}
