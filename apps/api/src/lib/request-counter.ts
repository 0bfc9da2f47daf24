import type { FastifyInstance, FastifyRequest } from 'fastify'

// Counters kept in the shared counter store (Redis when REDIS_URL is set), so every API process
// sees the same counts: the sign-in and code limits of partners, providers and operators, and a
// few per-account caps, are built from them (docs/architecture.md#attempt-limits).

export type RequestCounter = {
  /** Counts this request; true when that goes past the limit. */
  add(request: FastifyRequest): Promise<boolean>
  /** True when the limit is already reached, without counting. */
  isSpent(request: FastifyRequest): Promise<boolean>
  /** How many were counted so far in the window (0 with RATE_LIMITS=off). */
  count(request: FastifyRequest): Promise<number>
  /** Takes back one count of this request's key (an attempt that turned out right). */
  giveBack(request: FastifyRequest): Promise<void>
}

export type RequestCounterOptions = {
  max: number
  windowMs: number
  keyOf: (request: FastifyRequest) => string
}

export function requestCounter(
  app: FastifyInstance,
  { max, windowMs, keyOf }: RequestCounterOptions,
): RequestCounter {
  return {
    add: async (request) => (await app.counterStore.add(keyOf(request), windowMs)) > max,
    isSpent: async (request) => (await app.counterStore.read(keyOf(request))) >= max,
    count: (request) => app.counterStore.read(keyOf(request)),
    giveBack: (request) => app.counterStore.giveBack(keyOf(request)),
  }
}

// Whose attempt a request is (an operator or provider user), known only once its ticket was read.
const subjects = new WeakMap<FastifyRequest, string>()
export const countAsAttemptOf = (request: FastifyRequest, subject: string) =>
  subjects.set(request, subject)
export const attemptSubject = (request: FastifyRequest) => subjects.get(request) ?? 'unknown'

export type Attempt = {
  /** The password or code was right: its counts are given back, so only failures add up. */
  succeeded(): Promise<void>
}

/**
 * One attempt at a password or a code, counted on every counter *before* anything is checked.
 * Counting after the check let a burst of parallel requests all read "under the limit" and then
 * each be tried (issue 30); counted first, an atomic increment in the shared store decides which
 * requests are inside the limit, and the rest are refused with `refuse()` unchecked.
 */
export async function countAttempt(
  request: FastifyRequest,
  counters: RequestCounter[],
  refuse: () => Error,
): Promise<Attempt> {
  const exceeded = await Promise.all(counters.map((counter) => counter.add(request)))
  if (exceeded.some(Boolean)) throw refuse()
  return {
    async succeeded() {
      await Promise.all(counters.map((counter) => counter.giveBack(request)))
    },
  }
}

/**
 * The wait before checking a password, from the failures its email has had from every address:
 * none up to `freeFailures`, then 1, 2, 4, 5, 5… s. It slows a guesser spread over many addresses
 * without ever locking the owner out (docs/decisions/003-partner-accounts.md).
 */
export function signInDelayMs(failuresForEmail: number, freeFailures: number): number {
  const over = failuresForEmail - freeFailures
  return over < 0 ? 0 : Math.min(5000, 1000 * 2 ** over)
}
