import { cp, mkdtemp, rm, stat } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { ConfigError, loadConfig, type DatabaseTarget } from './config'
import { openDatabase } from './db/client'
import { recentTextMessages, type TextMessageRow } from './modules/messaging'
import { recentMail, type OutboxMail } from './mail/outbox'

// What `npm run outbox [count]` prints: the newest mails of the outbox with their bodies, then
// the newest text messages (SMS and WhatsApp), for development without SMTP_URL or TWILIO_*,
// where the server keeps them unsent and logs only their ids (a driver's job link). Reads
// the database the server would use: DATABASE_URL, else the PGlite files in DATA_DIR.

const usage = 'Usage: npm run outbox [-- count]   (count: 1 to 200, default 10)'

function countFrom(argument: string | undefined): number {
  if (argument === undefined) return 10
  const count = Number(argument)
  if (!Number.isInteger(count) || count < 1 || count > 200) throw new ConfigError(usage)
  return count
}

export function formatMail(mail: OutboxMail): string {
  const rule = '─'.repeat(72)
  return [
    rule,
    `${mail.createdAt.toISOString()}  ${mail.status}  ${mail.id}`,
    `To: ${mail.toAddress}`,
    `Subject: ${mail.subject}`,
    '',
    mail.textBody,
  ].join('\n')
}

export function formatTextMessage(message: TextMessageRow): string {
  const rule = '─'.repeat(72)
  return [
    rule,
    `${message.createdAt.toISOString()}  ${message.status}  ${message.id}`,
    `${message.channel === 'whatsapp' ? 'WhatsApp' : 'SMS'} to: ${message.toNumber}`,
    ...(message.fallbackEmail ? [`Fallback email: ${message.fallbackEmail}`] : []),
    '',
    message.body,
  ].join('\n')
}

/**
 * PGlite serves one process: the running server may hold the files, so read a copy of them
 * (a dev database is a few dozen MB) and never touch the original.
 */
async function readableCopy(target: DatabaseTarget) {
  if (target.driver === 'postgres' || !target.dataDir) return { target, cleanUp: async () => {} }
  const exists = await stat(target.dataDir).then(
    () => true,
    () => false,
  )
  if (!exists) throw new ConfigError(`No database at ${target.dataDir} yet: start the app first.`)
  const copy = await mkdtemp(path.join(tmpdir(), 'ridelane-outbox-'))
  await cp(target.dataDir, copy, {
    recursive: true,
    filter: (source) => path.basename(source) !== 'postmaster.pid',
  })
  return {
    target: { driver: 'pglite', dataDir: copy } as const,
    cleanUp: () => rm(copy, { recursive: true, force: true }),
  }
}

export async function printOutbox(
  env: Record<string, string | undefined>,
  args: string[],
  write: (text: string) => void,
) {
  const count = countFrom(args[0])
  const { target, cleanUp } = await readableCopy(loadConfig(env).database)
  const database = await openDatabase(target)
  try {
    const mails = await recentMail(database.db, count)
    if (mails.length === 0) write('The outbox is empty.\n')
    for (const mail of mails) write(`${formatMail(mail)}\n`)
    const texts = await recentTextMessages(database.db, count)
    write(texts.length === 0 ? '\nNo text messages.\n' : '\nText messages:\n')
    for (const text of texts) write(`${formatTextMessage(text)}\n`)
  } finally {
    await database.close()
    await cleanUp()
  }
}
