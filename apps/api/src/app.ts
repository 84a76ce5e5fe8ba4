import fastifyCompress from '@fastify/compress';
import Fastify, { type FastifyError, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppConfig } from './config';
import type { Database } from './db/database';
import { createOidcProvider, type IdentityProvider } from './integrations/identity-provider';
import { createEmbeddedGeocoder, type Geocoder } from './integrations/geocoder/geocoder';
import { createSandboxGateway } from './integrations/payments/sandbox-gateway';
import { createStripeGateway } from './integrations/payments/stripe-gateway';
import type { PaymentGateway } from './integrations/payments/payment-gateway';
import { accountsModule } from './modules/accounts';
import { adminModule } from './modules/admin';
import { auditModule } from './modules/audit';
import { authModule } from './modules/auth';
import { bookingsModule, cancelForClosedBusiness, customerTotalsOf, expireLapsedHolds, previewClosureOfBusiness, sumMadeBookings } from './modules/bookings';
import { calendarFeedsModule } from './modules/calendar-feeds';
import { catalogueModule } from './modules/catalogue';
import { contactModule } from './modules/contact';
import { creditsModule } from './modules/credits';
import { favouritesModule } from './modules/favourites';
import { filesModule } from './modules/files';
import { mailModule } from './modules/mail';
import { businessActivity, merchantsModule } from './modules/merchants';
import { notificationsModule } from './modules/notifications';
import { offPeakModule } from './modules/off-peak';
import { paymentsModule } from './modules/payments';
import { payoutsModule } from './modules/payouts';
import { platformModule, readinessChecks } from './modules/platform';
import { referralsModule } from './modules/referrals';
import { refundsModule } from './modules/refunds';
import { reviewsModule } from './modules/reviews';
import { archiveServicesOfClosedBusiness, servicesModule } from './modules/services';
import { lapsedHoldsRelease, teamModule } from './modules/team';
import { waitlistModule } from './modules/waitlist';
import errorHandler from './plugins/error-handler';
import loadShedding from './plugins/load-shedding';
import metrics from './plugins/metrics';
import openapi from './plugins/openapi';
import security from './plugins/security';
import session from './plugins/session';
import webApp from './plugins/web-app';
import type { AppContext } from './shared/app-context';
import { systemClock, type Clock } from './shared/clock';
import { Provisions, type LullModule, type ModuleOptions } from './shared/module';

export interface AppDependencies {
  config: AppConfig;
  db: Database;
  clock?: Clock;
  /** Replaces the Google provider built from config (tests point it at a provider on loopback). */
  identityProvider?: IdentityProvider;
  geocoder?: Geocoder;
  /** The database's change notifications (`DatabaseHandle.listen`); without them listings are never cached. */
  listen?: ModuleOptions['listen'];
  /** The PostgreSQL pool's figures (`DatabaseHandle.poolFigures`): metrics and load shedding read them. */
  poolFigures?: ModuleOptions['poolFigures'];
  paymentGateway?: PaymentGateway;
  /** Pino's options; `stream` receives every log line (a test reads what would be logged). */
  logger?: boolean | { level: string; stream?: { write(line: string): void } };
}

const JSON_BODY_LIMIT = 1024 * 1024;

// Text of any kind (JSON, HTML, CSS, JS, CSV, calendars) except an event stream, which must reach the client
// as it is written; other types follow mime-db (images and PDFs are compressed formats already).
const COMPRESSIBLE = /^text\/(?!event-stream)|[/+](?:json|xml)(?:;|$)|javascript/;

function paymentGatewayFor({ payments }: AppConfig): PaymentGateway {
  if (payments.mode === 'sandbox') return createSandboxGateway();
  return createStripeGateway({ secretKey: payments.stripeSecretKey, webhookSecret: payments.stripeWebhookSecret, apiBase: payments.stripeApiBase });
}

/** Errors the router raises before any handler (a malformed or over-long path): readable, never echoing the path. */
function answerRouterError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const tooLong = error.code === 'FST_ERR_MAX_PARAM_LENGTH' || error.statusCode === 414;
  void reply.status(tooLong ? 414 : 400).send({ error: tooLong ? 'That address is too long.' : 'That address is not valid.' });
}

/** Registers every plugin and module; never listens, so tests drive it with `app.inject`. */
export async function buildApp(deps: AppDependencies): Promise<FastifyInstance> {
  const { config, db } = deps;
  const clock = deps.clock ?? systemClock;
  const app = Fastify({
    logger: deps.logger ?? { level: config.logLevel },
    bodyLimit: JSON_BODY_LIMIT,
    trustProxy: config.trustProxy,
    // Request ids in logs; the error handler's log lines carry them.
    genReqId: () => crypto.randomUUID(),
    frameworkErrors: answerRouterError,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  // First, so that its hook reaches every route, the web app's files included (those are compressed at build
  // time: a reply that already has a Content-Encoding is left alone). Answers under 1 KB go as they are;
  // request bodies are never inflated (nobody sends them compressed, and the webhook needs its raw bytes).
  await app.register(fastifyCompress, {
    encodings: ['br', 'gzip'],
    threshold: 1024,
    globalDecompression: false,
    customTypes: (contentType: string) => COMPRESSIBLE.test(contentType),
  });

  const identityProvider =
    deps.identityProvider ??
    (config.google
      ? createOidcProvider({ ...config.google, redirectUri: `${config.publicUrl}/auth/callback` })
      : undefined);
  const paymentGateway = deps.paymentGateway ?? paymentGatewayFor(config);
  const context: AppContext = { db, config, clock, log: app.log, identityProvider, paymentGateway };

  await app.register(errorHandler);
  // Before anything a request would wait for: an overloaded instance turns it away first (decision 062).
  await app.register(metrics);
  await app.register(loadShedding, { config, poolFigures: deps.poolFigures });
  await app.register(security, { config, db });
  await app.register(openapi);
  await app.register(session, { config, db, clock });
  await app.register(import('./plugins/storable-text'));

  const provisions = new Provisions();
  // Merchants sits under bookings and services (they ask it whose business a request is about); what it needs
  // of them comes in through this port, so no module circle forms (decision 043).
  provisions.provide(businessActivity, {
    madeBookingTotals: sumMadeBookings,
    bookingTotalsOf: customerTotalsOf,
    previewClosureOfBusiness,
    cancelForClosedBusiness,
    archiveServicesOfClosedBusiness,
  });
  // Likewise the team's diary, under bookings, frees lapsed holds through bookings (decision 050).
  provisions.provide(lapsedHoldsRelease, expireLapsedHolds);
  // What keeps the instance from being ready besides its database: each module that can adds its check.
  provisions.provide(readinessChecks, []);
  const moduleOptions: ModuleOptions = {
    context,
    geocoder: deps.geocoder ?? createEmbeddedGeocoder(),
    listen: deps.listen,
    poolFigures: deps.poolFigures,
    provisions,
  };
  // Each module builds its services and registers its routes, admin routes included (every /api/admin route refuses
  // anyone but an admin: the session plugin's one check, decision 043). The catalogue comes before the modules that
  // read it (reviews, favourites), which Provisions checks at start-up (decision 048).
  const modules: LullModule[] = [
    platformModule,
    authModule,
    accountsModule,
    notificationsModule,
    contactModule,
    catalogueModule,
    reviewsModule,
    favouritesModule,
    filesModule,
    merchantsModule,
    servicesModule,
    payoutsModule,
    offPeakModule,
    teamModule,
    bookingsModule,
    calendarFeedsModule,
    waitlistModule,
    paymentsModule,
    creditsModule,
    referralsModule,
    adminModule,
    refundsModule,
    auditModule,
    mailModule,
  ];
  for (const module of modules) await app.register(module, moduleOptions);

  await app.register(webApp, { config, listen: deps.listen, webDist: config.webDist, webRenderer: config.webRenderer });
  return app;
}
