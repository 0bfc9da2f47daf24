import type { DataAccess } from '@ridelane/domain'

// The access a mailed code opened lives in this tab's session storage until it expires, so a
// refresh of /my-data does not ask for a new code; erasing or starting over forgets it.

const KEY = 'ridelane.data-access'

export function keepDataAccess(access: DataAccess): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(access))
  } catch {
    // Private modes may refuse storage: the page works, a refresh asks for a new code.
  }
}

/** The kept access while it lasts, else nothing (an expired one is forgotten). */
export function keptDataAccess(now = Date.now()): DataAccess | null {
  try {
    const raw = sessionStorage.getItem(KEY)
    if (!raw) return null
    const access = JSON.parse(raw) as DataAccess
    if (typeof access.token !== 'string' || Date.parse(access.expires_at) <= now) {
      sessionStorage.removeItem(KEY)
      return null
    }
    return access
  } catch {
    return null
  }
}

export function forgetDataAccess(): void {
  try {
    sessionStorage.removeItem(KEY)
  } catch {
    // Nothing was kept.
  }
}
