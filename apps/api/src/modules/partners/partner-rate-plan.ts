import {
  DomainError,
  partnerStatusMessages,
  ratePlanFromView,
  ratePlanMessages,
  ratePlanView,
  storedRatePlan,
  type OpsPartner,
  type OpsPartnerRatePlanRequest,
  type PartnerRatePlan,
} from '@ridelane/domain'
import type { Database } from '../../db/client'
import type { SignedInOperator } from '../../plugins/operator-auth'
import { recordAudit } from '../audit'
import { catalogueAreaClasses, lockPartner, setPartnerStanding } from './ops-repository'
import { opsPartnerView } from './ops-partner-views'

// A partner's rate plan (issue 36, item 1; docs/decisions/043-partner-rate-plans.md): set by an
// admin, in force for the partner's new quotes and bookings once it is active. A booking keeps the
// plan it was made under, so nothing here touches bookings.

/** Every net rate names an area of the catalogue and a class that area prices (400 otherwise). */
async function checkNetRates(tx: Database, plan: PartnerRatePlan) {
  if (plan.kind !== 'net' || plan.netRates.length === 0) return
  const ids = [...new Set(plan.netRates.map((r) => r.areaId))]
  const { areas, pairs } = await catalogueAreaClasses(tx, ids)
  const details = plan.netRates.flatMap((rate, index): Array<{ path: string; message: string }> => {
    if (!areas.has(rate.areaId)) {
      return [{ path: `plan.net_rates.${index}.area_id`, message: ratePlanMessages.unknownArea }]
    }
    if (!pairs.has(`${rate.areaId}:${rate.vehicleClassId}`)) {
      const path = `plan.net_rates.${index}.vehicle_class_id`
      return [{ path, message: ratePlanMessages.classNotOffered }]
    }
    return []
  })
  if (details.length > 0) {
    throw new DomainError('VALIDATION_FAILED', details[0]!.message, { details })
  }
}

/** The partner columns that hold a plan; the other kind's figures are kept as they were. */
function planColumns(plan: PartnerRatePlan) {
  if (plan.kind === 'discount') {
    return { ratePlan: 'discount' as const, discountPercent: plan.discountPercent }
  }
  return {
    ratePlan: 'net' as const,
    netPercent: plan.netPercent,
    markupPercent: plan.markupPercent,
    hidePrices: plan.hidePrices,
    netRates: plan.netRates,
  }
}

const samePlan = (a: PartnerRatePlan, b: PartnerRatePlan) =>
  JSON.stringify(ratePlanView(a)) === JSON.stringify(ratePlanView(b))

/**
 * PUT /ops/partners/{id}/rate-plan (admins): the whole plan, audited as `partner.rate_plan` with
 * both before and after. Sending the plan already set writes nothing. Bookings already made keep
 * the plan they were made under.
 */
export function setPartnerRatePlan(
  db: Database,
  operator: SignedInOperator,
  id: string,
  request: OpsPartnerRatePlanRequest,
): Promise<OpsPartner> {
  return db.transaction(async (tx) => {
    const before = await lockPartner(tx, id)
    if (!before) throw new DomainError('NOT_FOUND', partnerStatusMessages.partnerNotFound)
    const plan = ratePlanFromView(request.plan)
    await checkNetRates(tx, plan)
    if (samePlan(storedRatePlan(before), plan)) return opsPartnerView(before)
    const after = await setPartnerStanding(tx, id, planColumns(plan))
    await recordAudit(tx, {
      operator: { id: operator.id },
      action: 'partner.rate_plan',
      target: { kind: 'partner', id },
      before: opsPartnerView(before),
      after: opsPartnerView(after),
      reason: request.reason || null,
    })
    return opsPartnerView(after)
  })
}
