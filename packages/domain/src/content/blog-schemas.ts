import { z } from 'zod'
import { blogCategorySlugs } from './blog'

// The zod schemas of the blog's entities (docs/product.md#content); the constants and helpers are
// in blog.ts.
export const blogCategorySlugSchema = z.enum(blogCategorySlugs)
export type BlogCategorySlug = z.infer<typeof blogCategorySlugSchema>

const slugSchema = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Use a lower-case slug')

export const blogCategorySchema = z.object({
  id: z.string().min(1),
  name: z.string().min(1),
  slug: blogCategorySlugSchema,
  description: z.string(),
  /** Computed from the shipped articles (docs/product.md#content), see `withArticleCounts`. */
  count: z.number().int().nonnegative(),
})
export type BlogCategory = z.infer<typeof blogCategorySchema>

export const blogAuthorSchema = z.object({
  name: z.string().min(1),
  avatar: z.string(),
  bio: z.string(),
})
export type BlogAuthor = z.infer<typeof blogAuthorSchema>

export const blogArticleSchema = z.object({
  id: z.string().min(1),
  title: z.string().min(1),
  slug: slugSchema,
  excerpt: z.string(),
  /** HTML. */
  content: z.string(),
  author: blogAuthorSchema,
  category: blogCategorySlugSchema,
  tags: z.array(z.string().min(1)),
  publishedAt: z.iso.date(),
  /** Minutes. */
  readTime: z.number().int().positive(),
  image: z.string(),
  featured: z.boolean(),
})
export type BlogArticle = z.infer<typeof blogArticleSchema>
/** An article without its body: what lists, teasers and related links need. */
export type BlogArticleSummary = Omit<BlogArticle, 'content'>
