import { and, asc, count, eq } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { operatorBoardViews, operators } from '../../db/schema'

// Operators' saved board views (issue 32): the only file of them that touches Drizzle.

export type BoardViewRecord = typeof operatorBoardViews.$inferSelect

/** The operator's own views, by name. */
export function listBoardViews(db: Database, operatorId: string): Promise<BoardViewRecord[]> {
  return db
    .select()
    .from(operatorBoardViews)
    .where(eq(operatorBoardViews.operatorId, operatorId))
    .orderBy(asc(operatorBoardViews.name), asc(operatorBoardViews.id))
}

/**
 * Stores a view unless the operator already has `limit` of them or one of this name. The
 * operator's row is locked first, so two saves at once cannot both pass the count.
 */
export function insertBoardView(
  db: Database,
  view: { operatorId: string; name: string; query: string },
  limit: number,
): Promise<BoardViewRecord | 'full' | 'taken'> {
  return db.transaction(async (tx) => {
    await tx
      .select({ id: operators.id })
      .from(operators)
      .where(eq(operators.id, view.operatorId))
      .for('update')
    const [held] = await tx
      .select({ total: count() })
      .from(operatorBoardViews)
      .where(eq(operatorBoardViews.operatorId, view.operatorId))
    if ((held?.total ?? 0) >= limit) return 'full'
    const [row] = await tx.insert(operatorBoardViews).values(view).onConflictDoNothing().returning()
    return row ?? 'taken'
  })
}

/** Deletes the operator's own view; false when they have none with this id. */
export async function deleteBoardView(db: Database, operatorId: string, id: string) {
  const deleted = await db
    .delete(operatorBoardViews)
    .where(and(eq(operatorBoardViews.id, id), eq(operatorBoardViews.operatorId, operatorId)))
    .returning({ id: operatorBoardViews.id })
  return deleted.length > 0
}
