import {
  fromCents,
  isProfileComplete,
  type PartnerAccount,
  type PartnerProfile,
  type RecentBooking,
} from '@ridelane/domain'
import type { PartnerBookingRow, PartnerRow } from './repository'

// Rows as the API shows them (docs/product.md#partner-accounts).

export function accountView(row: PartnerRow): PartnerAccount {
  return {
    id: row.id,
    email: row.email,
    contact_number: row.contactNumber ?? '',
    created_at: row.createdAt.toISOString(),
    status: row.status,
  }
}

export function profileView(row: PartnerRow): PartnerProfile {
  const profile = {
    business_name: row.businessName,
    admin_email: row.adminEmail,
    admin_contact: row.adminContact,
    address: row.address,
    country: row.country,
    city: row.city,
    tax_id: row.taxId,
    website: row.website,
  }
  return { ...profile, is_profile_complete: isProfileComplete(profile) }
}

/** Hourly and multi-day rides have no dropoff; the list shows an empty one. */
function bookingSummary(row: PartnerBookingRow) {
  return {
    id: row.id,
    booking_code: row.bookingCode,
    pickup_location: row.pickupLocation,
    dropoff_location: row.dropoffLocation ?? '',
    vehicle_price: fromCents(row.totalCents),
    booking_status: row.bookingStatus,
  }
}

export function recentBookingView(row: PartnerBookingRow): RecentBooking {
  return { ...bookingSummary(row), created_at: row.createdAt.toISOString() }
}
