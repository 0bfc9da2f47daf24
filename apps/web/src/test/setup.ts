import '@testing-library/jest-dom/vitest'
import { cleanup } from '@testing-library/react'
import { afterEach } from 'vitest'
import { allCatalogues, loadMessages } from '@/i18n/catalogues'

// Vitest's vmThreads pool runs each file in a VM context built from jsdom's window, which lacks
// the web streams Node has (fetch bodies, React's stream rendering): Node's own, the same classes
// a plain worker would see. (Named by a string: the web app's types know no Node modules.)
const nodeStreams: Record<string, unknown> = await import('node:stream/web' as string)
for (const name of ['ReadableStream', 'WritableStream', 'TransformStream', 'TextDecoderStream']) {
  if (!(name in globalThis)) Object.assign(globalThis, { [name]: nodeStreams[name] })
}

// Components render their English messages, as the site's root does.
await loadMessages(allCatalogues, 'en')

afterEach(() => {
  cleanup()
  localStorage.clear()
  sessionStorage.clear()
})
