// docs/product.md#public-pages. The schema lives apart (faq-schemas.ts) so the FAQ page does not
// load zod.
export type { FaqEntry } from './faq-schemas'
