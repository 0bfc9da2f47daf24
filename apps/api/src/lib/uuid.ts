const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** Ids we issue are UUIDs: anything else cannot name a row, so it is refused before a query. */
export function isUuid(value: string): boolean {
  return UUID.test(value)
}
