import { useEffect, useId, useRef } from 'react'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { apiErrorMessage } from '@/lib/api-client'
import { useOutboxPreviewQuery } from '../api/ops-outbox-preview'

/**
 * One mail as its reader sees it: the HTML part in a frame that may run nothing, open nothing and
 * reach nothing of the console (`sandbox=""`), then the text part. The API has already taken the
 * secret part off every link, so nothing here signs anyone in.
 */
export function OpsOutboxPreview({ id, onClose }: { id: string; onClose: () => void }) {
  const preview = useOutboxPreviewQuery(id)
  const headingId = useId()
  const heading = useRef<HTMLHeadingElement>(null)
  const mail = preview.data?.mail

  // The panel opens above the list: take the focus there, so the reader lands on it.
  useEffect(() => {
    heading.current?.focus()
  }, [id])

  return (
    <section
      aria-labelledby={headingId}
      className="mt-6 rounded-card bg-white p-4 shadow-card md:p-6"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2
            id={headingId}
            ref={heading}
            tabIndex={-1}
            className="text-xl font-bold break-words text-ink-900 focus:outline-none"
          >
            {mail ? `Preview: ${mail.subject}` : 'Preview'}
          </h2>
          {mail && <p className="text-sm break-all text-ink-700">To {mail.to}</p>}
        </div>
        <Button variant="outline" size="sm" onClick={onClose}>
          Close preview
        </Button>
      </div>
      <p className="mt-2 text-sm text-ink-700">
        Links keep their address but not their secret part, so none of them opens anything.
      </p>
      {preview.isPending && (
        <p role="status" className="mt-4 text-ink-700">
          Loading the mail...
        </p>
      )}
      {preview.isError && (
        <Alert tone="danger" className="mt-4">
          {apiErrorMessage(preview.error, 'Failed to load the mail')}
        </Alert>
      )}
      {mail && (
        <>
          <h3 className="mt-4 text-sm font-semibold text-ink-900">As it looks</h3>
          {mail.html === null ? (
            <p className="mt-1 text-sm text-ink-700">This mail was sent as text only.</p>
          ) : (
            <iframe
              sandbox=""
              srcDoc={mail.html}
              title={`The mail “${mail.subject}” as its reader sees it`}
              className="mt-2 h-[36rem] w-full rounded-control border border-ink-100 bg-ink-50"
            />
          )}
          <h3 className="mt-4 text-sm font-semibold text-ink-900">Text part</h3>
          <pre className="mt-2 max-h-96 overflow-auto rounded-control bg-ink-50 p-3 font-mono text-xs break-words whitespace-pre-wrap text-ink-900">
            {mail.text}
          </pre>
        </>
      )}
    </section>
  )
}
