import {
  BOARD_VIEWS_MAX,
  boardViewMessages as m,
  DomainError,
  type BoardView,
  type BoardViewValues,
} from '@ridelane/domain'
import type { Database } from '../../db/client'
import { isUuid } from '../../lib/uuid'
import {
  deleteBoardView,
  insertBoardView,
  listBoardViews,
  type BoardViewRecord,
} from './board-views-repository'

// Each operator's saved views of the board (issue 32); nobody sees or deletes another's.

const viewOf = (record: BoardViewRecord): BoardView => ({
  id: record.id,
  name: record.name,
  query: record.query,
  created_at: record.createdAt.toISOString(),
})

export async function boardViewsOf(db: Database, operatorId: string) {
  return { views: (await listBoardViews(db, operatorId)).map(viewOf) }
}

/** 409 for a second view of the same name, or past BOARD_VIEWS_MAX. */
export async function saveBoardView(db: Database, operatorId: string, input: BoardViewValues) {
  const saved = await insertBoardView(db, { operatorId, ...input }, BOARD_VIEWS_MAX)
  if (saved === 'full') throw new DomainError('CONFLICT', m.tooMany)
  if (saved === 'taken') {
    throw new DomainError('CONFLICT', m.nameTaken, {
      details: [{ path: 'name', message: m.nameTaken }],
    })
  }
  return { view: viewOf(saved) }
}

/** Another operator's view is as unknown as one that never existed: 404 either way. */
export async function removeBoardView(db: Database, operatorId: string, id: string) {
  if (!isUuid(id) || !(await deleteBoardView(db, operatorId, id))) {
    throw new DomainError('NOT_FOUND', m.viewNotFound)
  }
  return boardViewsOf(db, operatorId)
}
