import { useState } from 'react'

// What the board remembers for the operator (issue 32): the density per browser, the provider
// last given a ride in this tab's session.

export type BoardDensity = 'compact' | 'comfortable'
const densityKey = 'ridelane.ops.board-density'
const lastProviderKey = 'ridelane.ops.board-last-provider'

/** Storage may be refused (a private window's quota, a policy): the board then just forgets. */
function read(storage: () => Storage, key: string): string | null {
  try {
    return storage().getItem(key)
  } catch {
    return null
  }
}
function write(storage: () => Storage, key: string, value: string) {
  try {
    storage().setItem(key, value)
  } catch {
    // Remembered for this page only.
  }
}

/** Compact (one line a ride) unless this browser chose comfortable. */
export function useBoardDensity(): [BoardDensity, (density: BoardDensity) => void] {
  const [density, setDensity] = useState<BoardDensity>(() =>
    read(() => localStorage, densityKey) === 'comfortable' ? 'comfortable' : 'compact',
  )
  const choose = (next: BoardDensity) => {
    setDensity(next)
    write(() => localStorage, densityKey, next)
  }
  return [density, choose]
}

export const lastProviderId = (): string | null => read(() => sessionStorage, lastProviderKey)
export const rememberProvider = (id: string) => write(() => sessionStorage, lastProviderKey, id)
