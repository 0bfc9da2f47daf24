import fp from 'fastify-plugin'
import type { QuoteSigningKey } from '../../config'
import {
  createQuoteSigner,
  DEFAULT_KEY_ID,
  DEFAULT_KEY_NAME,
  newDefaultSecret,
  type QuoteSigner,
} from './quote-signing'
import { serverSecret } from './repository'

declare module 'fastify' {
  interface FastifyInstance {
    /** Signs the quotes the price calculation gives out and reads those a booking sends back. */
    quoteSigner: QuoteSigner
  }
}

export type QuoteSigningOptions = { keys: readonly QuoteSigningKey[] }

/**
 * The quote signer of this process: QUOTE_SIGNING_KEYS when set, else the key the database keeps,
 * made by the first process that starts and read by every other one, so a quote priced by one
 * process books on any other (docs/decisions/021-signed-quotes.md).
 */
export const quoteSigningPlugin = fp<QuoteSigningOptions>(
  async (app, { keys }) => {
    const signingKeys =
      keys.length > 0
        ? keys
        : [
            {
              kid: DEFAULT_KEY_ID,
              secret: await serverSecret(app.db, DEFAULT_KEY_NAME, newDefaultSecret),
            },
          ]
    app.decorate('quoteSigner', createQuoteSigner(signingKeys))
  },
  { name: 'quote-signing', dependencies: ['db'] },
)
