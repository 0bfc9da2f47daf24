import { outboxStatuses, type OutboxMail, type OutboxStatus } from '@ridelane/domain'
import { useState } from 'react'
import { useSearchParams } from 'react-router'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Select } from '@/components/ui/select'
import { useDocumentTitle } from '@/hooks/use-document-title'
import { apiErrorMessage } from '@/lib/api-client'
import { formatDateTime } from '@/lib/format-date-time'
import { useOutboxQuery } from '../api/ops-outbox-list'
import { useRetryMailMutation } from '../api/ops-outbox-retry'
import { OpsOutboxPreview } from './ops-outbox-preview'
import { OpsPager } from './ops-pager'

const statusLabels: Record<OutboxStatus, string> = {
  pending: 'Pending',
  failed: 'Failed',
  sent: 'Sent',
  logged: 'Kept (no mail server)',
}

const isStatus = (value: string | null): value is OutboxStatus =>
  outboxStatuses.includes(value as OutboxStatus)

function whenText(mail: OutboxMail) {
  if (mail.sent_at) return `Sent ${formatDateTime(mail.sent_at)}`
  if (mail.next_attempt_at) return `Next try ${formatDateTime(mail.next_attempt_at)}`
  return `Queued ${formatDateTime(mail.created_at)}`
}

/**
 * /ops/outbox: mail waiting or given up on, with its last error, a way to send it again, and a
 * preview of any mail with its links' secrets taken off.
 */
export function OpsOutboxPage() {
  useDocumentTitle('Mail outbox')
  const [search, setSearch] = useSearchParams()
  const statusParam = search.get('status')
  const status = isStatus(statusParam) ? statusParam : undefined
  const [page, setPage] = useState(1)
  const outbox = useOutboxQuery(status, page)
  const retry = useRetryMailMutation()
  const [previewId, setPreviewId] = useState<string>()

  function chooseStatus(value: string) {
    setPage(1)
    retry.reset()
    setSearch(value ? { status: value } : {}, { replace: true })
  }

  function retryButton(mail: OutboxMail) {
    if (mail.status !== 'failed') return null
    return (
      <Button
        variant="outline"
        size="sm"
        loading={retry.isPending && retry.variables === mail.id}
        onClick={() => retry.mutate(mail.id)}
        aria-label={`Send again: ${mail.subject} to ${mail.to}`}
      >
        Send again
      </Button>
    )
  }

  function actions(mail: OutboxMail) {
    return (
      <div className="flex flex-wrap gap-2 md:justify-end">
        <Button
          variant="ghost"
          size="sm"
          aria-pressed={previewId === mail.id}
          onClick={() => setPreviewId(mail.id)}
          aria-label={`Preview: ${mail.subject} to ${mail.to}`}
        >
          Preview
        </Button>
        {retryButton(mail)}
      </div>
    )
  }

  const mails = outbox.data?.mails ?? []
  return (
    <>
      <h1 className="text-3xl font-extrabold tracking-tight text-ink-900">Mail outbox</h1>
      <p className="mt-2 text-ink-700">
        Every mail the platform sends passes through here. A failed mail was tried five times; send
        it again once the cause is fixed. A preview shows a mail as its reader sees it, with the
        secret part of every link taken off, so no sign-in or ride link can be used from here.
      </p>
      <div className="mt-6 max-w-xs">
        <label htmlFor="outbox-status" className="mb-1 block text-sm font-semibold text-ink-900">
          Status
        </label>
        <Select
          id="outbox-status"
          value={status ?? ''}
          onChange={(event) => chooseStatus(event.target.value)}
        >
          <option value="">All mail</option>
          {outboxStatuses.map((value) => (
            <option key={value} value={value}>
              {statusLabels[value]}
            </option>
          ))}
        </Select>
      </div>
      <div className="mt-6 space-y-3" aria-live="polite">
        {retry.isSuccess && (
          <Alert tone="success">
            {retry.data.message} ({retry.data.mail.subject}, to {retry.data.mail.to})
          </Alert>
        )}
      </div>
      {retry.isError && (
        <Alert tone="danger" className="mt-3">
          {apiErrorMessage(retry.error, 'Failed to queue the mail again')}
        </Alert>
      )}
      {outbox.isError && (
        <Alert tone="danger" className="mt-6">
          {apiErrorMessage(outbox.error, 'Failed to load the outbox')}
        </Alert>
      )}
      {previewId && <OpsOutboxPreview id={previewId} onClose={() => setPreviewId(undefined)} />}
      {outbox.isPending && (
        <p role="status" className="mt-6 text-ink-700">
          Loading the outbox...
        </p>
      )}
      {outbox.isSuccess && mails.length === 0 && (
        <p className="mt-6 rounded-card bg-white p-6 text-ink-700 shadow-card">
          {status ? `No ${statusLabels[status].toLowerCase()} mail.` : 'The outbox is empty.'}
        </p>
      )}
      {mails.length > 0 && (
        <>
          <ul className="mt-6 space-y-3 md:hidden">
            {mails.map((mail) => (
              <li key={mail.id} className="rounded-card bg-white p-4 shadow-card">
                <p className="font-semibold break-words text-ink-900">{mail.subject}</p>
                <p className="text-sm break-words text-ink-700">To {mail.to}</p>
                <p className="mt-1 text-sm text-ink-700">
                  {statusLabels[mail.status]} · {mail.attempts} attempts · {whenText(mail)}
                </p>
                {mail.last_error && (
                  <p className="mt-1 text-sm break-words text-danger-700">{mail.last_error}</p>
                )}
                <div className="mt-3">{actions(mail)}</div>
              </li>
            ))}
          </ul>
          <table className="mt-6 hidden w-full rounded-card bg-white text-left text-sm shadow-card md:table">
            <caption className="sr-only">Mail in the outbox, newest first</caption>
            <thead className="border-b border-ink-100 text-ink-700">
              <tr>
                <th scope="col" className="p-3">
                  Mail
                </th>
                <th scope="col" className="p-3">
                  Status
                </th>
                <th scope="col" className="p-3">
                  Attempts
                </th>
                <th scope="col" className="p-3">
                  Last error
                </th>
                <th scope="col" className="p-3">
                  When
                </th>
                <th scope="col" className="p-3">
                  <span className="sr-only">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {mails.map((mail) => (
                <tr key={mail.id} className="border-b border-ink-100 align-top last:border-0">
                  <td className="p-3">
                    <span className="block font-semibold break-words text-ink-900">
                      {mail.subject}
                    </span>
                    <span className="break-all text-ink-700">{mail.to}</span>
                  </td>
                  <td className="p-3 text-ink-900">{statusLabels[mail.status]}</td>
                  <td className="p-3 text-ink-900">{mail.attempts}</td>
                  <td className="p-3 break-words text-ink-700">{mail.last_error ?? '—'}</td>
                  <td className="p-3 text-ink-700">{whenText(mail)}</td>
                  <td className="p-3 text-right">{actions(mail)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
      {outbox.data && (
        <OpsPager label="Outbox pages" pagination={outbox.data.pagination} onPageChange={setPage} />
      )}
    </>
  )
}
