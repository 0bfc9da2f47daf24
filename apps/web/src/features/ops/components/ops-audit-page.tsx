import type { AuditEntry } from '@ridelane/domain'
import { useState } from 'react'
import { Link, useSearchParams } from 'react-router'
import { Alert } from '@/components/ui/alert'
import { opsPaths } from '@/config/paths'
import { useDocumentTitle } from '@/hooks/use-document-title'
import { apiErrorMessage } from '@/lib/api-client'
import { formatDateTime } from '@/lib/format-date-time'
import { useAuditQuery } from '../api/ops-audit'
import { auditChanges } from './audit-diff'
import { OpsPager } from './ops-pager'

function Changes({ entry }: { entry: AuditEntry }) {
  const changes = auditChanges(entry.before, entry.after)
  if (changes.length === 0) return <span className="text-ink-700">No field changed</span>
  return (
    <ul className="space-y-0.5">
      {changes.map((change) => (
        <li key={change.field} className="break-words">
          <span className="font-semibold text-ink-900">{change.field}</span>:{' '}
          {change.before !== null && (
            <>
              <del className="text-ink-700">{change.before}</del>
              <span aria-label="changed to"> → </span>
            </>
          )}
          <ins className="text-ink-900 no-underline">{change.after}</ins>
        </li>
      ))}
    </ul>
  )
}

const targetLabel = (entry: AuditEntry) =>
  `${entry.target_kind.replaceAll('_', ' ')} ${entry.target_id}`

/** /ops/audit: who did what to which record, and what it looked like before (admins only). */
export function OpsAuditPage() {
  useDocumentTitle('Audit log')
  const [search] = useSearchParams()
  const kind = search.get('target_kind')
  const id = search.get('target_id')
  const target = kind && id ? { kind, id } : undefined
  const [page, setPage] = useState(1)
  const audit = useAuditQuery(target, page)
  const entries = audit.data?.entries ?? []

  return (
    <>
      <h1 className="text-3xl font-extrabold tracking-tight text-ink-900">Audit log</h1>
      <p className="mt-2 text-ink-700">
        Every change made in the console, newest first: who made it, when, and what changed.
      </p>
      {target && (
        <p className="mt-4 text-ink-700">
          Showing the history of one {target.kind.replaceAll('_', ' ')}.{' '}
          <Link
            to={opsPaths.audit}
            onClick={() => setPage(1)}
            className="font-semibold text-ink-900 underline underline-offset-4"
          >
            Show every change
          </Link>
        </p>
      )}
      {audit.isError && (
        <Alert tone="danger" className="mt-6">
          {apiErrorMessage(audit.error, 'Failed to load the audit log')}
        </Alert>
      )}
      {audit.isPending && (
        <p role="status" className="mt-6 text-ink-700">
          Loading the audit log...
        </p>
      )}
      {audit.isSuccess && entries.length === 0 && (
        <p className="mt-6 rounded-card bg-white p-6 text-ink-700 shadow-card">
          {target
            ? 'Nothing has been changed here yet.'
            : 'Nothing has been changed in the console yet.'}
        </p>
      )}
      {entries.length > 0 && (
        <>
          <ul className="mt-6 space-y-3 md:hidden">
            {entries.map((entry) => (
              <li key={entry.id} className="rounded-card bg-white p-4 text-sm shadow-card">
                <p className="font-semibold text-ink-900">{entry.action}</p>
                <p className="break-all text-ink-700">{targetLabel(entry)}</p>
                <p className="mt-1 break-words text-ink-700">
                  {entry.operator.email} · {formatDateTime(entry.at)}
                </p>
                <div className="mt-2">
                  <Changes entry={entry} />
                </div>
              </li>
            ))}
          </ul>
          <table className="mt-6 hidden w-full rounded-card bg-white text-left text-sm shadow-card md:table">
            <caption className="sr-only">Console actions, newest first</caption>
            <thead className="border-b border-ink-100 text-ink-700">
              <tr>
                <th scope="col" className="p-3">
                  When
                </th>
                <th scope="col" className="p-3">
                  Who
                </th>
                <th scope="col" className="p-3">
                  Action
                </th>
                <th scope="col" className="p-3">
                  Target
                </th>
                <th scope="col" className="p-3">
                  Change
                </th>
              </tr>
            </thead>
            <tbody>
              {entries.map((entry) => (
                <tr key={entry.id} className="border-b border-ink-100 align-top last:border-0">
                  <td className="p-3 text-ink-700">{formatDateTime(entry.at)}</td>
                  <td className="p-3 break-all text-ink-900">{entry.operator.email}</td>
                  <td className="p-3 font-semibold text-ink-900">{entry.action}</td>
                  <td className="p-3 break-all text-ink-700">{targetLabel(entry)}</td>
                  <td className="p-3">
                    <Changes entry={entry} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
      {audit.data && (
        <OpsPager
          label="Audit log pages"
          pagination={audit.data.pagination}
          onPageChange={setPage}
        />
      )}
    </>
  )
}
