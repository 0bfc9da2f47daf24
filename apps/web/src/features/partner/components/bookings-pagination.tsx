import type { Pagination } from '@ridelane/domain'
import { ChevronLeft, ChevronRight } from 'lucide-react'
import { Button } from '@/components/ui/button'

type BookingsPaginationProps = { pagination: Pagination; onPageChange: (page: number) => void }

/** Prev and Next appear only when there is more than one page (docs/product.md#partner-portal). */
export function BookingsPagination({ pagination, onPageChange }: BookingsPaginationProps) {
  const { current_page: page, total_pages: pages } = pagination
  if (pages <= 1) return null
  return (
    <nav aria-label="Bookings pages" className="flex items-center justify-between gap-3 pt-4">
      <Button
        variant="outline"
        size="sm"
        disabled={page <= 1}
        onClick={() => onPageChange(Math.min(page - 1, pages))}
      >
        <ChevronLeft className="size-4" aria-hidden="true" />
        Prev
      </Button>
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
