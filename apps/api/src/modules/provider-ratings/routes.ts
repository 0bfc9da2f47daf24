import {
  providerIdParamsSchema,
  providerRatingListSchema,
  providerRatingsSchema,
  successEnvelope,
} from '@ridelane/domain'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ok } from '../../http/envelope'
import { requireProviderUser, signedInProviderUser } from '../../plugins/provider-auth'
import { providerRatingList, providerRatings } from './provider-ratings'

const tags = ['provider ratings']
const operatorSecurity = [{ operatorToken: [] }]
const ratingsResponse = { 200: successEnvelope(providerRatingsSchema) }
const description =
  'A traveller’s rating of a ride counts for the provider and the driver the booking names. ' +
  'Averages are to two decimals, with the number of ratings; `latest_comments` holds the ' +
  'newest ratings that carry a comment.'

/** Ratings averages for the console's registry and the provider portal. */
export const ratingRoutes: FastifyPluginAsyncZod = async (app) => {
  const anyOperator = app.requireOperator()

  app.get(
    '/ops/providers/ratings',
    {
      preHandler: anyOperator,
      schema: {
        tags,
        security: operatorSecurity,
        summary: 'The average rating and count of every rated provider',
        description,
        response: { 200: successEnvelope(providerRatingListSchema) },
      },
    },
    async () => ok(await providerRatingList(app.db)),
  )

  app.get(
    '/ops/providers/:id/ratings',
    {
      preHandler: anyOperator,
      schema: {
        tags,
        security: operatorSecurity,
        summary: 'A provider’s average rating, each of its drivers’, and its latest comments',
        description,
        params: providerIdParamsSchema,
        response: ratingsResponse,
      },
    },
    async (request) => ok(await providerRatings(app.db, request.params.id)),
  )

  app.get(
    '/provider/ratings',
    {
      preHandler: requireProviderUser,
      schema: {
        tags,
        security: [{ providerToken: [] }],
        summary: 'The signed-in provider’s average rating, each driver’s, and the latest comments',
        description,
        response: ratingsResponse,
      },
    },
    async (request) => ok(await providerRatings(app.db, signedInProviderUser(request).providerId)),
  )
}
