import { createServer } from 'node:http'
import {
  startFakeAeroDataBox,
  type FakeFlight,
} from '../../../api/src/modules/flights/fake-aerodatabox-test-kit'

// Started by playwright.config.ts beside the API: the local AeroDataBox the API asks about
// flights (E2E_FLIGHTS_PORT), and a control address (E2E_FLIGHTS_CONTROL_PORT) through which a
// spec lands, delays or cancels a flight (e2e/flight-tracking.spec.ts).
const fake = await startFakeAeroDataBox({ port: Number(process.env.E2E_FLIGHTS_PORT) })

type Control =
  | { action: 'set'; code: string; date: string; flight: FakeFlight }
  | { action: 'delay'; code: string; date: string; minutes: number }
  | { action: 'cancel'; code: string; date: string }

const control = createServer((request, response) => {
  if (request.method === 'GET' && request.url === '/health') {
    response.writeHead(200).end('ok')
    return
  }
  let body = ''
  request.on('data', (chunk: Buffer) => (body += chunk.toString()))
  request.on('end', () => {
    try {
      const command = JSON.parse(body) as Control
      if (command.action === 'set') fake.setFlight(command.code, command.date, command.flight)
      else if (command.action === 'delay') fake.delay(command.code, command.date, command.minutes)
      else fake.cancel(command.code, command.date)
      response.writeHead(204).end()
    } catch (error) {
      response.writeHead(400).end(String(error))
    }
  })
})
control.listen(Number(process.env.E2E_FLIGHTS_CONTROL_PORT), '127.0.0.1')

function stop() {
  control.close()
  void fake.close().then(() => process.exit(0))
}
process.on('SIGTERM', stop)
process.on('SIGINT', stop)
