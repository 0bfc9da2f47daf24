import {
  blogArticleSchema,
  blogCategorySlugs,
  faqEntrySchema,
  fleetEntrySchema,
  fleetSectionIds,
} from '@ridelane/domain'
import { describe, expect, it } from 'vitest'
import { articleBodySlugs, loadArticleBody } from './blog/article-bodies'
import { blogArticles } from './blog/articles'
import { faqEntries } from './faq'
import { fleetEntries } from './fleet'

// Lists the images in public/ without loading them; '/images/x.svg' is served from there.
const shippedImages = new Set(
  Object.keys(import.meta.glob('../../public/images/**/*.svg')).map((file) =>
    file.replace('../../public', ''),
  ),
)
const shipsImage = (path: string) => shippedImages.has(path)

// Article HTML is rendered as is, so it may only use these plain tags, without attributes.
const allowedTags = new Set(['p', 'h2', 'h3', 'ul', 'ol', 'li', 'strong', 'em'])

// Each article is its summary (./blog/articles) and its body (./blog/bodies/<slug>.html).
const fullArticles = () =>
  Promise.all(
    blogArticles.map(async (article) => ({
      ...article,
      content: (await loadArticleBody(article.slug)) ?? '',
    })),
  )

describe('blog articles', () => {
  it('are valid, at least 12, with unique slugs and every category covered', async () => {
    for (const article of await fullArticles()) {
      expect(blogArticleSchema.parse(article)).toBeTruthy()
    }
    expect(blogArticles.length).toBeGreaterThanOrEqual(12)
    expect(new Set(blogArticles.map((a) => a.slug)).size).toBe(blogArticles.length)
    for (const category of blogCategorySlugs) {
      expect(
        blogArticles.some((a) => a.category === category),
        category,
      ).toBe(true)
    }
  })

  it('each have a body of some length, and every body belongs to an article', async () => {
    for (const article of await fullArticles()) {
      expect(article.content.length, article.slug).toBeGreaterThan(500)
    }
    expect([...articleBodySlugs].sort()).toEqual(blogArticles.map((a) => a.slug).sort())
  })

  it('state a read time that fits their length (about 200 words a minute)', async () => {
    for (const article of await fullArticles()) {
      const words = article.content
        .replace(/<[^>]*>/g, ' ')
        .split(/\s+/)
        .filter(Boolean).length
      expect(article.readTime, `${article.slug}: ${words} words`).toBe(
        Math.max(1, Math.round(words / 200)),
      )
    }
  })

  it('use only simple tags and ship their cover image', async () => {
    for (const article of await fullArticles()) {
      const tags = [...article.content.matchAll(/<\/?([a-z0-9]+)([^>]*)>/gi)]
      for (const [, name, attributes] of tags) {
        expect(allowedTags.has(name!.toLowerCase()), `${article.slug}: <${name}>`).toBe(true)
        expect(attributes!.trim(), `${article.slug}: attributes on <${name}>`).toBe('')
      }
      expect(shipsImage(article.image), article.image).toBe(true)
    }
  })
})

describe('fleet entries', () => {
  it('cover the 13 sections in page order, each with its pictures', () => {
    expect(fleetEntries.map((entry) => entry.id)).toEqual([...fleetSectionIds])
    for (const entry of fleetEntries) {
      expect(fleetEntrySchema.parse(entry)).toBeTruthy()
      expect(entry.gallery.length).toBeGreaterThan(0)
      for (const image of entry.gallery) expect(shipsImage(image), image).toBe(true)
    }
  })

  it('state the capacities of docs/product.md#content for the classes it names exactly', () => {
    const capacity = (id: string) => fleetEntries.find((entry) => entry.id === id)?.capacity
    expect(capacity('sedan')).toBe('1-3 passengers')
    expect(capacity('mpv')).toBe('1-7 passengers')
    expect(capacity('business-minivan')).toBe('1-8 passengers')
    expect(capacity('minibus-8')).toBe('8-12 passengers')
    expect(capacity('minibus-16')).toBe('13-16 passengers')
    expect(capacity('party-bus')).toBe('15-25 passengers')
  })
})

describe('FAQ', () => {
  it('has 20 distinct questions', () => {
    for (const entry of faqEntries) expect(faqEntrySchema.parse(entry)).toBeTruthy()
    expect(new Set(faqEntries.map((entry) => entry.question)).size).toBe(20)
  })
})
