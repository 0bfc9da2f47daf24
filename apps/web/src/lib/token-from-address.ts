/** The token of a set-password link: from `#token=…` (what the mails send) or `?token=…`. */
export function tokenFromAddress(): string {
  const fromHash = new URLSearchParams(window.location.hash.slice(1)).get('token')
  return fromHash ?? new URLSearchParams(window.location.search).get('token') ?? ''
}
