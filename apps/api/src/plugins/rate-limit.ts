import { createRequire } from 'node:module'
import rateLimit from '@fastify/rate-limit'
import { DomainError } from '@ridelane/domain'
import fp from 'fastify-plugin'
import type { Redis } from 'ioredis'
import {
  failClosed,
  memoryCounterStore,
  redisCounterStore,
  uncountedStore,
  type CounterStore,
} from '../lib/counter-store'

declare module 'fastify' {
  interface FastifyInstance {
    rateLimitStore: {
      /** Resolves when the counters' store answers; rejects with a 503 DomainError otherwise. */
      ping(): Promise<void>
    }
    /** The attempt counters (lib/request-counter.ts), in the same store as the rate limits. */
    counterStore: CounterStore
  }
}

/**
 * Off by default: a route opts in with `config: { rateLimit: { max, timeWindow } }`, or a feature
 * builds its own counter with `app.createRateLimit`. Over the limit the error handler answers 429
 * with the envelope. With REDIS_URL the counters live in Redis, shared by every API process
 * (docs/decisions/003-partner-accounts.md); otherwise in this process's memory.
 */
export type RateLimitOptions = {
  redisUrl: string | undefined
  /** Default 'on'; 'off' lets every request through, for load tests from one address. */
  rateLimits?: 'on' | 'off'
  /** Redis key prefix; default 'ridelane-rate-limit:'. */
  namespace?: string
}

export const rateLimitStoreUnavailableMessage =
  'This service is briefly unavailable. Please try again in a moment.'

const storeUnavailable = (cause: unknown) =>
  new DomainError('SERVICE_UNAVAILABLE', rateLimitStoreUnavailableMessage, { cause })

type Counted = { current: number; ttl: number }
type Callback = (error: Error | null, result?: Counted) => void
type Store = {
  incr(key: string, callback: Callback, timeWindow: number, max: number): void
  read(key: string, callback: Callback, timeWindow: number, max: number): void
  child(routeOptions: unknown): Store
}
type StoreSettings = { continueExceeding: boolean; exponentialBackoff: boolean }

// The library's own Redis store (its Lua scripts), which the package does not re-export.
const RedisStore = createRequire(import.meta.url)(
  '@fastify/rate-limit/store/RedisStore.js',
) as new (
  continueExceeding: boolean,
  exponentialBackoff: boolean,
  redis: Redis,
  namespace: string,
) => Store

/**
 * Turns a store failure into a 503 envelope instead of letting the request through unlimited:
 * a limit that vanishes whenever Redis does is no limit (docs/decisions/003-partner-accounts.md).
 */
class FailClosedStore implements Store {
  constructor(private readonly inner: Store) {}
  private guard(callback: Callback): Callback {
    return (error, result) => (error ? callback(storeUnavailable(error)) : callback(null, result))
  }
  incr(key: string, callback: Callback, timeWindow: number, max: number) {
    this.inner.incr(key, this.guard(callback), timeWindow, max)
  }
  read(key: string, callback: Callback, timeWindow: number, max: number) {
    this.inner.read(key, this.guard(callback), timeWindow, max)
  }
  child(routeOptions: unknown): Store {
    return new FailClosedStore(this.inner.child(routeOptions))
  }
}

export const rateLimitPlugin = fp(
  async (app, options: RateLimitOptions) => {
    let redis: Redis | undefined
    if (options.redisUrl) {
      // Fail fast rather than queue: a request must not hang while Redis is away.
      // Loaded only with REDIS_URL: ioredis alone keeps about 12 MB resident (decision 023).
      const { Redis } = await import('ioredis')
      redis = new Redis(options.redisUrl, {
        connectTimeout: 500,
        commandTimeout: 1000,
        maxRetriesPerRequest: 1,
      })
      redis.on('error', (error) => app.log.warn({ err: error }, 'rate-limit store unreachable'))
      app.addHook('onClose', async () => {
        await redis!.quit().catch(() => redis!.disconnect())
      })
    }
    const namespace = options.namespace ?? 'ridelane-rate-limit:'
    const sharedStore = redis
      ? class extends FailClosedStore {
          constructor(settings: StoreSettings) {
            super(
              new RedisStore(
                settings.continueExceeding,
                settings.exponentialBackoff,
                redis!,
                namespace,
              ),
            )
          }
        }
      : undefined

    const counterStore =
      options.rateLimits === 'off'
        ? uncountedStore
        : failClosed(
            redis ? redisCounterStore(redis, namespace) : memoryCounterStore(),
            storeUnavailable,
          )
    app.decorate('counterStore', counterStore)
    app.decorate('rateLimitStore', {
      async ping() {
        // With limits off nothing asks the store, so its absence harms nobody.
        if (!redis || options.rateLimits === 'off') return
        await redis.ping().catch((error: unknown) => {
          throw storeUnavailable(error)
        })
      },
    })
    await app.register(rateLimit, {
      global: false,
      ...(sharedStore ? { store: sharedStore as never } : {}),
      // Route limits and feature counters inherit this, so 'off' reaches every one of them.
      ...(options.rateLimits === 'off' ? { allowList: () => true } : {}),
      // While the store is away, limited calls answer 503 (FailClosedStore), never run unlimited.
      skipOnError: false,
      errorResponseBuilder: (_request, context) => ({
        statusCode: context.statusCode,
        code: 'TOO_MANY_REQUESTS',
        message: `Too many requests. Try again in ${context.after}.`,
      }),
    })
  },
  { name: 'rate-limit' },
)
