import {
  DomainError,
  OPS_PAGE_SIZE,
  paginationFor,
  partnerStatusMessages,
  type OpsPartner,
  type OpsPartnerDetail,
  type OpsPartnerList,
  type OpsPartnerQuery,
  type PartnerStatus,
} from '@ridelane/domain'
import type { Database } from '../../db/client'
import type { SignedInOperator } from '../../plugins/operator-auth'
import { listAudit, recordAudit } from '../audit'
import {
  countPartners,
  findPartnerWithTotals,
  listPartnersWithTotals,
  lockPartner,
  recentPartnerBookings,
  setPartnerStanding,
} from './ops-repository'
import {
  historyEntryView,
  opsPartnerBookingView,
  opsPartnerSummaryView,
  opsPartnerView,
} from './ops-partner-views'
import { partnerCredit } from './partner-credit'
import { profileView } from './partner-views'
import { revokeEverySession } from './repository'

// The console's partner actions (docs/decisions/019-partner-approval.md). Each one changes the
// partner and writes its audit row in one transaction.

const RECENT_BOOKINGS = 10
const HISTORY_ENTRIES = 50

const notFound = () => new DomainError('NOT_FOUND', partnerStatusMessages.partnerNotFound)

export async function listPartners(db: Database, query: OpsPartnerQuery): Promise<OpsPartnerList> {
  const filter = { status: query.status, q: query.q || undefined }
  const total = await countPartners(db, filter)
  const offset = (query.page - 1) * OPS_PAGE_SIZE
  const rows = await listPartnersWithTotals(db, filter, offset, OPS_PAGE_SIZE)
  return {
    partners: rows.map(opsPartnerSummaryView),
    pagination: paginationFor(total, query.page, OPS_PAGE_SIZE),
  }
}

export async function partnerDetail(db: Database, id: string): Promise<OpsPartnerDetail> {
  const row = await findPartnerWithTotals(db, id)
  if (!row) throw notFound()
  const [history, bookings, credit] = await Promise.all([
    listAudit(db, { targetKind: 'partner', targetId: id }, 0, HISTORY_ENTRIES),
    recentPartnerBookings(db, id, RECENT_BOOKINGS),
    partnerCredit(db, id),
  ])
  return {
    partner: opsPartnerSummaryView(row),
    profile: profileView(row.partner),
    history: history.map(historyEntryView),
    recent_bookings: bookings.map(opsPartnerBookingView),
    credit,
  }
}

type Change = {
  action: 'approve' | 'discount' | 'suspend' | 'reactivate'
  /** The states the action starts from, with the 409's message for any other; none: every state. */
  from?: { states: readonly PartnerStatus[]; refusal: string }
  status?: PartnerStatus
  discountPercent?: number
  reason?: string
}

async function changeStanding(
  db: Database,
  operator: SignedInOperator,
  id: string,
  change: Change,
): Promise<OpsPartner> {
  return db.transaction(async (tx) => {
    const before = await lockPartner(tx, id)
    if (!before) throw notFound()
    // Its admin closed it and its people's data is gone: nothing reopens it (decision 046).
    if (before.status === 'closed') throw new DomainError('CONFLICT', partnerStatusMessages.closed)
    if (change.from && !change.from.states.includes(before.status)) {
      throw new DomainError('CONFLICT', change.from.refusal)
    }
    const after = await setPartnerStanding(tx, id, {
      status: change.status,
      discountPercent: change.discountPercent,
    })
    // A suspended partner is signed out everywhere at once.
    if (change.status === 'suspended') await revokeEverySession(tx, id)
    await recordAudit(tx, {
      operator: { id: operator.id },
      action: `partner.${change.action}`,
      target: { kind: 'partner', id },
      before: opsPartnerView(before),
      after: opsPartnerView(after),
      reason: change.reason || null,
    })
    return opsPartnerView(after)
  })
}

export const approvePartner = (
  db: Database,
  operator: SignedInOperator,
  id: string,
  discountPercent: number,
) =>
  changeStanding(db, operator, id, {
    action: 'approve',
    from: { states: ['pending_approval'], refusal: partnerStatusMessages.notPendingApproval },
    status: 'active',
    discountPercent,
  })

/** New quotes only: bookings keep the percent they were made with. */
export const setPartnerDiscount = (
  db: Database,
  operator: SignedInOperator,
  id: string,
  discountPercent: number,
) =>
  changeStanding(db, operator, id, {
    action: 'discount',
    discountPercent,
  })

export const suspendPartner = (
  db: Database,
  operator: SignedInOperator,
  id: string,
  reason?: string,
) =>
  changeStanding(db, operator, id, {
    action: 'suspend',
    from: {
      states: ['email_unconfirmed', 'pending_approval', 'active'],
      refusal: partnerStatusMessages.alreadySuspended,
    },
    status: 'suspended',
    reason,
  })

export const reactivatePartner = (
  db: Database,
  operator: SignedInOperator,
  id: string,
  reason?: string,
) =>
  changeStanding(db, operator, id, {
    action: 'reactivate',
    from: { states: ['suspended'], refusal: partnerStatusMessages.notSuspended },
    status: 'active',
    reason,
  })

/**
 * Approves (`onAccount`) or withdraws monthly invoicing (docs/decisions/026-operator-payments.md).
 * Only an active partner can be approved; withdrawing works in any state. Asking for what is
 * already so changes nothing and writes no audit row, so a repeated click is harmless.
 */
export function setPartnerOnAccount(
  db: Database,
  operator: SignedInOperator,
  id: string,
  input: { onAccount: boolean; reason?: string | undefined },
  now = new Date(),
): Promise<OpsPartner> {
  return db.transaction(async (tx) => {
    const before = await lockPartner(tx, id)
    if (!before) throw notFound()
    if (input.onAccount === (before.onAccountSince !== null)) return opsPartnerView(before)
    if (input.onAccount && before.status !== 'active') {
      throw new DomainError('CONFLICT', partnerStatusMessages.onAccountNotActive)
    }
    const after = await setPartnerStanding(tx, id, {
      onAccountSince: input.onAccount ? now : null,
    })
    await recordAudit(tx, {
      operator: { id: operator.id },
      action: input.onAccount ? 'partner.on_account_approve' : 'partner.on_account_withdraw',
      target: { kind: 'partner', id },
      before: opsPartnerView(before),
      after: opsPartnerView(after),
      reason: input.reason || null,
    })
    return opsPartnerView(after)
  })
}
