import { useEffect } from 'react'

/** Asks search engines not to index the page while it is shown (pages behind a private link). */
export function useNoIndex() {
  useEffect(() => {
    const tag = document.createElement('meta')
    tag.name = 'robots'
    tag.content = 'noindex, nofollow'
    document.head.append(tag)
    return () => tag.remove()
  }, [])
}
