import {
  partnerStatementQuerySchema,
  partnerStatementSchema,
  successEnvelope,
  type PartnerStatementQuery,
} from '@ridelane/domain'
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { ok } from '../../http/envelope'
import { requirePartnerScope, requirePortalUser, signedInPartner } from '../../plugins/partner-auth'
import type { CurrencyRatesService } from '../currencies'
import { partnerInvoicePdf } from './invoice'
import { partnerStatement, type PartnerStatementFigures } from './statement'
import { partnerStatementCsv, statementFileName } from './statement-csv'
import { renderPartnerStatement } from './statement-pdf'

export type PartnerStatementRoutesOptions = {
  /** An invoice shows the traveller's display currency beside USD, as the receipt does. */
  currencyRates: Pick<CurrencyRatesService, 'current'>
}

const tags = ['partner statements']
const description =
  'The partner’s bookings that were confirmed (paid by card or taken on account; cancelled ones ' +
  'with their refund) and whose pickup falls in `month` (YYYY-MM) on the pickup’s own calendar; ' +
  'bookings made with test API keys are never on it. Each with gross (before the discount), ' +
  'discount, net, refunded and charged; totals on account and by card; the amount due on ' +
  'account; and the commission on bookings the partner referred. Amounts in USD. With ' +
  '`cost_centre` (a cost centre code, or `none` for bookings without one) it lists that cost ' +
  'centre’s bookings alone and no referral commission: an invoice per cost centre. ' +
  '`by_cost_centre` gives the subtotal of each cost centre the bookings carry.'
const idParams = z.object({ id: z.string().max(100) })
// Drawing a PDF costs far more than a JSON answer.
const pdfLimit = { rateLimit: { max: 30, timeWindow: '1 minute' } }

function sendCsv(reply: FastifyReply, figures: PartnerStatementFigures) {
  return reply
    .type('text/csv; charset=utf-8')
    .header(
      'content-disposition',
      `attachment; filename="${statementFileName(figures.statement.month, 'csv')}"`,
    )
    .send(partnerStatementCsv(figures))
}

async function sendPdf(reply: FastifyReply, figures: PartnerStatementFigures) {
  const pdf = await renderPartnerStatement(figures)
  return reply
    .type('application/pdf')
    .header(
      'content-disposition',
      `attachment; filename="${statementFileName(figures.statement.month, 'pdf')}"`,
    )
    .send(pdf)
}

/**
 * Statements for the partner portal (its own; portal users only, not API keys), the console (any
 * partner's), and a partner's invoice per booking. Registered under /api/v1.
 */
export const partnerStatementRoutes: FastifyPluginAsyncZod<PartnerStatementRoutesOptions> = async (
  app,
  { currencyRates },
) => {
  const anyOperator = app.requireOperator()
  const partnerSecurity = [{ partnerToken: [] }]
  const operatorSecurity = [{ operatorToken: [] }]
  const own = (request: FastifyRequest) => signedInPartner(request).id
  const figures = (partnerId: string, query: PartnerStatementQuery) =>
    partnerStatement(app.db, partnerId, query.month, query.cost_centre)

  app.get(
    '/partners/statement',
    {
      preHandler: requirePortalUser,
      schema: {
        tags,
        security: partnerSecurity,
        summary: 'The signed-in partner’s statement for a month',
        description,
        querystring: partnerStatementQuerySchema,
        response: { 200: successEnvelope(partnerStatementSchema) },
      },
    },
    async (request) => ok((await figures(own(request), request.query)).statement),
  )

  app.get(
    '/partners/statement.csv',
    {
      preHandler: requirePortalUser,
      schema: {
        tags,
        security: partnerSecurity,
        summary: 'The signed-in partner’s statement for a month, as CSV',
        description,
        querystring: partnerStatementQuerySchema,
        produces: ['text/csv'],
      },
    },
    async (request, reply) => sendCsv(reply, await figures(own(request), request.query)),
  )

  app.get(
    '/partners/statement.pdf',
    {
      preHandler: requirePortalUser,
      config: pdfLimit,
      schema: {
        tags,
        security: partnerSecurity,
        summary: 'The signed-in partner’s statement for a month, as PDF',
        description,
        querystring: partnerStatementQuerySchema,
        produces: ['application/pdf'],
      },
    },
    async (request, reply) => sendPdf(reply, await figures(own(request), request.query)),
  )

  app.get(
    '/partners/bookings/:id/invoice.pdf',
    {
      preHandler: requirePartnerScope('bookings:read'),
      config: pdfLimit,
      schema: {
        tags,
        security: partnerSecurity,
        summary: 'An invoice for one of the partner’s confirmed bookings, as PDF',
        description:
          'The booking’s receipt made out to the partner’s business name, address and tax id, ' +
          'with the same invoice number and the booking’s cost centre and reference under the ' +
          'account’s own names. 404 for a booking that is not the partner’s own, was ' +
          'never confirmed, or was made with a test API key, and for every booking to a test ' +
          'key. An API key needs bookings:read.',
        params: idParams,
        produces: ['application/pdf'],
      },
    },
    async (request, reply) => {
      const { model, pdf } = await partnerInvoicePdf(
        app.db,
        signedInPartner(request),
        request.params.id,
        currencyRates.current(),
      )
      return reply
        .type('application/pdf')
        .header(
          'content-disposition',
          `attachment; filename="ridelane-invoice-${model.bookingCode}.pdf"`,
        )
        .send(pdf)
    },
  )

  app.get(
    '/ops/partners/:id/statement',
    {
      preHandler: anyOperator,
      schema: {
        tags,
        security: operatorSecurity,
        summary: 'A partner’s statement for a month',
        description,
        params: idParams,
        querystring: partnerStatementQuerySchema,
        response: { 200: successEnvelope(partnerStatementSchema) },
      },
    },
    async (request) => ok((await figures(request.params.id, request.query)).statement),
  )

  app.get(
    '/ops/partners/:id/statement.csv',
    {
      preHandler: anyOperator,
      schema: {
        tags,
        security: operatorSecurity,
        summary: 'A partner’s statement for a month, as CSV',
        description,
        params: idParams,
        querystring: partnerStatementQuerySchema,
        produces: ['text/csv'],
      },
    },
    async (request, reply) => sendCsv(reply, await figures(request.params.id, request.query)),
  )

  app.get(
    '/ops/partners/:id/statement.pdf',
    {
      preHandler: anyOperator,
      config: pdfLimit,
      schema: {
        tags,
        security: operatorSecurity,
        summary: 'A partner’s statement for a month, as PDF',
        description,
        params: idParams,
        querystring: partnerStatementQuerySchema,
        produces: ['application/pdf'],
      },
    },
    async (request, reply) => sendPdf(reply, await figures(request.params.id, request.query)),
  )
}
