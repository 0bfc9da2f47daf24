// The driver's job token, from the link's fragment (/driver/jobs/#<token>), kept in this tab's
// session storage so a refresh still opens the job while the address shows no token
// (docs/decisions/029-providers-and-drivers.md). The fragment never reaches a server's log.

const KEY = 'ridelane.driver-job-token'

export function readDriverToken(): string | null {
  try {
    return sessionStorage.getItem(KEY)
  } catch {
    return null
  }
}

export function rememberDriverToken(token: string): void {
  try {
    sessionStorage.setItem(KEY, token)
  } catch {
    // Private modes may refuse storage: the job still opens from the link, just not on refresh.
  }
}

/** The token a job link carries: `#<token>` (or `#token=<token>`). */
export function driverTokenFromFragment(hash: string): string | null {
  let fragment: string
  try {
    fragment = decodeURIComponent(hash.replace(/^#/, '')).trim()
  } catch {
    // A link mangled on its way (`%` without two hex digits) opens no job, rather than the page.
    return null
  }
  const token = fragment.startsWith('token=') ? fragment.slice('token='.length) : fragment
  return token === '' ? null : token
}
