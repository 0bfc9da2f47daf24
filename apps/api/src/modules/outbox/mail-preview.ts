import { DomainError, outboxMessages } from '@ridelane/domain'
import type { Database } from '../../db/client'
import { isUuid } from '../../lib/uuid'
import { findMail } from './repository'

// An operator's look at one mail as its reader sees it (docs/decisions/038-mail-templates.md).
// Set-password, invitation, confirmation and ride links carry their secret in the fragment
// (docs/architecture.md#security), and whoever holds one can act as the mail's reader: the
// preview keeps every link's address and drops its fragment, in both parts.

export const HIDDEN_FRAGMENT = '#hidden'

/** Anything after '#' in a web address, up to where the address ends in text or in HTML. */
const FRAGMENT = /(https?:\/\/[^\s"'<>#]+)#[^\s"'<>]*/g

/** The body with the fragment of every link replaced, so no token in it can be used. */
export function withoutLinkSecrets(body: string): string {
  return body.replace(FRAGMENT, `$1${HIDDEN_FRAGMENT}`)
}

const notFound = () => new DomainError('NOT_FOUND', outboxMessages.mailNotFound)

export async function mailPreview(db: Database, id: string) {
  if (!isUuid(id)) throw notFound()
  const row = await findMail(db, id)
  if (!row) throw notFound()
  return {
    row,
    html: row.htmlBody === null ? null : withoutLinkSecrets(row.htmlBody),
    text: withoutLinkSecrets(row.textBody),
  }
}
