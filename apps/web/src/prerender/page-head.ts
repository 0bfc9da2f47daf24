/**
 * Server stand-ins for the page-head hooks (the prerender build aliases
 * @/hooks/use-document-title and @/hooks/use-meta-description here). The browser hooks set the
 * head in effects, which never run while rendering to HTML, so these record what the page asks
 * for during render instead; entry-server reads it after each page.
 */
export const SITE_NAME = 'Ridelane'

const head = { title: SITE_NAME, description: '' }

export function resetPageHead() {
  head.title = SITE_NAME
  head.description = ''
}

export function readPageHead() {
  return { ...head }
}

export function useDocumentTitle(page?: string) {
  head.title = page ? `${page} — ${SITE_NAME}` : SITE_NAME
}

export function useMetaDescription(description: string) {
  head.description = description
}
