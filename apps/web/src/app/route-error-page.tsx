import { isRouteErrorResponse, useRouteError } from 'react-router'
import { useDocumentTitle } from '@/hooks/use-document-title'

/** The last line of defence, e.g. a page's code failed to download after a new release. */
export function RouteErrorPage() {
  const error = useRouteError()
  useDocumentTitle('Something Went Wrong')
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : null

  return (
    <main className="mx-auto flex min-h-dvh max-w-xl flex-col items-center justify-center gap-4 px-gutter text-center">
      <h1 className="text-title font-extrabold text-ink-900">Something Went Wrong</h1>
      <p className="text-ink-600">
        We could not show this page. Reloading usually fixes it{detail ? ` (${detail})` : ''}.
      </p>
      <div className="flex gap-3">
        {/* Plain elements: this page may render without the router's providers. */}
        <button
          type="button"
          onClick={() => window.location.reload()}
          className="rounded-control bg-ink-900 px-4 py-2.5 font-semibold text-white hover:bg-ink-700"
        >
          Reload
        </button>
        <a href="/" className="rounded-control border border-ink-300 px-4 py-2.5 font-semibold">
          Home
        </a>
      </div>
    </main>
  )
}
