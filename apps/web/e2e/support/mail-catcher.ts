import { createServer } from 'node:http'
import { startTestSmtpServer } from '../../../api/test/support/smtp-server'

// Started by playwright.config.ts beside the API: catches the API's mail on E2E_SMTP_PORT and
// shows what arrived as JSON at http://127.0.0.1:E2E_MAIL_PORT/messages for the journeys to read.
const smtpPort = Number(process.env.E2E_SMTP_PORT)
const mailPort = Number(process.env.E2E_MAIL_PORT)

const smtp = await startTestSmtpServer({ port: smtpPort })

const http = createServer((request, response) => {
  if (request.url !== '/messages') {
    response.writeHead(404).end()
    return
  }
  response.writeHead(200, { 'Content-Type': 'application/json' })
  response.end(JSON.stringify(smtp.messages))
})
http.listen(mailPort, '127.0.0.1')

function stop() {
  http.close()
  void smtp.close().then(() => process.exit(0))
}
process.on('SIGTERM', stop)
process.on('SIGINT', stop)
