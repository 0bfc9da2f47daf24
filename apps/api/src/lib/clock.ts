// What "now" is for the parts of the product that wait: the job worker's idea of a due job, the
// dispatch steps and offer expiry it runs, and the provider and driver calls that answer offers
// and report steps. Production always runs on the system clock (buildApp without a clock); only
// the simulator (scripts/simulate.ts, docs/decisions/035-automatic-dispatch.md) hands in one of
// its own, never the environment or the configuration.

export type Clock = { now(): Date }

export const systemClock: Clock = { now: () => new Date() }

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's clock: the system's, unless buildApp was given another (the simulator's). */
    clock: Clock
  }
}
