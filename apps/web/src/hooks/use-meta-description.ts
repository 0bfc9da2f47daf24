import { useEffect } from 'react'

/** Sets the page's meta description, creating the tag when the HTML shell has none. */
export function useMetaDescription(description: string) {
  useEffect(() => {
    let tag = document.querySelector<HTMLMetaElement>('meta[name="description"]')
    if (!tag) {
      tag = document.createElement('meta')
      tag.name = 'description'
      document.head.append(tag)
    }
    tag.content = description
  }, [description])
}
