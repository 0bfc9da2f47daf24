/** Every catalogue editor query starts with this key, so a save refreshes them all. */
export const catalogueKey = ['ops', 'catalogue'] as const
