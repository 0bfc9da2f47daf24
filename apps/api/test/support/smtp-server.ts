import type { AddressInfo } from 'node:net'
import { simpleParser } from 'mailparser'
import { SMTPServer } from 'smtp-server'

export type ReceivedMail = {
  /** The From header as written, e.g. `Ridelane <no-reply@ridelane.local>`. */
  from: string
  /** The envelope's recipient addresses. */
  to: string[]
  subject: string
  text: string
  html: string | undefined
  /** The Message-ID header, e.g. `<…@ridelane.mail>`. */
  messageId: string | undefined
}

export type TestSmtpServer = {
  /** `smtp://127.0.0.1:PORT`, ready to use as SMTP_URL. */
  url: string
  /** Every message received so far, in arrival order. */
  messages: ReceivedMail[]
  /** How many SMTP connections clients have opened so far. */
  connections(): number
  /** Resolves with the messages once at least `count` have arrived; rejects after `timeoutMs`. */
  waitForMessages(count: number, timeoutMs?: number): Promise<ReceivedMail[]>
  close(): Promise<void>
}

function formatSender(sender: { name: string; address?: string } | undefined): string {
  if (!sender) return ''
  return sender.name ? `${sender.name} <${sender.address ?? ''}>` : (sender.address ?? '')
}

/**
 * A loopback SMTP server that accepts any mail without authentication or TLS; on a free port
 * unless told one (the browser tests fix it before the API starts).
 */
export async function startTestSmtpServer({ port = 0 } = {}): Promise<TestSmtpServer> {
  const messages: ReceivedMail[] = []
  const waiters = new Set<() => void>()
  let connections = 0

  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onConnect(_session, callback) {
      connections += 1
      callback()
    },
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          messages.push({
            from: formatSender(parsed.from?.value[0]),
            to: session.envelope.rcptTo.map((recipient) => recipient.address),
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : undefined,
            messageId: parsed.messageId,
          })
          for (const wake of waiters) wake()
          callback()
        })
        .catch((error: Error) => callback(error))
    },
  })

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', () => resolve())
  })
  const { port: listeningPort } = server.server.address() as AddressInfo

  return {
    url: `smtp://127.0.0.1:${listeningPort}`,
    messages,
    connections: () => connections,
    waitForMessages(count, timeoutMs = 5000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          if (messages.length < count) return
          finish()
          resolve(messages)
        }
        const timer = setTimeout(() => {
          finish()
          reject(
            new Error(`expected ${count} mail(s) within ${timeoutMs} ms, got ${messages.length}`),
          )
        }, timeoutMs)
        const finish = () => {
          clearTimeout(timer)
          waiters.delete(check)
        }
        waiters.add(check)
        check()
      })
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}
