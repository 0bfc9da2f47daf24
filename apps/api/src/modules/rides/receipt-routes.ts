import {
  BOOKING_TOKEN_HEADER,
  DomainError,
  RECEIPT_WITH_PARTNER_TEXT,
  rideParamsSchema,
} from '@ridelane/domain'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { readerLanguage } from '../../http/reader-language'
import { refuseInvalidPartnerToken, refuseKeyWithoutScope } from '../../plugins/partner-auth'
import type { CurrencyRatesService } from '../currencies'
import { receiptPdfFor } from './issue-receipt'
import { findRide, type RideCaller } from './ride-access'

export type RideReceiptRoutesOptions = {
  /** The currencies feature's rates: the display currency's figures are converted with them. */
  currencyRates: Pick<CurrencyRatesService, 'current'>
}

const tokenHeader = BOOKING_TOKEN_HEADER.toLowerCase()
// Loose: the other headers (Authorization, …) must survive validation.
const headers = z.looseObject({ [tokenHeader]: z.string().max(200).optional() })
// Drawing a PDF costs far more than a JSON answer: enough for a traveller, not for a script.
const receiptLimit = { rateLimit: { max: 30, timeWindow: '1 minute' } }

function caller(request: FastifyRequest): RideCaller {
  const token = request.headers[tokenHeader]
  return {
    bookingToken: typeof token === 'string' && token ? token : undefined,
    partner: request.partner,
  }
}

/** GET /rides/{ref}/receipt.pdf, registered under /api/v1 (docs/decisions/028-ride-page.md#receipt). */
export const rideReceiptRoutes: FastifyPluginAsyncZod<RideReceiptRoutesOptions> = async (
  app,
  { currencyRates },
) => {
  app.addHook('preHandler', refuseInvalidPartnerToken)
  app.addHook('preHandler', refuseKeyWithoutScope('bookings:read'))
  app.get(
    '/rides/:ref/receipt.pdf',
    {
      config: receiptLimit,
      schema: {
        tags: ['rides'],
        summary: 'The booking’s receipt as a PDF, with its invoice number',
        description:
          'Send the booking’s token or a ride link token in `X-Booking-Token`, or the owning ' +
          'partner’s session. The invoice number is given on the first download and kept for ' +
          'good. 409 CONFLICT while nothing has been paid and the booking is not billed on account. ' +
          'Written in the Accept-Language among English, Hindi, Spanish, French, German and ' +
          'Arabic (right to left), English otherwise.',
        headers,
        params: rideParamsSchema,
        produces: ['application/pdf'],
      },
    },
    async (request, reply) => {
      const { booking, viewer } = await findRide(app.db, request.params.ref, caller(request))
      if (viewer === 'traveller' && booking.ratePlan === 'net') {
        throw new DomainError('FORBIDDEN', RECEIPT_WITH_PARTNER_TEXT)
      }
      const { model, pdf } = await receiptPdfFor(app.db, booking.id, {
        rates: currencyRates.current(),
        // The language of the page it is downloaded from (the web app sends it).
        language: readerLanguage(request),
      })
      return reply
        .type('application/pdf')
        .header(
          'content-disposition',
          `attachment; filename="ridelane-receipt-${model.bookingCode}.pdf"`,
        )
        .send(pdf)
    },
  )
}
