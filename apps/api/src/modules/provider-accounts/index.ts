// For the provider-auth plugin, which turns a bearer token into `request.providerUser`.
export {
  endAllProviderSessions,
  endProviderSession,
  findProviderUserBySession,
  PROVIDER_SESSION_DAYS,
  startProviderSession,
  type SignedInProviderUser,
} from './session-repository'
