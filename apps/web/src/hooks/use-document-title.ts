import { useEffect } from 'react'

export const SITE_NAME = 'Ridelane'

/** Sets the tab title as 'Page — Ridelane'; with no page name, the site's own title. */
export function useDocumentTitle(page?: string) {
  useEffect(() => {
    document.title = page ? `${page} — ${SITE_NAME}` : SITE_NAME
  }, [page])
}
