// A traveller's access to one ride lives in this tab's session storage, one entry per booking
// code, so a refresh of /rides/{code} still opens it while the address shows no token
// (docs/decisions/028-ride-page.md).

const keyFor = (code: string) => `ridelane.ride-token.${code.trim().toUpperCase()}`

export function readRideToken(code: string): string | null {
  try {
    return sessionStorage.getItem(keyFor(code))
  } catch {
    return null
  }
}

/** Keeps the token that opens the ride page of `code` for the rest of this tab's life. */
export function rememberRideToken(code: string, token: string): void {
  try {
    sessionStorage.setItem(keyFor(code), token)
  } catch {
    // Private modes may refuse storage: the page still opens from the link, just not on refresh.
  }
}

/** The token a ride link carries in its fragment: `#<token>`, or `#token=<token>`. */
export function tokenFromFragment(hash: string): string | null {
  const fragment = decodeURIComponent(hash.replace(/^#/, '')).trim()
  const token = fragment.startsWith('token=') ? fragment.slice('token='.length) : fragment
  return token === '' ? null : token
}
