import {
  dispatchMessages,
  DomainError,
  type DispatchRules,
  type FieldIssue,
} from '@ridelane/domain'
import type { Database } from '../../db/client'
import { recordAudit } from '../audit'
import { dispatchRulesView } from './catalogue-views'
import {
  findDispatchRules,
  findPreferredProviders,
  rulesFromRow,
  saveDispatchRules,
} from './dispatch-rules-repository'
import type { CatalogueActor } from './manage-catalogue'
import { findServiceArea } from './repository'

// An area's automatic dispatch rules in the catalogue editor (docs/decisions/
// 035-automatic-dispatch.md). Any operator reads them; only an admin sets them, as with rates
// (docs/decisions/015-catalogue-editor.md). The schema holds the rules' own bounds; here only
// what needs the database: the area exists, and each preferred provider is active and serves it.

async function existingAreaId(db: Database, id: string) {
  const area = await findServiceArea(db, id)
  if (!area) throw new DomainError('NOT_FOUND', dispatchMessages.areaNotFound)
  return area.id
}

export async function readDispatchRules(db: Database, areaId: string) {
  const id = await existingAreaId(db, areaId)
  return dispatchRulesView(id, await findDispatchRules(db, id))
}

async function checkPreferredProviders(db: Database, areaId: string, ids: readonly string[]) {
  const found = new Map((await findPreferredProviders(db, ids)).map((row) => [row.id, row]))
  const message = dispatchMessages.providerNotInArea
  const details: FieldIssue[] = ids.flatMap((id, index) => {
    const provider = found.get(id)
    const serves = provider?.active === true && provider.serviceAreaIds.includes(areaId)
    return serves ? [] : [{ path: `preferred_provider_ids.${index}`, message }]
  })
  if (details.length > 0) throw new DomainError('VALIDATION_FAILED', message, { details })
}

export async function setDispatchRules(
  db: Database,
  actor: CatalogueActor,
  areaId: string,
  rules: DispatchRules,
) {
  const id = await existingAreaId(db, areaId)
  await checkPreferredProviders(db, id, rules.preferred_provider_ids)
  return db.transaction(async (tx) => {
    const before = await findDispatchRules(tx, id)
    const saved = await saveDispatchRules(tx, id, rules, actor.id)
    await recordAudit(tx, {
      operator: actor,
      action: 'catalogue.dispatch_rules',
      target: { kind: 'service_area', id },
      before: before ? rulesFromRow(before) : null,
      after: rulesFromRow(saved),
    })
    return dispatchRulesView(id, saved)
  })
}
