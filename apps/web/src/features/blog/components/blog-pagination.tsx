import { t } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import { cn } from '@/lib/cn'

type BlogPaginationProps = { page: number; pageCount: number; onPage: (page: number) => void }

const buttonClass =
  'inline-flex h-10 min-w-10 items-center justify-center rounded-control border px-3 text-sm font-medium disabled:cursor-not-allowed disabled:opacity-45'

/** Previous, numbered pages and Next; the ends are disabled so the page stays in bounds. */
export function BlogPagination({ page, pageCount, onPage }: BlogPaginationProps) {
  if (pageCount <= 1) return null
  const pages = Array.from({ length: pageCount }, (_, index) => index + 1)
  return (
    <nav aria-label={t`Article pages`} className="mt-10 flex flex-wrap justify-center gap-2">
      <button
        type="button"
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
        className={cn(buttonClass, 'border-ink-200 bg-white text-ink-800 hover:border-ink-400')}
      >
        <Trans>Previous</Trans>
      </button>
      {pages.map((number) => (
        <button
          key={number}
          type="button"
          aria-label={t`Page ${number}`}
          aria-current={number === page ? 'page' : undefined}
          onClick={() => onPage(number)}
          className={cn(
            buttonClass,
            number === page
              ? 'border-ink-900 bg-ink-900 text-white'
              : 'border-ink-200 bg-white text-ink-800 hover:border-ink-400',
          )}
        >
          {number}
        </button>
      ))}
      <button
        type="button"
        disabled={page >= pageCount}
        onClick={() => onPage(page + 1)}
        className={cn(buttonClass, 'border-ink-200 bg-white text-ink-800 hover:border-ink-400')}
      >
        <Trans>Next</Trans>
      </button>
    </nav>
  )
}
