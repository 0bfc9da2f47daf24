/** A loader that shares one attempt between callers and keeps what it loaded. */
export type LoadOnce<T> = {
  (): Promise<T>
  /** What the loader has already loaded, if anything: lets a component render it in the same pass. */
  readonly loaded: () => T | undefined
}

/**
 * Wraps a chunk import (or any load) so every caller shares the same attempt; a failed attempt
 * is forgotten, so the next call tries again instead of repeating the failure.
 */
export function loadOnce<T>(load: () => Promise<T>): LoadOnce<T> {
  let done: { value: T } | undefined
  let pending: Promise<T> | undefined
  const run = () => {
    pending ??= load().then(
      (value) => {
        done = { value }
        return value
      },
      (error: unknown) => {
        pending = undefined
        throw error
      },
    )
    return pending
  }
  return Object.assign(run, { loaded: () => done?.value })
}
