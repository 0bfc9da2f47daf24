import { opsQueryScope } from './ops-account'

/** Every registry query key starts here, so a saved change refreshes the list and the detail. */
export const registryKey = [...opsQueryScope, 'registry'] as const
export const providerKey = (id: string) => [...registryKey, 'provider', id] as const
