import {
  apiKeyMessages,
  apiKeyModeNotes,
  apiKeyModesByStatus,
  type ApiKeyCreatedResponse,
} from '@ridelane/domain'
import { useState } from 'react'
import { Link } from 'react-router'
import { paths } from '@/config/paths'
import { useDocumentTitle } from '@/hooks/use-document-title'
import { useApiKeysQuery } from '../api/api-keys'
import { usePartnerAuth } from '../auth/partner-auth-context'
import { ApiKeyForm } from './api-key-form'
import { ApiKeyList } from './api-key-list'
import { LoadErrorPanel, LoadingPanel } from './load-state'
import { NewApiKeyPanel } from './new-api-key-panel'
import { PartnerPageIntro } from './partner-page-intro'

/** /partner/api-keys: an admin makes keys for the partner's own systems and revokes them. */
export function PartnerApiKeysPage() {
  useDocumentTitle('API keys')
  const keys = useApiKeysQuery()
  const [created, setCreated] = useState<ApiKeyCreatedResponse | null>(null)
  // Which keys the account may make follows its state (docs/api.md#1-create-a-key).
  const status = usePartnerAuth().partner?.status ?? 'email_unconfirmed'
  const allowedModes = apiKeyModesByStatus[status]

  return (
    <>
      <PartnerPageIntro title="API keys">
        <p>
          Let your own systems quote and book through the Ridelane API. Test keys book in the
          sandbox and never take real money; the{' '}
          <Link to={paths.partner.apiGuide} className="font-semibold text-ink-900 underline">
            API guide
          </Link>{' '}
          shows each call.
        </p>
      </PartnerPageIntro>
      {keys.isPending ? (
        <LoadingPanel label="Loading API keys..." />
      ) : keys.isError ? (
        <LoadErrorPanel error={keys.error} fallback={apiKeyMessages.loadFailed} />
      ) : (
        <div className="mx-auto max-w-6xl space-y-6 px-gutter py-8">
          {created && <NewApiKeyPanel created={created} onDone={() => setCreated(null)} />}
          <section
            aria-labelledby="new-key-heading"
            className="rounded-card bg-white p-6 shadow-card"
          >
            <h2 id="new-key-heading" className="mb-2 text-lg font-bold text-ink-900">
              Create a key
            </h2>
            <p className="mb-5 text-sm text-ink-700">{apiKeyModeNotes[status]}</p>
            {allowedModes.length > 0 && (
              <ApiKeyForm allowedModes={allowedModes} onCreated={setCreated} />
            )}
          </section>
          <section
            aria-labelledby="your-keys-heading"
            className="rounded-card bg-white p-6 shadow-card"
          >
            <h2 id="your-keys-heading" className="mb-2 text-lg font-bold text-ink-900">
              Your keys
            </h2>
            <ApiKeyList keys={keys.data.api_keys} />
          </section>
        </div>
      )}
    </>
  )
}
