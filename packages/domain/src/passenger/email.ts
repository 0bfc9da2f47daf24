// Kept free of zod so a plain email check (the blog's newsletter box) loads no schema code.
export const EMAIL_MAX_LENGTH = 254
/** "text, @, text, dot, text" (docs/product.md#passenger-and-partner-fields), shared by passenger
 * and partner emails. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
