import { ConfigError, environment } from './config'
import { printOutbox } from './print-outbox'

// `npm run outbox [count]` (see src/print-outbox.ts).
try {
  await printOutbox(environment(), process.argv.slice(2), (text) => process.stdout.write(text))
} catch (error) {
  if (!(error instanceof ConfigError)) throw error
  process.stderr.write(`${error.message}\n`)
  process.exitCode = 1
}
