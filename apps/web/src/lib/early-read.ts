/**
 * One read started before its page renders (a route's preload, app/routes.tsx), kept for the
 * page's first query with the same key, which takes it instead of asking the server again. A
 * read nobody takes is dropped by the next start; once taken, later queries read afresh.
 */
export function earlyRead<T>() {
  let early: { key: string; value: Promise<T> } | null = null
  return {
    start(key: string, read: () => Promise<T>): void {
      const value = read()
      // A failure is the query's to report when it takes the read; until then it is not unhandled.
      value.catch(() => undefined)
      early = { key, value }
    },
    take(key: string): Promise<T> | null {
      if (early?.key !== key) return null
      const { value } = early
      early = null
      return value
    },
  }
}
