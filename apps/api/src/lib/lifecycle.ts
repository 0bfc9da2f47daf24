// Where this process is in its life, for GET /health/ready (docs/operations.md#health-and-shutdown):
// opening the database and migrating it, serving, then draining from the moment it is asked to
// stop. Draining is for good: nothing moves the process back to serving.

export type LifecyclePhase = 'starting' | 'migrating' | 'serving' | 'draining'

export type Lifecycle = {
  phase(): LifecyclePhase
  /** Moves to `phase`, unless the process is already draining. */
  enter(phase: LifecyclePhase): void
}

export function createLifecycle(): Lifecycle {
  let current: LifecyclePhase = 'starting'
  return {
    phase: () => current,
    enter(phase) {
      if (current !== 'draining') current = phase
    },
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** This process's phase: set by buildApp, the database plugin and shutdown (lib/shutdown.ts). */
    lifecycle: Lifecycle
  }
}
