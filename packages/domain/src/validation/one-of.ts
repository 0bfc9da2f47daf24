/** True when `value` is one of `values`: narrows a string from a URL or a form to a known id. */
export function isOneOf<T extends string>(values: readonly T[], value: unknown): value is T {
  return (values as readonly unknown[]).includes(value)
}
