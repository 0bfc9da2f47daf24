import {
  accountClosureMessages,
  accountClosureRefusal,
  DomainError,
  onAccountBalanceCents,
  type PartnerActor,
} from '@ridelane/domain'
import type { Database } from '../../db/client'
import { verifyPassword } from '../../lib/passwords'
import { enqueueMail } from '../../mail/outbox'
import { unpaidOnAccountLines } from '../payments'
import {
  actorPasswordHash,
  countUpcomingBookings,
  eraseAccountPeople,
  partnerAccountRows,
} from './account-closure-repository'
import { lockPartner } from './ops-repository'
import { accountClosedMail } from './partner-mails'

// A partner's own copy of its account, and the closing of it (decision 046). Both are for an
// admin of the account signed in to the portal; the routes check that (account-routes.ts).

/** GET /partners/account/export: the account's rows, hashes and secrets left out. */
export async function partnerAccountCopy(db: Database, partnerId: string, now = new Date()) {
  return { exported_at: now.toISOString(), ...(await partnerAccountRows(db, partnerId)) }
}

/**
 * POST /partners/account/close: with the admin's own password, and only when no ride is still to
 * come and nothing is owed on account. In one transaction: the account becomes `closed`; its
 * login, phone and admin contact, its members' logins and names, its webhook addresses and the
 * "booked by" names on its bookings are erased; every session, reset link, invitation and API key
 * stops working; its webhooks stop; mails to its people are erased from the outbox. The business
 * details its invoices name, its bookings and receipts stay (decision 046). A last mail, forgotten
 * once sent, tells the account's login.
 */
export async function closePartnerAccount(
  db: Database,
  partnerId: string,
  actor: PartnerActor,
  password: string,
  now = new Date(),
): Promise<void> {
  const hash = await actorPasswordHash(db, partnerId, actor)
  if (!(await verifyPassword(hash, password))) {
    throw new DomainError('VALIDATION_FAILED', accountClosureMessages.passwordWrong, {
      details: [{ path: 'password', message: accountClosureMessages.passwordWrong }],
    })
  }
  await db.transaction(async (tx) => {
    const account = await lockPartner(tx, partnerId)
    if (!account || account.status === 'closed') {
      throw new DomainError('CONFLICT', accountClosureMessages.closed)
    }
    const owed = onAccountBalanceCents(
      await unpaidOnAccountLines(tx, partnerId, account.paidThrough),
    )
    const refusal = accountClosureRefusal({
      upcomingBookings: await countUpcomingBookings(tx, partnerId, now),
      balanceOwedCents: owed,
    })
    if (refusal) throw new DomainError('CONFLICT', refusal)
    await enqueueMail(tx, await accountClosedMail(account.email))
    await eraseAccountPeople(tx, account, now)
  })
}
