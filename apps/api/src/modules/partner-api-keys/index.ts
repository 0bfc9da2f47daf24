// What the rest of the API uses of the API keys feature (docs/architecture.md#boundaries).
export { partnerApiKeyRoutes } from './routes'
// For app.ts, which hands them to the partner-auth plugin.
export { apiKeyRequestLimit } from './key-limit'
export { findPartnerByApiKey } from './repository'
