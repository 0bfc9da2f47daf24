import { randomUUID } from 'node:crypto'
import type { Socket } from 'node:net'
import Fastify, {
  type FastifyInstance,
  type FastifyReply,
  type FastifyServerOptions,
} from 'fastify'
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod'
import type { AppConfig } from './config'
import { systemClock, type Clock } from './lib/clock'
import { createLifecycle } from './lib/lifecycle'
import { refuseNulInJsonBodies } from './http/json-body'
import { answerClientError } from './http/client-errors'
import { failure } from './http/envelope'
import { toProblem } from './http/problem'
import { RequestLog } from './http/request-log'
import { serializerCompiler } from './http/serializer'
import { registerBookingMails } from './modules/bookings'
import { bookingExpiryLoop } from './modules/bookings/expiry-loop'
import { bookingRoutes } from './modules/bookings/routes'
import { opsBookingRoutes } from './modules/bookings/ops-booking-routes'
import { catalogueModule } from './modules/catalogue'
import { createCurrencyRates, currenciesModule } from './modules/currencies'
import {
  createFlightStatusSource,
  flightsModule,
  registerFlightHooks,
  type FlightStatusSource,
} from './modules/flights'
import {
  driverJobsModule,
  e2eOutboundMessagesRoute,
  registerDriverJobHooks,
} from './modules/driver-jobs'
import { healthRoutes } from './modules/health/routes'
import { mapConfigRoutes } from './modules/map/routes'
import { jobsPlugin } from './modules/jobs'
import { textMessageDelivery } from './modules/messaging'
import { auditModule } from './modules/audit'
import { boardModule } from './modules/board'
import { outboxModule } from './modules/outbox'
import { offersModule, registerDispatchHooks } from './modules/offers'
import { overviewModule } from './modules/overview'
import { operatorsModule, resumeSession } from './modules/operators'
import { findPartnerBySession, partnersModule } from './modules/partners'
import {
  apiKeyRequestLimit,
  findPartnerByApiKey,
  partnerApiKeyRoutes,
} from './modules/partner-api-keys'
import { partnerTeamModule } from './modules/partner-team'
import { onPaymentSettled, paymentReconciliationLoop, paymentRoutes } from './modules/checkout'
import { paymentsPlugin } from './modules/payments'
import { placesModule } from './modules/places/module'
import { privacyModule } from './modules/privacy'
import { pricingModule, quoteSigningPlugin } from './modules/pricing'
import { findProviderUserBySession, providerAccountsModule } from './modules/provider-accounts'
import { providerRatingsModule } from './modules/provider-ratings'
import { providerStatementsModule } from './modules/provider-statements'
import { partnerStatementsModule } from './modules/partner-statements'
import { registryModule } from './modules/registry'
import { registerRideHooks, rideActionRoutes, rideReceiptRoutes, rideRoutes } from './modules/rides'
import { rideChangeRoutes } from './modules/rides/change-routes'
import { registerWaitingChargeHooks, waitingChargesModule } from './modules/waiting-charges'
import { registerBookingWebhooks } from './modules/webhooks'
import { webhooksModule } from './modules/webhooks/routes'
import { createAppMetrics, metricsPlugin } from './observability/metrics'
import { requestWorkPlugin } from './observability/request-work'
import type { Tracing } from './observability/tracing'
import { workLogFields } from './lib/work-context'
import { authFirstPlugin } from './plugins/auth-first'
import { corsPlugin } from './plugins/cors'
import { dbPlugin } from './plugins/db'
import { docsPlugin } from './plugins/docs'
import { errorsPlugin } from './plugins/errors'
import { mailOutboxPlugin } from './plugins/mail-outbox'
import { operatorAuthPlugin } from './plugins/operator-auth'
import { partnerAuthPlugin } from './plugins/partner-auth'
import { privateAnswersPlugin } from './plugins/private-answers'
import { providerAuthPlugin } from './plugins/provider-auth'
import { rateLimitPlugin } from './plugins/rate-limit'
import { securityPlugin } from './plugins/security'
import { webPlugin } from './plugins/web'

export type BuildAppOptions = {
  config: AppConfig
  /** Overrides the pino options derived from `config.logLevel`. */
  logger?: FastifyServerOptions['logger']
  /**
   * What the job worker and the offer and driver calls take as now; the system clock unless
   * given. Only the simulator gives one (lib/clock.ts): never read from the environment.
   */
  clock?: Clock
  /**
   * Answers about flights instead of the source FLIGHT_STATUS names. Only the simulator gives
   * one (scripts/simulate/flights.ts), like `clock`: never read from the environment.
   */
  flightStatus?: FlightStatusSource
  /** Started by server.ts when OTEL_EXPORTER_OTLP_ENDPOINT is set (observability/tracing.ts). */
  tracing?: Tracing
}

export type App = ReturnType<typeof buildApp>

// Every payload of the API (docs/product.md#endpoints) is a small JSON document; anything bigger is
// a mistake or an attack.
const bodyLimit = 100 * 1024

/**
 * Builds the app without starting it, so tests can add routes, `inject`, or listen on port 0.
 * Plugins load in order: the framework's own, then the app's, then the routes (fastify/demo).
 */
/**
 * What other modules do when a booking moves or changes, registered on the booking hooks
 * (docs/architecture.md#booking-hooks). By name, so a second app in one process replaces them.
 */
export function registerBookingReactions(): void {
  registerBookingMails()
  registerBookingWebhooks()
  registerDriverJobHooks()
  registerRideHooks()
  registerDispatchHooks()
  registerFlightHooks()
  registerWaitingChargeHooks()
}

/**
 * The request id, booking code and trace of the work under way on every line the app logs
 * (docs/operations.md#traces), with whatever logger settings are given.
 */
function withWorkFields(logger: FastifyServerOptions['logger']): FastifyServerOptions['logger'] {
  if (logger === false || logger === undefined) return logger
  return { ...(logger === true ? {} : logger), mixin: workLogFields }
}

export function buildApp({
  config,
  logger,
  clock = systemClock,
  flightStatus,
  tracing,
}: BuildAppOptions) {
  registerBookingReactions()
  // Collected only when a scraper may read them (docs/decisions/053-metrics.md).
  const metrics = config.metricsToken ? createAppMetrics() : undefined
  onPaymentSettled('metrics', (payment) =>
    metrics?.countPaymentOutcome(payment.gateway, payment.status),
  )
  const app = Fastify({
    trustProxy: config.trustedProxies.length > 0 ? config.trustedProxies : false,
    logger: withWorkFields(
      logger ?? {
        level: config.logLevel,
        redact: [
          'req.headers.authorization',
          'req.headers["x-booking-token"]',
          'req.headers["x-driver-token"]',
        ],
      },
    ),
    // One short line per request, no bodies (src/http/request-log.ts).
    logController: new RequestLog(),
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
    bodyLimit,
    // A client trickling its request in holds a connection; past these it gets a 408 and is cut.
    requestTimeout: config.requestTimeoutMs,
    keepAliveTimeout: config.keepAliveTimeoutMs,
    http: {
      headersTimeout: config.headersTimeoutMs,
      // How often Node looks for requests past those deadlines (its default is every 30 s).
      connectionsCheckingInterval: Math.min(1000, config.headersTimeoutMs),
    },
    // Fastify calls this bound to the instance.
    clientErrorHandler(this: FastifyInstance, error: Error, socket: Socket) {
      answerClientError(this.log, error, socket)
    },
    // Errors raised before routing (a malformed URL) skip the error handler, so answer here too.
    frameworkErrors: (error, _request, reply) => {
      const problem = toProblem(error)
      void (reply as FastifyReply).code(problem.status).send(failure(problem.code, problem.message))
    },
  }).withTypeProvider<ZodTypeProvider>()

  app.decorate('clock', clock)
  // Starting until ready, migrating meanwhile (plugins/db.ts), draining once closing: GET /health/ready.
  app.decorate('lifecycle', createLifecycle())
  app.addHook('onReady', async () => app.lifecycle.enter('serving'))
  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(serializerCompiler)
  refuseNulInJsonBodies(app)
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id)
  })
  // close() lets requests in flight finish, but their keep-alive connections would then hold the
  // server open until they time out; a response sent while closing asks the client to hang up.
  let closing = false
  app.addHook('preClose', async () => {
    closing = true
    app.lifecycle.enter('draining')
  })
  app.addHook('onSend', async (_request, reply) => {
    if (closing) reply.header('connection', 'close')
  })

  // First: with tracing, @fastify/otel must see every route and hook registered after it.
  app.register(requestWorkPlugin, { tracing })
  app.register(errorsPlugin)
  // Early, so its timing hook sees every route registered after it.
  app.register(metricsPlugin, { metrics, token: config.metricsToken })
  app.register(securityPlugin, {
    stripe: config.stripe !== undefined,
    mapTileUrl: config.mapTiles?.url,
  })
  app.register(privateAnswersPlugin)
  app.register(corsPlugin, { allowedOrigins: config.corsOrigins })
  app.register(rateLimitPlugin, {
    redisUrl: config.redisUrl,
    rateLimits: config.rateLimits,
    namespace: config.rateLimitNamespace,
  })
  app.register(docsPlugin)
  app.register(dbPlugin, { target: config.database })
  app.register(quoteSigningPlugin, { keys: config.quoteSigningKeys })
  app.register(paymentsPlugin, { stripe: config.stripe })
  const leaseSeconds = config.chaosLeaseSeconds
  app.register(mailOutboxPlugin, {
    smtpUrl: config.smtpUrl,
    mailFrom: config.mailFrom,
    leaseSeconds,
  })
  app.register(jobsPlugin, { intervalMs: config.jobsIntervalMs, leaseSeconds })
  app.register(textMessageDelivery, {
    twilio: config.twilio,
    intervalMs: config.jobsIntervalMs,
    leaseSeconds,
  })
  // The auth plugins get their lookups here, so no plugin imports a feature module.
  app.register(partnerAuthPlugin, {
    findPartnerBySession,
    findPartnerByApiKey,
    apiKeyRequestLimit,
  })
  app.register(providerAuthPlugin, { findProviderUserBySession })
  app.register(bookingExpiryLoop)
  app.register(paymentReconciliationLoop, {
    appBaseUrl: config.appBaseUrl,
    intervalMs: config.paymentReconcileIntervalMs,
    minAgeMs: config.paymentReconcileMinAgeMs,
  })
  app.register(operatorAuthPlugin, { resumeSession })
  // Before any route: guards run ahead of body validation (docs/architecture.md#security).
  app.register(authFirstPlugin)

  // Served by the currencies feature and read by the receipts (docs/decisions/028-ride-page.md).
  const currencyRates = createCurrencyRates({
    ratesUrl: config.currencyRatesUrl,
    log: app.log.child({ module: 'currencies' }),
  })

  // Each feature's routes.ts, under /api/v1 (docs/product.md#api-contract).
  app.register(
    async (api) => {
      await api.register(healthRoutes)
      await api.register(mapConfigRoutes, { tiles: config.mapTiles })
      await api.register(placesModule, { geocoder: config.geocoder })
      await api.register(catalogueModule)
      await api.register(pricingModule, {
        routingUrl: config.routingUrl,
        quoteCleanupIntervalMs: config.quoteCleanupIntervalMs,
      })
      await api.register(currenciesModule, { ratesUrl: config.currencyRatesUrl, currencyRates })
      await api.register(partnersModule, { appBaseUrl: config.appBaseUrl })
      await api.register(partnerApiKeyRoutes)
      await api.register(partnerTeamModule, { appBaseUrl: config.appBaseUrl })
      await api.register(bookingRoutes)
      await api.register(rideRoutes, { appBaseUrl: config.appBaseUrl })
      await api.register(rideReceiptRoutes, { currencyRates })
      await api.register(rideActionRoutes, { appBaseUrl: config.appBaseUrl })
      await api.register(rideChangeRoutes, {
        appBaseUrl: config.appBaseUrl,
        routingUrl: config.routingUrl,
        publishableKey: config.stripePublishableKey,
      })
      await api.register(paymentRoutes, {
        appBaseUrl: config.appBaseUrl,
        publishableKey: config.stripePublishableKey,
        chaosCrashAfterGatewaySuccess: config.chaosCrashAfterGatewaySuccess,
      })
      await api.register(opsBookingRoutes, { appBaseUrl: config.appBaseUrl })
      await api.register(operatorsModule, { appBaseUrl: config.appBaseUrl })
      await api.register(registryModule)
      await api.register(providerAccountsModule, { appBaseUrl: config.appBaseUrl })
      await api.register(auditModule)
      await api.register(outboxModule)
      await api.register(overviewModule)
      await api.register(boardModule)
      await api.register(offersModule, { appBaseUrl: config.appBaseUrl })
      await api.register(flightsModule, {
        source:
          flightStatus ?? createFlightStatusSource(config.flightStatus, { now: () => clock.now() }),
        tracking: config.flightTracking,
        appBaseUrl: config.appBaseUrl,
      })
      await api.register(driverJobsModule, {
        appBaseUrl: config.appBaseUrl,
        driverSteps: config.driverSteps,
      })
      if (config.e2eOutboundMessages) await api.register(e2eOutboundMessagesRoute)
      await api.register(waitingChargesModule, { appBaseUrl: config.appBaseUrl })
      await api.register(providerStatementsModule)
      await api.register(partnerStatementsModule, { currencyRates })
      await api.register(providerRatingsModule)
      await api.register(webhooksModule, { allowPrivate: config.webhookAllowPrivate })
      await api.register(privacyModule, { appBaseUrl: config.appBaseUrl })
    },
    { prefix: '/api/v1' },
  )

  app.register(webPlugin, { webDistDir: config.webDistDir, appBaseUrl: config.appBaseUrl })
  return app
}
