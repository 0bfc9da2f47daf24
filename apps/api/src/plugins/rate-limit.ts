import rateLimit from '@fastify/rate-limit'
import fp from 'fastify-plugin'
import { Redis } from 'ioredis'

/**
 * Off by default: a route opts in with `config: { rateLimit: { max, timeWindow } }`, or a feature
 * builds its own counter with `app.createRateLimit`. Over the limit the error handler answers 429
 * with the envelope. With REDIS_URL the counters live in Redis, shared by every API process
 * (ARCHITECTURE.md, "Growing past one machine"); otherwise in this process's memory.
 */
export type RateLimitOptions = {
  redisUrl: string | undefined
  /** Default 'on'; 'off' lets every request through, for load tests from one address. */
  rateLimits?: 'on' | 'off'
  /** Redis key prefix; default 'ridelane-rate-limit:'. */
  namespace?: string
}

export const rateLimitPlugin = fp(
  async (app, options: RateLimitOptions) => {
    let redis: Redis | undefined
    if (options.redisUrl) {
      // Fail fast rather than queue: a request must not hang while Redis is away.
      redis = new Redis(options.redisUrl, { connectTimeout: 500, maxRetriesPerRequest: 1 })
      redis.on('error', (error) => app.log.warn({ err: error }, 'rate-limit store unreachable'))
      app.addHook('onClose', async () => {
        await redis!.quit().catch(() => redis!.disconnect())
      })
    }
    await app.register(rateLimit, {
      global: false,
      ...(redis ? { redis, nameSpace: options.namespace ?? 'ridelane-rate-limit:' } : {}),
      // Route limits and feature counters inherit this, so 'off' reaches every one of them.
      ...(options.rateLimits === 'off' ? { allowList: () => true } : {}),
      // While Redis is away, serve requests unlimited (and log) rather than answer 500.
      skipOnError: true,
      errorResponseBuilder: (_request, context) => ({
        statusCode: context.statusCode,
        code: 'TOO_MANY_REQUESTS',
        message: `Too many requests. Try again in ${context.after}.`,
      }),
    })
  },
  { name: 'rate-limit' },
)
