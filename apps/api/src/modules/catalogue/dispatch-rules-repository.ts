import { eq, inArray, sql } from 'drizzle-orm'
import type { DispatchRules } from '@ridelane/domain'
import type { Database } from '../../db/client'
import { preparedOn } from '../../db/prepared'
import { dispatchRules } from '../../db/tables/dispatch'
import { providers } from '../../db/tables/providers'

// A service area's automatic dispatch (docs/decisions/035-automatic-dispatch.md): the only file
// that reads or writes dispatch_rules.

export type DispatchRulesRow = typeof dispatchRules.$inferSelect

export function rulesFromRow(row: DispatchRulesRow): DispatchRules {
  return {
    enabled: row.enabled,
    offer_hours_before_pickup: row.offerHoursBeforePickup,
    preferred_provider_ids: row.preferredProviderIds,
    offer_minutes: row.offerMinutes,
    one_by_one_offers: row.oneByOneOffers,
    broadcast: row.broadcast,
    escalate_minutes_before_pickup: row.escalateMinutesBeforePickup,
    lead_margin_minutes: row.leadMarginMinutes,
    buffer_minutes: row.bufferMinutes,
  }
}

/** The area's row, or undefined when it has never had rules (dispatch by hand). */
const dispatchRulesByArea = preparedOn((db) =>
  db
    .select()
    .from(dispatchRules)
    .where(eq(dispatchRules.areaId, sql.placeholder('areaId')))
    .limit(1)
    .prepare('dispatch_rules_by_area'),
)

export async function findDispatchRules(db: Database, areaId: string) {
  const [row] = await dispatchRulesByArea(db).execute({ areaId })
  return row
}

/** The area's rules, or undefined when it has none (dispatch by hand, default margins). */
export async function dispatchRulesOf(
  db: Database,
  areaId: string | null,
): Promise<DispatchRules | undefined> {
  if (!areaId) return undefined
  const row = await findDispatchRules(db, areaId)
  return row ? rulesFromRow(row) : undefined
}

/** Writes the area's rules in place of any kept. */
export async function saveDispatchRules(
  db: Database,
  areaId: string,
  rules: DispatchRules,
  operatorId: string,
) {
  const fields = {
    enabled: rules.enabled,
    offerHoursBeforePickup: rules.offer_hours_before_pickup,
    preferredProviderIds: rules.preferred_provider_ids,
    offerMinutes: rules.offer_minutes,
    oneByOneOffers: rules.one_by_one_offers,
    broadcast: rules.broadcast,
    escalateMinutesBeforePickup: rules.escalate_minutes_before_pickup,
    leadMarginMinutes: rules.lead_margin_minutes,
    bufferMinutes: rules.buffer_minutes,
    updatedAt: new Date(),
    updatedBy: operatorId,
  }
  const [row] = await db
    .insert(dispatchRules)
    .values({ areaId, ...fields })
    .onConflictDoUpdate({ target: dispatchRules.areaId, set: fields })
    .returning()
  return row!
}

/** What the editor checks of the providers an area prefers: that they are active and serve it. */
export async function findPreferredProviders(db: Database, ids: readonly string[]) {
  if (ids.length === 0) return []
  return db
    .select({
      id: providers.id,
      active: providers.active,
      serviceAreaIds: providers.serviceAreaIds,
    })
    .from(providers)
    .where(inArray(providers.id, [...ids]))
}
