// Mail templates (docs/decisions/038-mail-templates.md): a mail function describes its content
// with these blocks and calls renderMail, which gives the outbox both an HTML and a text part.
export {
  bulletList,
  button,
  details,
  fareTable,
  fromPlainText,
  heading,
  mailLink,
  paragraph,
  quote,
  type Inline,
  type MailBlock,
  type MailContent,
  type Row,
  withMailLink,
} from './content'
export { plainText } from './plain-text'
export { renderHtml, renderMail, type RenderedMail } from './render-mail'
