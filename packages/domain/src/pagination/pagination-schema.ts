import { z } from 'zod'
import type { Pagination } from './pagination'

// Apart from pagination.ts, so the blog's client-side paging does not load zod.
export const paginationSchema = z.object({
  current_page: z.number().int().min(1),
  total_pages: z.number().int().min(1),
  total: z.number().int().min(0),
}) satisfies z.ZodType<Pagination>
