import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { formatDateTime } from '@/lib/format-date-time'
import { apiErrorMessage } from '@/lib/api-client'
import { useEndSessionMutation, useOwnSessionsQuery } from '../api/ops-account'
import { useOpsAuth } from '../auth/ops-auth-context'

/** The account page's list of the operator's own live sessions, each of which they can end. */
export function OwnSessions() {
  const { signOut } = useOpsAuth()
  const sessions = useOwnSessionsQuery()
  const endSession = useEndSessionMutation()

  return (
    <section aria-labelledby="sessions-heading" className="mt-10">
      <h2 id="sessions-heading" className="text-xl font-bold text-ink-900">
        Your sessions
      </h2>
      <p className="mt-2 text-ink-700">
        Every browser where you are signed in. A session you do not use for 12 hours ends by itself.
      </p>
      {sessions.isError && (
        <Alert tone="danger" className="mt-6">
          {apiErrorMessage(sessions.error, 'Failed to load your sessions')}
        </Alert>
      )}
      {endSession.isError && (
        <Alert tone="danger" className="mt-6">
          {apiErrorMessage(endSession.error, 'Failed to end the session')}
        </Alert>
      )}
      {sessions.isPending && <p role="status">Loading...</p>}
      <ul className="mt-6 space-y-3">
        {sessions.data?.sessions.map((session) => (
          <li
            key={session.id}
            className="flex flex-wrap items-center justify-between gap-4 rounded-card bg-white p-5 shadow-card"
          >
            <div className="min-w-0">
              <p className="font-semibold break-words text-ink-900">
                {session.user_agent ?? 'Unknown browser'}
                {session.current && (
                  <span className="ml-2 rounded-full bg-accent-100 px-2 py-0.5 text-xs text-ink-900">
                    This browser
                  </span>
                )}
              </p>
              <p className="text-sm text-ink-700">
                Signed in {formatDateTime(session.created_at)} · last used{' '}
                {formatDateTime(session.last_seen_at)}
              </p>
            </div>
            {session.current ? (
              <Button variant="outline" size="sm" onClick={() => void signOut()}>
                Sign out
              </Button>
            ) : (
              <Button
                variant="outline"
                size="sm"
                loading={endSession.isPending && endSession.variables === session.id}
                onClick={() => endSession.mutate(session.id)}
              >
                End session
              </Button>
            )}
          </li>
        ))}
      </ul>
    </section>
  )
}
