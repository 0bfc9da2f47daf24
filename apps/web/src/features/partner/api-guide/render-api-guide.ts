import { Marked, type Tokens } from 'marked'
import { gfmHeadingId } from 'marked-gfm-heading-id'

/**
 * The API guide (docs/api.md) as HTML for the portal. The Markdown is our own file, bundled at
 * build time; raw HTML in it is dropped all the same, so the page never renders markup it did
 * not write. Headings get GitHub's ids, so the guide's `#1-create-a-key` links work in the page,
 * and sit one level below the portal page's own title.
 */
export function renderApiGuide(markdown: string): string {
  const marked = new Marked(gfmHeadingId(), {
    gfm: true,
    async: false,
    walkTokens(token) {
      if (token.type === 'heading') token.depth = Math.min((token as Tokens.Heading).depth + 1, 6)
    },
    renderer: {
      html: () => '',
      link({ href, tokens }) {
        const text = this.parser.parseInline(tokens)
        // Links to other files of the repository are not pages of the portal: keep their words.
        if (!/^(#|https?:|mailto:)/.test(href)) return text
        const external = /^https?:/.test(href)
        return `<a href="${escapeAttribute(href)}"${external ? ' rel="noreferrer"' : ''}>${text}</a>`
      },
    },
  })
  return marked.parse(markdown) as string
}

function escapeAttribute(value: string): string {
  return value.replace(/[&"<>]/g, (character) => `&#${character.charCodeAt(0)};`)
}
