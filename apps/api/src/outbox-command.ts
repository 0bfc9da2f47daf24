import { ConfigError } from './config'
import { printOutbox } from './mail/print-outbox'

// `npm run outbox [count]` (see src/mail/print-outbox.ts).
try {
  await printOutbox(process.env, process.argv.slice(2), (text) => process.stdout.write(text))
} catch (error) {
  if (!(error instanceof ConfigError)) throw error
  process.stderr.write(`${error.message}\n`)
  process.exitCode = 1
}
