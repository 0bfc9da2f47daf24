import { describe, expect, it } from 'vitest'
import apiGuide from '../../../../../../docs/api.md?raw'
import { renderApiGuide } from './render-api-guide'

describe('renderApiGuide', () => {
  it('gives headings the ids the guide links to', () => {
    const html = renderApiGuide('See [keys](#1-create-a-key).\n\n## 1. Create a key\n')
    // One level below the portal page's own title.
    expect(html).toContain('<h3 id="1-create-a-key">1. Create a key</h3>')
    expect(html).toContain('<a href="#1-create-a-key">keys</a>')
  })

  it('drops raw HTML and keeps only the words of links to repository files', () => {
    const html = renderApiGuide(
      'Hello <script>alert(1)</script> there.\n\nRead [the webhooks guide](webhooks.md) or [Stripe](https://stripe.com).',
    )
    expect(html).not.toContain('<script')
    expect(html).toContain('the webhooks guide')
    expect(html).not.toContain('webhooks.md')
    expect(html).toContain('<a href="https://stripe.com" rel="noreferrer">Stripe</a>')
  })

  it('renders the real guide, whose own links all reach a heading of the page', () => {
    const html = renderApiGuide(apiGuide)
    const ids = new Set([...html.matchAll(/ id="([^"]+)"/g)].map((match) => match[1]))
    const anchors = [...html.matchAll(/href="#([^"]+)"/g)].map((match) => match[1])
    expect(ids.size).toBeGreaterThan(10)
    expect(anchors.filter((anchor) => !ids.has(anchor))).toEqual([])
  })
})
