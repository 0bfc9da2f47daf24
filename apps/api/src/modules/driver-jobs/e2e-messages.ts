import type { FastifyPluginAsync } from 'fastify'
import { recentTextMessages } from './repository'

/**
 * TEST ONLY, registered with RIDELANE_E2E_OUTBOUND_MESSAGES=1 (config.ts): the newest text
 * messages with their bodies, for the browser tests to open a driver's job link, as they open
 * mailed links from the mail catcher. Never in production: the bodies hold live tokens.
 */
export const e2eOutboundMessagesRoute: FastifyPluginAsync = async (app) => {
  app.get('/e2e/outbound-messages', { schema: { hide: true } }, async () => ({
    data: (await recentTextMessages(app.db, 200)).map((row) => ({
      to: row.toNumber,
      channel: row.channel,
      body: row.body,
      booking_id: row.bookingId,
      created_at: row.createdAt.toISOString(),
    })),
  }))
}
