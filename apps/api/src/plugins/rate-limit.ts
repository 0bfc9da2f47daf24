import rateLimit from '@fastify/rate-limit'
import fp from 'fastify-plugin'

/**
 * Off by default: a route opts in with `config: { rateLimit: { max, timeWindow } }`.
 * Over the limit the error handler answers 429 with the envelope.
 */
export const rateLimitPlugin = fp(
  async (app, options: { redisUrl: string | undefined }) => {
    if (options.redisUrl) {
      app.log.warn('REDIS_URL is set, but rate limits still count per process in memory')
    }
    await app.register(rateLimit, {
      global: false,
      errorResponseBuilder: (_request, context) => ({
        statusCode: context.statusCode,
        code: 'TOO_MANY_REQUESTS',
        message: `Too many requests. Try again in ${context.after}.`,
      }),
    })
  },
  { name: 'rate-limit' },
)
