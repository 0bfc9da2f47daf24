import {
  dispatchRulesInputSchema,
  dispatchRulesViewSchema,
  successEnvelope,
} from '@ridelane/domain'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { ok } from '../../http/envelope'
import { signedInOperator } from '../../plugins/operator-auth'
import { readDispatchRules, setDispatchRules } from './manage-dispatch-rules'

const tags = ['catalogue']
const security = [{ operatorToken: [] }]
const params = z.object({ id: z.string().max(60) })
const response = { 200: successEnvelope(dispatchRulesViewSchema) }

/**
 * An area's automatic dispatch rules in the catalogue editor: any operator reads them, only an
 * admin sets them, as with rates (docs/decisions/015-catalogue-editor.md).
 */
export const dispatchRulesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/ops/catalogue/areas/:id/dispatch-rules',
    {
      preHandler: app.requireOperator(),
      schema: {
        tags,
        security,
        summary: "An area's automatic dispatch rules (the defaults if never set)",
        params,
        response,
      },
    },
    async (request) => ok(await readDispatchRules(app.db, request.params.id)),
  )

  app.put(
    '/ops/catalogue/areas/:id/dispatch-rules',
    {
      preHandler: app.requireOperator('admin'),
      schema: {
        tags,
        security,
        summary: "Set an area's automatic dispatch rules",
        params,
        body: dispatchRulesInputSchema,
        response,
      },
    },
    async (request) =>
      ok(
        await setDispatchRules(app.db, signedInOperator(request), request.params.id, request.body),
      ),
  )
}
