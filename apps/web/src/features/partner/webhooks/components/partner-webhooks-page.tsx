import type { WebhookEndpointWithSecret } from '@ridelane/domain'
import { useState } from 'react'
import { useDocumentTitle } from '@/hooks/use-document-title'
import { LoadErrorPanel, LoadingPanel } from '../../components/load-state'
import { PartnerPageIntro } from '../../components/partner-page-intro'
import { useWebhookEndpointsQuery, webhookErrors } from '../api/webhook-endpoints'
import { AddEndpointForm } from './add-endpoint-form'
import { EndpointCard } from './endpoint-card'
import { SecretNotice } from './secret-notice'

/** /partner/webhooks: where the account's booking events go (docs/webhooks.md). */
export function PartnerWebhooksPage() {
  useDocumentTitle('Webhooks')
  const endpoints = useWebhookEndpointsQuery()
  const [shown, setShown] = useState<WebhookEndpointWithSecret | null>(null)

  return (
    <>
      <PartnerPageIntro title="Webhooks">
        <p>
          Your systems hear of every change to your bookings: we post each event, signed with the
          endpoint’s secret, and retry for 24 hours until your server answers.
        </p>
      </PartnerPageIntro>
      <div className="mx-auto max-w-6xl space-y-6 px-gutter py-8">
        {shown && (
          <SecretNotice
            url={shown.endpoint.url}
            secret={shown.secret}
            onDone={() => setShown(null)}
          />
        )}
        <section
          aria-labelledby="endpoints-heading"
          className="rounded-card bg-white p-6 shadow-card"
        >
          <h2 id="endpoints-heading" className="text-lg font-bold text-ink-900">
            Endpoints
          </h2>
          {endpoints.isPending ? (
            <LoadingPanel label="Loading endpoints..." />
          ) : endpoints.isError ? (
            <LoadErrorPanel error={endpoints.error} fallback={webhookErrors.load} />
          ) : endpoints.data.endpoints.length === 0 ? (
            <p className="mt-3 text-ink-600">No endpoints yet. Add one below.</p>
          ) : (
            <ul className="divide-y divide-ink-100">
              {endpoints.data.endpoints.map((endpoint) => (
                <EndpointCard key={endpoint.id} endpoint={endpoint} onSecret={setShown} />
              ))}
            </ul>
          )}
        </section>
        <section className="rounded-card bg-white p-6 shadow-card">
          <AddEndpointForm onAdded={setShown} />
        </section>
      </div>
    </>
  )
}
