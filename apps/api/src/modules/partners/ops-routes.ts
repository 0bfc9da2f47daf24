import {
  opsPartnerCreditRequestSchema,
  opsPartnerDetailSchema,
  opsPartnerDiscountSchema,
  opsPartnerIdParamsSchema,
  opsPartnerListSchema,
  opsPartnerOnAccountSchema,
  opsPartnerQuerySchema,
  opsPartnerRatePlanRequestSchema,
  opsPartnerReasonSchema,
  opsPartnerResponseSchema,
  successEnvelope,
} from '@ridelane/domain'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ok } from '../../http/envelope'
import { signedInOperator } from '../../plugins/operator-auth'
import {
  approvePartner,
  listPartners,
  partnerDetail,
  reactivatePartner,
  setPartnerDiscount,
  setPartnerOnAccount,
  suspendPartner,
} from './manage-partners'
import { setPartnerCredit } from './partner-credit'
import { setPartnerRatePlan } from './partner-rate-plan'

const tags = ['ops partners']
const security = [{ operatorToken: [] }]
const partnerResponse = { 200: successEnvelope(opsPartnerResponseSchema) }

/**
 * The console's partner screens, registered under /api/v1 (docs/decisions/019-partner-approval.md):
 * every operator reads; approving, discounts, suspending and reactivating are for admins.
 */
export const opsPartnerRoutes: FastifyPluginAsyncZod = async (app) => {
  const anyOperator = app.requireOperator()
  const adminOnly = app.requireOperator('admin')

  app.get(
    '/ops/partners',
    {
      preHandler: anyOperator,
      schema: {
        tags,
        security,
        summary: 'Partners, newest first, with their bookings count and revenue',
        querystring: opsPartnerQuerySchema,
        response: { 200: successEnvelope(opsPartnerListSchema) },
      },
    },
    async (request) => ok(await listPartners(app.db, request.query)),
  )

  app.get(
    '/ops/partners/:id',
    {
      preHandler: anyOperator,
      schema: {
        tags,
        security,
        summary: 'One partner: profile, status history and recent bookings',
        params: opsPartnerIdParamsSchema,
        response: { 200: successEnvelope(opsPartnerDetailSchema) },
      },
    },
    async (request) => ok(await partnerDetail(app.db, request.params.id)),
  )

  app.post(
    '/ops/partners/:id/approve',
    {
      preHandler: adminOnly,
      schema: {
        tags,
        security,
        summary: 'Approve a partner awaiting approval and set its discount (admin only)',
        params: opsPartnerIdParamsSchema,
        body: opsPartnerDiscountSchema,
        response: partnerResponse,
      },
    },
    async (request) => {
      const { id } = request.params
      const operator = signedInOperator(request)
      return ok({
        partner: await approvePartner(app.db, operator, id, request.body.discount_percent),
      })
    },
  )

  app.put(
    '/ops/partners/:id/discount',
    {
      preHandler: adminOnly,
      schema: {
        tags,
        security,
        summary: "Change a partner's discount for new quotes (admin only)",
        description: 'Bookings already made keep the discount they were made with.',
        params: opsPartnerIdParamsSchema,
        body: opsPartnerDiscountSchema,
        response: partnerResponse,
      },
    },
    async (request) => {
      const { id } = request.params
      const operator = signedInOperator(request)
      return ok({
        partner: await setPartnerDiscount(app.db, operator, id, request.body.discount_percent),
      })
    },
  )

  app.post(
    '/ops/partners/:id/suspend',
    {
      preHandler: adminOnly,
      schema: {
        tags,
        security,
        summary: 'Suspend a partner: it is signed out and cannot sign in (admin only)',
        params: opsPartnerIdParamsSchema,
        body: opsPartnerReasonSchema,
        response: partnerResponse,
      },
    },
    async (request) => {
      const operator = signedInOperator(request)
      const { id } = request.params
      return ok({ partner: await suspendPartner(app.db, operator, id, request.body.reason) })
    },
  )

  app.post(
    '/ops/partners/:id/reactivate',
    {
      preHandler: adminOnly,
      schema: {
        tags,
        security,
        summary: 'Make a suspended partner active again (admin only)',
        params: opsPartnerIdParamsSchema,
        body: opsPartnerReasonSchema,
        response: partnerResponse,
      },
    },
    async (request) => {
      const operator = signedInOperator(request)
      const { id } = request.params
      return ok({ partner: await reactivatePartner(app.db, operator, id, request.body.reason) })
    },
  )

  app.put(
    '/ops/partners/:id/on-account',
    {
      preHandler: adminOnly,
      schema: {
        tags,
        security,
        summary: 'Approve or withdraw monthly invoicing for a partner (admin only)',
        description:
          'An active partner approved here books without a card payment and is invoiced monthly. ' +
          'Sending what is already so changes nothing.',
        params: opsPartnerIdParamsSchema,
        body: opsPartnerOnAccountSchema,
        response: partnerResponse,
      },
    },
    async (request) => {
      const operator = signedInOperator(request)
      const { id } = request.params
      const { on_account: onAccount, reason } = request.body
      return ok({
        partner: await setPartnerOnAccount(app.db, operator, id, { onAccount, reason }),
      })
    },
  )

  app.put(
    '/ops/partners/:id/credit',
    {
      preHandler: adminOnly,
      schema: {
        tags,
        security,
        summary: "Set a partner's credit limit on account and the last month it paid (admin only)",
        description:
          '`credit_limit` in USD (null: no limit) and `paid_through` as YYYY-MM (null: nothing ' +
          'paid yet). A live booking or change that would take what the partner owes on account ' +
          'past the limit is refused with 402 CREDIT_LIMIT_EXCEEDED. The partner page ' +
          '(GET /ops/partners/{id}) shows the balance and the open invoices as `credit`.',
        params: opsPartnerIdParamsSchema,
        body: opsPartnerCreditRequestSchema,
        response: partnerResponse,
      },
    },
    async (request) => {
      const operator = signedInOperator(request)
      return ok({
        partner: await setPartnerCredit(app.db, operator, request.params.id, request.body),
      })
    },
  )

  app.put(
    '/ops/partners/:id/rate-plan',
    {
      preHandler: adminOnly,
      schema: {
        tags,
        security,
        summary: "Set a partner's rate plan: a discount or net rates (admin only)",
        description:
          '`plan` is `{ kind: "discount", discount_percent }` (the public price less a discount) ' +
          'or `{ kind: "net", net_percent, markup_percent, hide_prices, net_rates }`: the partner ' +
          'pays the public price less `net_percent` (or the `net_percent` of a row of `net_rates` ' +
          'for its area and class) and its travellers see that plus `markup_percent`, or no price ' +
          'with `hide_prices`. In force for new quotes and bookings once the partner is active; ' +
          'bookings keep the plan they were made under. Audited as `partner.rate_plan`.',
        params: opsPartnerIdParamsSchema,
        body: opsPartnerRatePlanRequestSchema,
        response: partnerResponse,
      },
    },
    async (request) => {
      const operator = signedInOperator(request)
      return ok({
        partner: await setPartnerRatePlan(app.db, operator, request.params.id, request.body),
      })
    },
  )
}
