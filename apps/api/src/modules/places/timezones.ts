const validity = new Map<string, boolean>()

/** True for any zone name the runtime's tz database knows (canonical names and links alike). */
export function isValidTimeZone(zone: string): boolean {
  let valid = validity.get(zone)
  if (valid === undefined) {
    try {
      new Intl.DateTimeFormat('en', { timeZone: zone })
      valid = zone.length > 0
    } catch {
      valid = false
    }
    validity.set(zone, valid)
  }
  return valid
}
