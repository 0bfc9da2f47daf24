// What other parts of the app may use of the provider portal (docs/architecture.md#boundaries).
// Its screens are loaded by the router; the jobs pages join the layout through portalSections.
export { useProviderAuth, type ProviderAuth } from './auth/provider-auth-context'
