import {
  ANONYMISED_EMAIL,
  bookingStatuses,
  CLOSED_ACCOUNT_TEXT,
  closedLoginEmail,
  isFinalStatus,
  type PartnerActor,
} from '@ridelane/domain'
import { and, eq, gt, inArray, isNull, not, notInArray, sql } from 'drizzle-orm'
import type { Database } from '../../db/client'
import {
  bookings,
  mailOutbox,
  partnerApiKeys,
  partnerMembers,
  partners,
  partnerSessions,
  passwordResetTokens,
  webhookEndpoints,
} from '../../db/schema'

// The rows behind a partner's own copy of its account and the closing of it (account-closure.ts).

const finalStatuses = bookingStatuses.filter(isFinalStatus)

type Row = Record<string, unknown>
const rowsOf = (result: unknown) => (result as { rows: Row[] }).rows

/** Drops the columns a copy must never carry: hashes of passwords, tokens and keys, and secrets. */
function withoutSecrets(rows: Row[], secret: readonly string[]): Row[] {
  return rows.map((row) =>
    Object.fromEntries(Object.entries(row).filter(([column]) => !secret.includes(column))),
  )
}

/**
 * Everything we hold about the account and its team, as JSON-ready rows with the database's own
 * column names: the account and business profile, team members, sign-ins, API keys, webhook
 * endpoints and the bookings it made (with the guests' details the portal already shows it).
 */
export async function partnerAccountRows(db: Database, partnerId: string) {
  const select = async (table: string) =>
    rowsOf(
      await db.execute(
        sql`select * from ${sql.identifier(table)} where partner_id = ${partnerId} order by created_at`,
      ),
    )
  const [account] = rowsOf(await db.execute(sql`select * from partners where id = ${partnerId}`))
  const bookingRows = rowsOf(
    await db.execute(sql`
      select booking_code, created_at, booked_by, cost_centre, booking_reference, sandbox,
        ride_type, pickup_time, timezone, pickup_location, dropoff_location, name, email,
        phone_number, flight_number, passengers, vehicle_name, booking_status, payment_status,
        on_account, rate_plan, total_cents, selling_total_cents, currency_code, refund_amount_cents,
        anonymised_at
      from bookings where partner_id = ${partnerId} order by created_at`),
  )
  return {
    account: withoutSecrets(account ? [account] : [], ['password_hash'])[0] ?? null,
    team_members: withoutSecrets(await select('partner_members'), [
      'password_hash',
      'invite_token_hash',
    ]),
    sign_ins: withoutSecrets(await select('partner_sessions'), ['token_hash']),
    api_keys: withoutSecrets(await select('partner_api_keys'), ['key_hash']),
    webhook_endpoints: withoutSecrets(await select('webhook_endpoints'), ['secret_sealed']),
    bookings: bookingRows,
  }
}

/** The password hash of the signed-in person: the account's own login or the member's. */
export async function actorPasswordHash(
  db: Database,
  partnerId: string,
  actor: PartnerActor,
): Promise<string | undefined> {
  if (actor.kind === 'owner') {
    const [row] = await db
      .select({ hash: partners.passwordHash })
      .from(partners)
      .where(eq(partners.id, partnerId))
    return row?.hash
  }
  if (actor.kind !== 'member') return undefined
  const [row] = await db
    .select({ hash: partnerMembers.passwordHash })
    .from(partnerMembers)
    .where(and(eq(partnerMembers.id, actor.memberId), eq(partnerMembers.partnerId, partnerId)))
  return row?.hash ?? undefined
}

/** Bookings of the partner whose pickup is after `now` and that are not over. */
export async function countUpcomingBookings(tx: Database, partnerId: string, now: Date) {
  const [row] = await tx
    .select({ count: sql<number>`count(*)::int` })
    .from(bookings)
    .where(
      and(
        eq(bookings.partnerId, partnerId),
        gt(bookings.pickupTime, now),
        notInArray(bookings.bookingStatus, finalStatuses),
      ),
    )
  return row?.count ?? 0
}

/**
 * Erases the people of a locked partner row and shuts every way in (account-closure.ts says what
 * and why); returns nothing, since nothing of them is left to return.
 */
export async function eraseAccountPeople(
  tx: Database,
  account: { id: string; email: string; adminEmail: string | null },
  now: Date,
) {
  const partnerId = account.id
  const members = await tx
    .select({ id: partnerMembers.id, email: partnerMembers.email })
    .from(partnerMembers)
    .where(eq(partnerMembers.partnerId, partnerId))
  const addresses = [account.email, account.adminEmail, ...members.map((m) => m.email)]
    .filter((address): address is string => Boolean(address))
    .map((address) => address.toLowerCase())

  await tx
    .update(partners)
    .set({
      status: 'closed',
      email: closedLoginEmail(partnerId),
      // Matches no password; sign-in treats a closed account as none before looking at it.
      passwordHash: '',
      contactNumber: null,
      adminEmail: null,
      adminContact: null,
      onAccountSince: null,
      updatedAt: now,
    })
    .where(eq(partners.id, partnerId))
  for (const member of members) {
    await tx
      .update(partnerMembers)
      .set({
        email: closedLoginEmail(member.id),
        name: CLOSED_ACCOUNT_TEXT,
        passwordHash: null,
        inviteTokenHash: null,
        inviteExpiresAt: null,
        removedAt: sql`coalesce(${partnerMembers.removedAt}, ${now.toISOString()}::timestamptz)`,
      })
      .where(eq(partnerMembers.id, member.id))
  }
  await tx
    .update(partnerSessions)
    .set({ revokedAt: now })
    .where(and(eq(partnerSessions.partnerId, partnerId), isNull(partnerSessions.revokedAt)))
  await tx.delete(passwordResetTokens).where(eq(passwordResetTokens.partnerId, partnerId))
  await tx
    .update(partnerApiKeys)
    .set({ revokedAt: now })
    .where(and(eq(partnerApiKeys.partnerId, partnerId), isNull(partnerApiKeys.revokedAt)))
  await tx
    .update(webhookEndpoints)
    .set({ url: CLOSED_ACCOUNT_TEXT, disabledAt: now })
    .where(eq(webhookEndpoints.partnerId, partnerId))
  // "Booked by" holds a person's address, or "API key <label>", which names no one.
  await tx
    .update(bookings)
    .set({ bookedBy: CLOSED_ACCOUNT_TEXT })
    .where(
      and(
        eq(bookings.partnerId, partnerId),
        sql`${bookings.bookedBy} is not null`,
        not(sql`${bookings.bookedBy} like 'API key %'`),
      ),
    )
  // Mails to its people, sent or not: who they went to and what they said. One still queued is
  // then dropped unsent, as for an erased traveller (mail/deliver-due-mail.ts). The closing
  // account's own last mail is queued to be forgotten once sent, so it is left to go.
  if (addresses.length > 0) {
    await tx
      .update(mailOutbox)
      .set({
        toAddress: ANONYMISED_EMAIL,
        subject: CLOSED_ACCOUNT_TEXT,
        textBody: CLOSED_ACCOUNT_TEXT,
        htmlBody: null,
      })
      .where(
        and(
          inArray(sql`lower(${mailOutbox.toAddress})`, addresses),
          eq(mailOutbox.forgetAfterSending, false),
        ),
      )
  }
}
