import type { Redis } from 'ioredis'

/**
 * Windowed counters that can be counted up and given back, atomically: Redis when REDIS_URL is set,
 * so every API process sees one count, else this process's memory (a single process on PGlite).
 * The attempt limits need both halves (docs/architecture.md#attempt-limits): an attempt is counted
 * before a password or code is checked, and a success gives its count back.
 */
export type CounterStore = {
  /** Counts one more under `key` (the window starts with the first) and returns the new count. */
  add(key: string, windowMs: number): Promise<number>
  /** Takes one back, when the window is still open; never below zero. */
  giveBack(key: string): Promise<void>
  /** The count so far in the open window, 0 when none is open. */
  read(key: string): Promise<number>
}

// One round trip each, so two processes can never interleave between the read and the write.
const ADD = `local n = redis.call('INCR', KEYS[1])
if n == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return n`
const GIVE_BACK = `local n = tonumber(redis.call('GET', KEYS[1]) or '0')
if n > 0 then redis.call('DECR', KEYS[1]) end
return 0`

export function redisCounterStore(redis: Redis, namespace: string): CounterStore {
  const keyOf = (key: string) => `${namespace}attempts:${key}`
  return {
    async add(key, windowMs) {
      return Number(await redis.eval(ADD, 1, keyOf(key), windowMs))
    },
    async giveBack(key) {
      await redis.eval(GIVE_BACK, 1, keyOf(key))
    },
    async read(key) {
      return Number((await redis.get(keyOf(key))) ?? 0)
    },
  }
}

// Past this many keys, expired windows are swept on the next count, so memory stays bounded.
const SWEEP_AT = 10_000

export function memoryCounterStore(now: () => number = Date.now): CounterStore {
  const windows = new Map<string, { count: number; endsAt: number }>()
  const open = (key: string) => {
    const window = windows.get(key)
    if (window && window.endsAt <= now()) windows.delete(key)
    return window && window.endsAt > now() ? window : undefined
  }
  return {
    async add(key, windowMs) {
      if (windows.size >= SWEEP_AT) {
        for (const [k, w] of windows) if (w.endsAt <= now()) windows.delete(k)
      }
      const window = open(key) ?? { count: 0, endsAt: now() + windowMs }
      window.count += 1
      windows.set(key, window)
      return window.count
    },
    async giveBack(key) {
      const window = open(key)
      if (window && window.count > 0) window.count -= 1
    },
    async read(key) {
      return open(key)?.count ?? 0
    },
  }
}

/** Every count refused with `fail(cause)`: a limit that vanishes with its store is no limit. */
export function failClosed(store: CounterStore, fail: (cause: unknown) => Error): CounterStore {
  const guard = async <T>(work: () => Promise<T>) => {
    try {
      return await work()
    } catch (cause) {
      throw fail(cause)
    }
  }
  return {
    add: (key, windowMs) => guard(() => store.add(key, windowMs)),
    giveBack: (key) => guard(() => store.giveBack(key)),
    read: (key) => guard(() => store.read(key)),
  }
}

/** With RATE_LIMITS=off (load tests from one address) nothing is ever counted. */
export const uncountedStore: CounterStore = {
  add: async () => 0,
  giveBack: async () => undefined,
  read: async () => 0,
}
