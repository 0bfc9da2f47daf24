import { Link } from 'react-router'
import { opsPaths } from '@/config/paths'
import { useDocumentTitle } from '@/hooks/use-document-title'
import { useOpsAuth } from '../auth/ops-auth-context'
import { OpenBookingByCode } from '../bookings/open-booking-by-code'
import { OpsOverview } from '../overview/ops-overview'

/** /ops: what the console offers this operator today, and nothing it does not. */
export function OpsHomePage() {
  useDocumentTitle('Operator console')
  const { operator } = useOpsAuth()
  const isAdmin = operator?.role === 'admin'
  const sections = [
    ...(isAdmin
      ? [
          {
            to: opsPaths.operators,
            title: 'Operators',
            text: 'Invite admins and dispatchers by email, change their roles and disable accounts.',
          },
        ]
      : []),
    {
      to: opsPaths.bookings,
      title: 'Bookings',
      text: 'Every booking, filtered and searched, with new ones appearing as they come.',
    },
    {
      to: opsPaths.providers,
      title: 'Providers',
      text: 'Transport companies, drivers and vehicles.',
    },
    {
      to: opsPaths.account,
      title: 'Account',
      text: 'Your mobile for escalated rides, and where you are signed in: end any session you do not recognise.',
    },
    {
      to: opsPaths.outbox,
      title: 'Mail outbox',
      text: 'See mail waiting or failed, and send it again.',
    },
    ...(isAdmin
      ? [{ to: opsPaths.audit, title: 'Audit log', text: 'Who changed what, and when.' }]
      : []),
  ]

  return (
    <>
      <h1 className="text-3xl font-extrabold tracking-tight text-ink-900">Operator console</h1>
      <p className="mt-2 text-ink-700">
        You are signed in as {operator?.email}, {isAdmin ? 'an admin' : 'a dispatcher'}. A session
        ends after 12 hours without use.
      </p>
      <div className="mt-6 max-w-md rounded-card bg-white p-4 shadow-card">
        <OpenBookingByCode />
      </div>
      <OpsOverview />
      <ul className="mt-8 grid grid-cols-1 gap-4 md:grid-cols-2">
        {sections.map((section) => (
          <li key={section.to} className="rounded-card bg-white p-6 shadow-card">
            <h2 className="text-lg font-bold text-ink-900">
              <Link to={section.to} className="rounded-sm underline-offset-4 hover:underline">
                {section.title}
              </Link>
            </h2>
            <p className="mt-1 text-ink-700">{section.text}</p>
          </li>
        ))}
      </ul>
    </>
  )
}
