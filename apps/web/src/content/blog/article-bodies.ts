import { loadOnce } from '@/lib/load-once'

/**
 * The articles' bodies (HTML written by us, one file per article in ./bodies), each its own
 * small chunk: the blog list and the teasers never load them, and an article loads only its own.
 */
const bodyFiles = import.meta.glob<string>('./bodies/*.html', { query: '?raw', import: 'default' })

const bodies = new Map(
  Object.entries(bodyFiles).map(([file, load]) => [
    file.replace(/^\.\/bodies\/|\.html$/g, ''),
    loadOnce(load),
  ]),
)
const noBody = Promise.resolve(undefined)

/** The slugs that have a body, for the content checks. */
export const articleBodySlugs = [...bodies.keys()]

/** The body of the article with this slug, undefined when there is none; the same promise each time. */
export function loadArticleBody(slug: string): Promise<string | undefined> {
  return bodies.get(slug)?.() ?? noBody
}

/** The body if it has already loaded: lets a page render it in the same pass. */
export function loadedArticleBody(slug: string): string | undefined {
  return bodies.get(slug)?.loaded()
}
