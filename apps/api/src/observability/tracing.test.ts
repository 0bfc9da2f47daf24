import { Writable } from 'node:stream'
import { SpanKind, trace } from '@opentelemetry/api'
import { InMemorySpanExporter, type ReadableSpan } from '@opentelemetry/sdk-trace-node'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { App } from '../app'
import { ConfigError, loadConfig } from '../config'
import { postgresDriver } from '../db/client'
import { mailOutbox } from '../db/schema'
import { BOOKING_CODE_ATTRIBUTE, REQUEST_ID_ATTRIBUTE } from '../lib/work-context'
import {
  bookingPayload,
  completion,
  payBooking,
  postBooking,
  signQuote,
} from '../modules/bookings/test-fixtures'
import { approvedPartner, bearer } from '../modules/partners/partner-test-kit'
import {
  addEndpoint,
  runDeliveries,
  startReceiver,
  webhooksTestApp,
} from '../modules/webhooks/webhooks-test-kit'
import { createTestApp } from '../../test/support/create-test-app'
import { startFakeHttpServer } from '../../test/support/fake-http-server'
import { startTracing, tracesUrl, type Tracing } from './tracing'

// Traces and the log lines that go with them (docs/operations.md#traces). Tracing is process
// wide (the OpenTelemetry API's globals, pg's patched client), so each block that starts it
// shuts it down again before the next test file runs in this worker.

type LogLine = Record<string, unknown> & { msg?: string }

/** A logger stream that keeps every line the app writes, parsed. */
function logLines() {
  const lines: LogLine[] = []
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) {
        lines.push(JSON.parse(line) as LogLine)
      }
      done()
    },
  })
  return { lines, logger: { level: 'info', stream } }
}

const traceIdOf = (span: ReadableSpan) => span.spanContext().traceId

describe('without OTEL_EXPORTER_OTLP_ENDPOINT', () => {
  let app: App
  const log = logLines()
  beforeAll(async () => {
    app = await createTestApp({ logger: log.logger })
  })
  afterAll(() => app.close())

  it('reads no tracing from the environment, and takes the endpoint and service name when set', () => {
    expect(loadConfig({}).tracing).toBeUndefined()
    expect(loadConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: '' }).tracing).toBeUndefined()
    expect(loadConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318' }).tracing).toEqual({
      endpoint: 'http://collector:4318',
      serviceName: 'ridelane-api',
    })
    expect(
      loadConfig({
        OTEL_EXPORTER_OTLP_ENDPOINT: 'https://collector.example/otlp/',
        OTEL_SERVICE_NAME: 'ridelane-eu',
      }).tracing?.serviceName,
    ).toBe('ridelane-eu')
    expect(() => loadConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: 'collector:4318' })).toThrow(ConfigError)
    expect(tracesUrl('https://collector.example/otlp/')).toBe(
      'https://collector.example/otlp/v1/traces',
    )
  })

  it('starts nothing, yet still puts the request id and booking code on what a request queues', async () => {
    expect(app.hasPlugin('@fastify/otel')).toBe(false)
    // No provider registered: the API's no-op tracer records nothing.
    expect(trace.getTracer('check').startSpan('check').isRecording()).toBe(false)

    const created = await postBooking(app, bookingPayload(await signQuote(app)))
    expect(created.statusCode, created.body).toBe(201)
    const booking = created.json().data as { id: string; booking_code: string }
    const paid = await payBooking(app, created.json().data)
    expect(paid.statusCode, paid.body).toBe(200)

    const queued = await app.db.select({ traceContext: mailOutbox.traceContext }).from(mailOutbox)
    expect(queued.map((mail) => mail.traceContext)).toContainEqual({
      requestId: paid.headers['x-request-id'],
      bookingCode: booking.booking_code,
    })

    await app.mailOutbox.deliverNow()
    const kept = log.lines.find((line) => line.msg?.startsWith('mail kept in the outbox'))
    expect(kept).toMatchObject({
      reqId: paid.headers['x-request-id'],
      bookingCode: booking.booking_code,
    })
    expect(kept).not.toHaveProperty('trace_id')
  })
})

describe('with tracing on', () => {
  const exporter = new InMemorySpanExporter()
  const log = logLines()
  let tracing: Tracing
  let app: App
  let receiver: Awaited<ReturnType<typeof startReceiver>>

  beforeAll(async () => {
    tracing = startTracing({
      serviceName: 'ridelane-test',
      exporter,
      drivers: { pg: postgresDriver },
    })
    app = await webhooksTestApp({ allowPrivate: true, tracing, logger: log.logger })
    receiver = await startReceiver()
  })
  afterAll(async () => {
    await app.close()
    await receiver.close()
    await tracing.shutdown()
  })

  it("runs the jobs and mail a request queued in that request's trace, with its id and booking code", async () => {
    const partner = await approvedPartner(app)
    await addEndpoint(app, partner.token, `${receiver.url}/hook`, ['booking.created'])
    exporter.reset()

    // Creating the booking schedules its booking.created delivery; paying it, the confirmation mail.
    const created = await postBooking(
      app,
      bookingPayload(await signQuote(app)),
      bearer(partner.token),
    )
    expect(created.statusCode, created.body).toBe(201)
    const booking = created.json().data as { id: string; booking_code: string }
    const paid = await payBooking(app, booking, undefined, bearer(partner.token))
    expect(paid.statusCode, paid.body).toBe(200)
    const completed = await app.inject({
      method: 'POST',
      url: `/api/v1/bookings/${booking.id}/complete`,
      headers: bearer(partner.token),
      payload: completion(),
    })
    expect(completed.statusCode, completed.body).toBe(200)
    await runDeliveries(app)
    await app.mailOutbox.deliverNow()
    await tracing.flush()

    const spans = exporter.getFinishedSpans()
    const requestSpan = (requestId: unknown) => {
      const found = spans.find(
        (span) =>
          span.kind === SpanKind.SERVER && span.attributes[REQUEST_ID_ATTRIBUTE] === requestId,
      )
      if (!found) throw new Error(`no span of request ${String(requestId)}`)
      return found
    }
    const create = requestSpan(created.headers['x-request-id'])
    const pay = requestSpan(paid.headers['x-request-id'])
    expect(create.name).toBe('POST /api/v1/bookings')
    expect(pay.name).toBe('POST /api/v1/bookings/:id/payment/card')
    expect(create.attributes[BOOKING_CODE_ATTRIBUTE]).toBe(booking.booking_code)
    expect(pay.attributes[BOOKING_CODE_ATTRIBUTE]).toBe(booking.booking_code)

    // The webhook job: in the creating request's trace, under a span of that trace.
    const job = spans.find((span) => span.name === 'job webhook_delivery')
    expect(job).toBeDefined()
    expect(traceIdOf(job!)).toBe(traceIdOf(create))
    expect(spans.map((span) => span.spanContext().spanId)).toContain(job!.parentSpanContext?.spanId)
    expect(job!.attributes).toMatchObject({
      [BOOKING_CODE_ATTRIBUTE]: booking.booking_code,
      [REQUEST_ID_ATTRIBUTE]: created.headers['x-request-id'],
      'ridelane.queue': 'webhook',
    })
    expect(receiver.requests.some((request) => request.url.pathname === '/hook')).toBe(true)

    // The confirmation mail: in the paying request's trace, and its log line says so.
    const mail = spans.find(
      (span) => span.name === 'mail send' && traceIdOf(span) === traceIdOf(pay),
    )
    expect(mail?.attributes).toMatchObject({
      [BOOKING_CODE_ATTRIBUTE]: booking.booking_code,
      [REQUEST_ID_ATTRIBUTE]: paid.headers['x-request-id'],
      'ridelane.queue': 'mail',
    })
    const kept = log.lines.find(
      (line) => line.msg?.startsWith('mail kept in the outbox') && line.trace_id === traceIdOf(pay),
    )
    expect(kept).toMatchObject({
      reqId: paid.headers['x-request-id'],
      bookingCode: booking.booking_code,
      span_id: mail!.spanContext().spanId,
    })
    // The request's own line carries its trace and the booking it turned out to concern.
    const completedLine = log.lines.find(
      (line) => line.msg === 'request completed' && line.reqId === paid.headers['x-request-id'],
    )
    expect(completedLine).toMatchObject({
      bookingCode: booking.booking_code,
      trace_id: traceIdOf(pay),
    })

    // On PostgreSQL the request's queries are spans of its trace too (PGlite is not instrumented).
    if (app.database.driver === 'postgres') {
      const queries = spans.filter(
        (span) =>
          span.kind === SpanKind.CLIENT && span.attributes['db.system.name'] === 'postgresql',
      )
      expect(queries.some((span) => traceIdOf(span) === traceIdOf(create))).toBe(true)
      expect(queries.some((span) => traceIdOf(span) === traceIdOf(job!))).toBe(true)
    }
  })

  it('traces fetch calls (Twilio, Stripe, the geocoders) and hands them the trace context', async () => {
    exporter.reset()
    const outer = await trace.getTracer('check').startActiveSpan('outer', async (span) => {
      await (await fetch(`${receiver.url}/outbound`)).text()
      span.end()
      return span
    })
    await tracing.flush()
    const call = receiver.requests.find((request) => request.url.pathname === '/outbound')
    expect(String(call?.headers.traceparent)).toContain(`-${outer.spanContext().traceId}-`)
    const client = exporter.getFinishedSpans().find((span) => span.kind === SpanKind.CLIENT)
    expect(client?.parentSpanContext?.spanId).toBe(outer.spanContext().spanId)
  })

  it('keeps health checks out of the traces', async () => {
    exporter.reset()
    expect((await app.inject({ url: '/api/v1/health/live' })).statusCode).toBe(200)
    await tracing.flush()
    expect(exporter.getFinishedSpans()).toEqual([])
  })
})

describe('the OTLP exporter', () => {
  it('posts the spans to the collector at OTEL_EXPORTER_OTLP_ENDPOINT, as OTEL_SERVICE_NAME', async () => {
    const collector = await startFakeHttpServer(() => ({}))
    const tracing = startTracing({ serviceName: 'ridelane-otlp-check', endpoint: collector.url })
    try {
      trace.getTracer('check').startSpan('otlp check').end()
      await tracing.flush()
    } finally {
      await tracing.shutdown()
      await collector.close()
    }
    const [post] = collector.requests
    expect(post?.method).toBe('POST')
    expect(post?.url.pathname).toBe('/v1/traces')
    expect(post?.body).toContain('ridelane-otlp-check')
    expect(post?.body).toContain('otlp check')
  })
})
