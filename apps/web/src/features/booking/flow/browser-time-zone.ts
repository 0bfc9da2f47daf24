/** The traveller's own zone: the completion call sends it, and it stands in for an unknown pickup zone. */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC'
}

/** Today in the traveller's calendar, as date inputs want it (YYYY-MM-DD). */
export function todayIsoDate(now = new Date()): string {
  const local = new Date(now.getTime() - now.getTimezoneOffset() * 60_000)
  return local.toISOString().slice(0, 10)
}
