import { providerJobTabs, type ProviderJobTab } from '@ridelane/domain'
import { Link, useLocation, useSearchParams } from 'react-router'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { providerPaths } from '@/config/paths'
import { useDocumentTitle } from '@/hooks/use-document-title'
import { apiErrorMessage } from '@/lib/api-client'
import { cn } from '@/lib/cn'
import { useProviderJobsQuery } from '../api/provider-jobs-query'
import { useProviderJobsLiveUpdates } from '../api/provider-jobs-stream'
import { JobCard } from './job-card'
import { LiveNote } from './live-note'
import { readReturnNotice } from './return-notice'

const tabLabels: Record<ProviderJobTab, string> = {
  offered: 'Offered',
  accepted: 'Accepted',
  upcoming: 'Upcoming',
  done: 'Done',
}

const emptyText: Record<ProviderJobTab, string> = {
  offered: 'No offers right now. New offers appear here by themselves.',
  accepted: 'No rides waiting for a driver.',
  upcoming: 'No upcoming rides with a driver.',
  done: 'No finished rides yet.',
}

export const readTab = (value: string | null): ProviderJobTab =>
  providerJobTabs.find((tab) => tab === value) ?? 'offered'

/** /provider: the provider's jobs in four tabs, kept live by the provider stream. */
export function ProviderJobsPage() {
  useDocumentTitle('Jobs')
  const [params] = useSearchParams()
  const tab = readTab(params.get('tab'))
  const live = useProviderJobsLiveUpdates()
  const notice = readReturnNotice(useLocation().state)
  // Every tab is read, for its count; the stream refreshes them all.
  const offered = useProviderJobsQuery('offered')
  const accepted = useProviderJobsQuery('accepted')
  const upcoming = useProviderJobsQuery('upcoming')
  const done = useProviderJobsQuery('done')
  const queries = { offered, accepted, upcoming, done }
  const current = queries[tab]

  return (
    <>
      <h1 className="text-2xl font-extrabold tracking-tight text-ink-900 sm:text-3xl">Jobs</h1>
      <LiveNote status={live} />
      {notice && (
        <Alert tone={notice.tone} className="mt-4">
          {notice.notice}
        </Alert>
      )}
      <nav
        aria-label="Job lists"
        className="mt-5 -mx-gutter overflow-x-auto px-gutter sm:mx-0 sm:px-0"
      >
        <ul className="flex min-w-max gap-2">
          {providerJobTabs.map((name) => {
            const count = queries[name].data?.jobs.length
            const active = name === tab
            return (
              <li key={name}>
                <Link
                  to={name === 'offered' ? providerPaths.home : `${providerPaths.home}?tab=${name}`}
                  replace
                  aria-current={active ? 'page' : undefined}
                  className={cn(
                    'flex h-11 items-center gap-2 rounded-full border px-4 text-sm font-semibold',
                    active
                      ? 'border-ink-900 bg-ink-900 text-white'
                      : 'border-ink-200 bg-white text-ink-700 hover:border-ink-400',
                  )}
                >
                  {tabLabels[name]}
                  {count !== undefined && (
                    <span
                      className={cn(
                        'min-w-6 rounded-full px-1.5 text-center text-xs',
                        active ? 'bg-white text-ink-900' : 'bg-ink-100 text-ink-800',
                      )}
                    >
                      {' '}
                      {count}
                    </span>
                  )}
                </Link>
              </li>
            )
          })}
        </ul>
      </nav>
      <section aria-labelledby="jobs-tab-heading" className="mt-5">
        <h2 id="jobs-tab-heading" className="sr-only">
          {tabLabels[tab]} jobs
        </h2>
        {current.isPending ? (
          <p role="status" className="text-ink-700">
            Loading your jobs...
          </p>
        ) : !current.data ? (
          <div>
            <Alert tone="danger">
              {apiErrorMessage(current.error, 'Failed to load your jobs')}
            </Alert>
            <Button variant="outline" className="mt-3" onClick={() => void current.refetch()}>
              Try again
            </Button>
          </div>
        ) : current.data.jobs.length === 0 ? (
          <p className="rounded-card bg-white p-5 text-ink-700 shadow-card">{emptyText[tab]}</p>
        ) : (
          <ul className="grid gap-3">
            {current.data.jobs.map((job) => (
              <JobCard key={job.booking_id} job={job} offered={tab === 'offered'} />
            ))}
          </ul>
        )}
      </section>
    </>
  )
}
