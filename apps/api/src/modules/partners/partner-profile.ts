import {
  DomainError,
  type PartnerActor,
  type PartnerProfile,
  type PartnerProfileResponse,
  type PartnerProfileUpdate,
} from '@ridelane/domain'
import type { Database } from '../../db/client'
import { signInRequiredMessage } from '../../plugins/partner-auth'
import { findPartnerById, updateProfile } from './repository'
import { accountView, profileView } from './partner-views'

// A session outlives nothing: the account it points to always exists (cascade delete), but a
// request racing an account removal still gets a clean 401 rather than a 500.
const accountGone = () => new DomainError('UNAUTHORIZED', signInRequiredMessage)

/** The business profile alone (the dashboard's card). */
export async function getBusinessProfile(db: Database, partnerId: string): Promise<PartnerProfile> {
  const row = await findPartnerById(db, partnerId)
  if (!row) throw accountGone()
  return profileView(row)
}

/** The account, its profile and who of it is signed in (the portal's menus follow the role). */
export async function getPartnerProfile(
  db: Database,
  partnerId: string,
  actor: PartnerActor,
): Promise<PartnerProfileResponse> {
  const row = await findPartnerById(db, partnerId)
  if (!row) throw accountGone()
  // The portal's guard lets no API key in here; one would read as the account's own login.
  const viewer =
    actor.kind === 'member'
      ? { kind: 'member' as const, email: actor.email, role: actor.role }
      : { kind: 'owner' as const, email: row.email, role: 'admin' as const }
  return { partner: accountView(row), profile: profileView(row), viewer }
}

/** Replaces the business details; optional fields left out are cleared
 * (docs/product.md#passenger-and-partner-fields). */
export async function updatePartnerProfile(
  db: Database,
  partnerId: string,
  update: PartnerProfileUpdate,
): Promise<PartnerProfile> {
  const row = await updateProfile(db, partnerId, {
    businessName: update.business_name,
    adminEmail: update.admin_email,
    adminContact: update.admin_contact,
    country: update.country,
    city: update.city,
    address: update.address || null,
    taxId: update.tax_id || null,
    website: update.website || null,
  })
  if (!row) throw accountGone()
  return profileView(row)
}
