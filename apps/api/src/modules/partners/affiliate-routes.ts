import {
  opsPartnerCommissionSchema,
  opsPartnerIdParamsSchema,
  opsPartnerResponseSchema,
  partnerAffiliateSchema,
  successEnvelope,
} from '@ridelane/domain'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ok } from '../../http/envelope'
import { signedInOperator } from '../../plugins/operator-auth'
import { requirePartner, requirePortalUser, signedInPartner } from '../../plugins/partner-auth'
import { partnerAffiliate, setPartnerCommission } from './affiliate-commission'

/**
 * The affiliate widget's two sides, under /api/v1 (docs/decisions/030-partner-business-tools.md):
 * an admin operator sets a partner's commission; the partner reads its code and what it earned.
 */
export const affiliateRoutes: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/ops/partners/:id/commission',
    {
      preHandler: app.requireOperator('admin'),
      schema: {
        tags: ['ops partners'],
        security: [{ operatorToken: [] }],
        summary: "Set a partner's affiliate commission (admin only)",
        description:
          'A commission above 0 gives the partner a referral code for its widget if it has none. ' +
          'Bookings already referred keep the percent they were made with.',
        params: opsPartnerIdParamsSchema,
        body: opsPartnerCommissionSchema,
        response: { 200: successEnvelope(opsPartnerResponseSchema) },
      },
    },
    async (request) => {
      const operator = signedInOperator(request)
      const { id } = request.params
      const percent = request.body.commission_percent
      return ok({ partner: await setPartnerCommission(app.db, operator, id, percent) })
    },
  )

  app.get(
    '/partners/affiliate',
    {
      preHandler: [requirePartner, requirePortalUser],
      schema: {
        tags: ['partners'],
        summary: 'The affiliate widget: referral code, commission and referred bookings',
        response: { 200: successEnvelope(partnerAffiliateSchema) },
      },
    },
    async (request) => ok(await partnerAffiliate(app.db, signedInPartner(request).id)),
  )
}
