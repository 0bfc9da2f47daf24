import { render } from '@react-email/render'
import type { OutgoingMail } from '../outbox'
import { MailBlockView, MailLayout } from './components'
import type { MailContent } from './content'
import { plainText } from './plain-text'

/** A mail ready for the outbox: both parts, always. */
export type RenderedMail = OutgoingMail & { html: string }

/** The content in the Ridelane layout, as HTML. */
export function renderHtml(content: MailContent): Promise<string> {
  return render(
    <MailLayout preview={content.preview} language={content.language}>
      {content.blocks.map((block, index) => (
        <MailBlockView key={index} block={block} />
      ))}
    </MailLayout>,
  )
}

/**
 * A mail from its content: the HTML part drawn by the components, the text part written from the
 * same blocks. Every mail function ends here.
 */
export async function renderMail(
  mail: { to: string; subject: string } & MailContent,
): Promise<RenderedMail> {
  const { to, subject, ...content } = mail
  return { to, subject, html: await renderHtml(content), text: plainText(content) }
}
