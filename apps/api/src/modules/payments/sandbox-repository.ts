import { and, eq, sql } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { preparedOn, preparedPerShape } from '../../db/prepared'
import { sandboxGatewayPayments, sandboxGatewayRefunds } from '../../db/tables/payments'

// The sandbox gateway's storage (docs/decisions/024-payments.md#the-sandbox): its own tables,
// which stand in for a real gateway's servers.

export type SandboxPaymentRow = typeof sandboxGatewayPayments.$inferSelect
export type NewSandboxPayment = typeof sandboxGatewayPayments.$inferInsert
export type SandboxRefundRow = typeof sandboxGatewayRefunds.$inferSelect
export type NewSandboxRefund = typeof sandboxGatewayRefunds.$inferInsert

/**
 * Stores a payment unless one already holds its idempotency key, and answers the stored one
 * either way: the first of two racing calls wins and both get its row. One statement: on a
 * conflict the "update" rewrites the key with itself, which changes nothing but makes RETURNING
 * answer the stored row (waiting, as the insert would, for a racing insert to commit).
 */
export async function insertSandboxPaymentOnce(
  db: Database,
  payment: NewSandboxPayment,
): Promise<SandboxPaymentRow> {
  const [row] = await sandboxPaymentInsert(db, { payment })
  if (!row) throw new Error('The sandbox payment could not be stored')
  return row
}

const sandboxPaymentInsert = preparedPerShape(
  'sandbox_payment_insert',
  (db, { payment }: { payment: NewSandboxPayment }) =>
    db
      .insert(sandboxGatewayPayments)
      .values(payment)
      .onConflictDoUpdate({
        target: sandboxGatewayPayments.idempotencyKey,
        set: { idempotencyKey: sql`excluded.idempotency_key` },
      })
      .returning(),
)

const sandboxPaymentByReference = preparedOn((db) =>
  db
    .select()
    .from(sandboxGatewayPayments)
    .where(eq(sandboxGatewayPayments.reference, sql.placeholder('reference')))
    .prepare('sandbox_payment_by_reference'),
)

export async function findSandboxPayment(
  db: Database,
  reference: string,
): Promise<SandboxPaymentRow | undefined> {
  const [row] = await sandboxPaymentByReference(db).execute({ reference })
  return row
}

/**
 * Takes a card on a payment still waiting for one and not already confirmed with this key, in one
 * statement (the UPDATE's row lock makes the check and the write one step). Undefined when the
 * payment was in any other state, or is not there: nothing was written.
 */
export async function confirmWaitingSandboxPayment(
  db: Database,
  reference: string,
  confirmKey: string,
  changes: Partial<NewSandboxPayment>,
): Promise<SandboxPaymentRow | undefined> {
  const [row] = await waitingPaymentConfirmation(db, {
    changes: { ...changes, confirmKey },
    where: { reference },
  })
  return row
}

const waitingPaymentConfirmation = preparedPerShape(
  'sandbox_payment_confirm',
  (db, { changes, where }: { changes: Partial<NewSandboxPayment>; where: { reference: string } }) =>
    db
      .update(sandboxGatewayPayments)
      .set({ ...changes, updatedAt: sql`now()` })
      .where(
        and(
          eq(sandboxGatewayPayments.reference, where.reference),
          eq(sandboxGatewayPayments.status, 'requires_payment_method'),
          sql`${sandboxGatewayPayments.confirmKey} is distinct from ${changes.confirmKey}`,
        ),
      )
      .returning(),
)

/**
 * Runs `work` in a transaction holding the payment's row lock, so confirmations, challenges and
 * refunds of one payment happen one after the other, whichever process makes them. `work` gets
 * undefined when there is no such payment.
 */
export function withLockedSandboxPayment<T>(
  db: Database,
  reference: string,
  work: (tx: Database, payment: SandboxPaymentRow | undefined) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(sandboxGatewayPayments)
      .where(eq(sandboxGatewayPayments.reference, reference))
      .for('update')
    return work(tx, row)
  })
}

export async function updateSandboxPayment(
  tx: Database,
  reference: string,
  changes: Partial<NewSandboxPayment>,
): Promise<SandboxPaymentRow> {
  const [row] = await tx
    .update(sandboxGatewayPayments)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(eq(sandboxGatewayPayments.reference, reference))
    .returning()
  if (!row) throw new Error(`No sandbox payment ${reference}`)
  return row
}

export async function findSandboxRefundByKey(
  tx: Database,
  idempotencyKey: string,
): Promise<SandboxRefundRow | undefined> {
  const [row] = await tx
    .select()
    .from(sandboxGatewayRefunds)
    .where(eq(sandboxGatewayRefunds.idempotencyKey, idempotencyKey))
  return row
}

/** What was refunded of a payment so far, in cents. */
export async function sandboxRefundedCents(tx: Database, paymentReference: string) {
  const [row] = await tx
    .select({ total: sql<string | null>`sum(${sandboxGatewayRefunds.amountCents})` })
    .from(sandboxGatewayRefunds)
    .where(
      and(
        eq(sandboxGatewayRefunds.paymentReference, paymentReference),
        eq(sandboxGatewayRefunds.status, 'succeeded'),
      ),
    )
  return Number(row?.total ?? 0)
}

export async function insertSandboxRefund(
  tx: Database,
  refund: NewSandboxRefund,
): Promise<SandboxRefundRow> {
  const [row] = await tx.insert(sandboxGatewayRefunds).values(refund).returning()
  if (!row) throw new Error('The sandbox refund could not be stored')
  return row
}
