import {
  DomainError,
  operatorMessages,
  type OperatorAccountChange,
  type OperatorChange,
  type OperatorInvite,
} from '@ridelane/domain'
import type { Database } from '../../db/client'
import { enqueueMail } from '../../mail/outbox'
import { isUuid } from '../../lib/uuid'
import { recordAudit } from '../audit'
import { invitationMail } from './operator-mails'
import { operatorView } from './operator-views'
import { issuePasswordLink } from './password-links'
import {
  deleteRecoveryCodes,
  findOperatorById,
  insertOperator,
  revokeEverySession,
  updateOperator,
  type OperatorRow,
} from './repository'

/**
 * Adds an operator and mails them a set-password link. Inviting someone who never set a
 * password sends a fresh link (the old one stops working); anyone else is a conflict.
 */
export async function inviteOperator(
  db: Database,
  actingId: string,
  appBaseUrl: string,
  invite: OperatorInvite,
): Promise<{ operator: OperatorRow; created: boolean }> {
  return db.transaction(async (tx) => {
    const { operator, created } = await insertOperator(tx, invite)
    if (!created && operator.passwordHash !== null) {
      throw new DomainError('CONFLICT', operatorMessages.emailTaken)
    }
    const link = await issuePasswordLink(tx, appBaseUrl, operator.id)
    await enqueueMail(tx, await invitationMail(operator.email, operator.role, link))
    await audit(tx, actingId, 'operator.invite', created ? null : operator, operator)
    return { operator, created }
  })
}

/** Operator snapshots go through operatorView, which never holds the password hash or secret. */
function audit(
  tx: Database,
  actingId: string,
  action: string,
  before: OperatorRow | null,
  after: OperatorRow,
) {
  return recordAudit(tx, {
    operator: { id: actingId },
    action,
    target: { kind: 'operator', id: after.id },
    before: before && operatorView(before),
    after: operatorView(after),
  })
}

const notFound = () => new DomainError('NOT_FOUND', operatorMessages.operatorNotFound)

function checkOther(actingId: string, id: string) {
  if (!isUuid(id)) throw notFound()
  // Nobody demotes or disables themselves, so the console always keeps at least one admin.
  if (id === actingId) throw new DomainError('CONFLICT', operatorMessages.notYourself)
}

/** The columns a change writes: only the fields it holds. */
function columnsOf(change: OperatorChange) {
  return {
    ...(change.role !== undefined && { role: change.role }),
    ...(change.status !== undefined && { status: change.status }),
    ...(change.phone !== undefined && { phone: change.phone }),
    ...(change.on_duty !== undefined && { onDuty: change.on_duty }),
  }
}

/**
 * An admin's change to an operator: role and status of someone else (disabling ends every
 * session they have), and anyone's phone and duty, their own included.
 */
export async function changeOperator(
  db: Database,
  actingId: string,
  id: string,
  change: OperatorChange,
): Promise<OperatorRow> {
  if (change.role !== undefined || change.status !== undefined) checkOther(actingId, id)
  else if (!isUuid(id)) throw notFound()
  return db.transaction(async (tx) => {
    const before = await findOperatorById(tx, id)
    if (!before) throw notFound()
    const updated = (await updateOperator(tx, id, columnsOf(change)))!
    if (change.status === 'disabled') await revokeEverySession(tx, id)
    await audit(tx, actingId, 'operator.update', before, updated)
    return updated
  })
}

/** The signed-in operator's own phone and duty, audited like an admin's change. */
export async function changeOwnAccount(
  db: Database,
  operatorId: string,
  change: OperatorAccountChange,
): Promise<OperatorRow> {
  return db.transaction(async (tx) => {
    const before = await findOperatorById(tx, operatorId)
    if (!before) throw notFound()
    const updated = (await updateOperator(tx, operatorId, columnsOf(change)))!
    await audit(tx, operatorId, 'operator.update', before, updated)
    return updated
  })
}

/**
 * For an operator who lost their phone and recovery codes: the secret and codes are dropped and
 * their sessions end, so their next sign-in sets up an authenticator app again.
 */
export async function resetTwoFactor(
  db: Database,
  actingId: string,
  id: string,
): Promise<OperatorRow> {
  checkOther(actingId, id)
  return db.transaction(async (tx) => {
    const before = await findOperatorById(tx, id)
    if (!before) throw notFound()
    const updated = (await updateOperator(tx, id, {
      totpSecret: null,
      totpEnabled: false,
      totpLastStep: null,
    }))!
    await deleteRecoveryCodes(tx, id)
    await revokeEverySession(tx, id)
    await audit(tx, actingId, 'operator.reset_two_factor', before, updated)
    return updated
  })
}
