import type { Pagination } from '@ridelane/domain'
import { ChevronLeft, ChevronRight } from 'lucide-react'
import { Button } from '@/components/ui/button'

type OpsPagerProps = { label: string; pagination: Pagination; onPageChange: (page: number) => void }

/** Previous and Next for a console list; nothing when everything fits on one page. */
export function OpsPager({ label, pagination, onPageChange }: OpsPagerProps) {
  const { current_page: page, total_pages: pages } = pagination
  if (pages <= 1) return null
  return (
    <nav aria-label={label} className="flex items-center justify-between gap-3 pt-4">
      <Button
        variant="outline"
        size="sm"
        disabled={page <= 1}
        onClick={() => onPageChange(page - 1)}
      >
        <ChevronLeft className="size-4" aria-hidden="true" />
        Previous
      </Button>
      <span className="text-sm text-ink-700">
        Page {page} of {pages}
      </span>
      <Button
        variant="outline"
        size="sm"
        disabled={page >= pages}
        onClick={() => onPageChange(page + 1)}
      >
        Next
        <ChevronRight className="size-4" aria-hidden="true" />
      </Button>
    </nav>
  )
}
