import fastifyCompress from '@fastify/compress';
import { appConfigSchema } from '@lull/domain/contracts/platform';
import Fastify, { type FastifyError, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { AppConfig } from './config';
import type { Database } from './db/database';
import { createOidcProvider, type IdentityProvider } from './integrations/identity-provider';
import { createEmbeddedGeocoder, type Geocoder } from './integrations/geocoder/geocoder';
import { authRoutes } from './modules/auth/auth.routes';
import { createAttemptLimits } from './modules/rate-limits/attempt-limits';
import { bookingsRoutes } from './modules/bookings/bookings.routes';
import { cancelForClosedBusiness, customerTotalsOf, previewClosureOfBusiness, sumMadeBookings } from './modules/bookings';
import { createBookingsService } from './modules/bookings/bookings.service';
import { merchantBookingsRoutes } from './modules/bookings/merchant-bookings.routes';
import { createMerchantBookingsService } from './modules/bookings/merchant-bookings.service';
import { creditsRoutes } from './modules/credits/credits.routes';
import { createCreditsService } from './modules/credits/credits.service';
import { referralsRoutes } from './modules/referrals/referrals.routes';
import { createReferralsService } from './modules/referrals/referrals.service';
import { createSandboxGateway } from './integrations/payments/sandbox-gateway';
import { createStripeGateway } from './integrations/payments/stripe-gateway';
import type { PaymentGateway } from './integrations/payments/payment-gateway';
import { paymentsRoutes } from './modules/payments/payments.routes';
import { createPaymentsService } from './modules/payments/payments.service';
import { catalogueRoutes } from './modules/catalogue/catalogue.routes';
import { createCatalogueService, type ListenForChanges } from './modules/catalogue/catalogue.service';
import { contactRoutes } from './modules/contact/contact.routes';
import { createContactService } from './modules/contact/contact.service';
import { favouritesRoutes } from './modules/favourites/favourites.routes';
import { createFavouritesService } from './modules/favourites/favourites.service';
import { filesRoutes } from './modules/files/files.routes';
import { merchantsRoutes } from './modules/merchants/merchants.routes';
import { merchantsAdminRoutes } from './modules/merchants/merchants-admin.routes';
import { adminRoutes } from './modules/admin/admin.routes';
import { usersAdminRoutes } from './modules/accounts/users-admin.routes';
import { contactAdminRoutes } from './modules/contact/contact-admin.routes';
import { payoutsRoutes } from './modules/payouts/payouts.routes';
import { offPeakRoutes } from './modules/off-peak/off-peak.routes';
import { servicesRoutes } from './modules/services/services.routes';
import { archiveServicesOfClosedBusiness } from './modules/services/services.service';
import { servicesAdminRoutes } from './modules/services/services-admin.routes';
import { refundsAdminRoutes } from './modules/refunds/refunds-admin.routes';
import { payoutsAdminRoutes } from './modules/payouts/payouts-admin.routes';
import { bookingsAdminRoutes } from './modules/bookings/bookings-admin.routes';
import { analyticsRoutes } from './modules/admin/analytics.routes';
import { exportsRoutes } from './modules/admin/exports.routes';
import { auditAdminRoutes } from './modules/audit/audit-admin.routes';
import type { BusinessActivity } from './modules/merchants/business-activity';
import { createMerchantsService } from './modules/merchants/merchants.service';
import { createFilesService } from './modules/files/files.service';
import { createAuthService } from './modules/auth/auth.service';
import { devOutboxRoutes } from './modules/mail/dev-outbox.routes';
import { notificationsRoutes } from './modules/notifications/notifications.routes';
import { createNotificationsService } from './modules/notifications/notifications.service';
import { reviewsRoutes } from './modules/reviews/reviews.routes';
import { createReviewsService } from './modules/reviews/reviews.service';
import { usersRoutes } from './modules/accounts/account.routes';
import { waitlistRoutes } from './modules/waitlist/waitlist.routes';
import { createWaitlistService } from './modules/waitlist/waitlist.service';
import { createAccountService } from './modules/accounts/account.service';
import errorHandler from './plugins/error-handler';
import openapi from './plugins/openapi';
import security from './plugins/security';
import session from './plugins/session';
import webApp from './plugins/web-app';
import type { AppContext } from './shared/app-context';
import { systemClock, type Clock } from './shared/clock';

export interface AppDependencies {
  config: AppConfig;
  db: Database;
  clock?: Clock;
  /** Replaces the Google provider built from config (tests point it at a provider on loopback). */
  identityProvider?: IdentityProvider;
  geocoder?: Geocoder;
  /** The database's change notifications (`DatabaseHandle.listen`); without them listings are never cached. */
  listen?: ListenForChanges;
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
  await app.register(security, { config, db });
  await app.register(openapi);
  await app.register(session, { config, db, clock });
  await app.register(import('./plugins/storable-text'));

  app.get('/api/health', { schema: { tags: ['platform'], response: { 200: z.object({ status: z.literal('ok') }) } } }, async () => {
    await db.execute(sql`select 1`);
    return { status: 'ok' as const };
  });

  const auth = createAuthService(context);
  app.get(
    '/api/config',
    {
      schema: {
        tags: ['platform'],
        response: { 200: appConfigSchema },
      },
    },
    async () => ({
      google_sign_in: auth.googleSignInConfigured(),
      payments: config.payments.mode,
      // Publishable by design: Stripe.js needs it in the browser.
      stripe_publishable_key: config.payments.mode === 'stripe' ? config.payments.stripePublishableKey : null,
    }),
  );

  await app.register(authRoutes, { auth, attempts: createAttemptLimits(db) });
  await app.register(usersRoutes, { users: createAccountService(context) });
  await app.register(notificationsRoutes, { notifications: createNotificationsService(context) });
  await app.register(contactRoutes, { contact: createContactService(context) });
  const geocoder = deps.geocoder ?? createEmbeddedGeocoder();
  // Merchants sits under bookings and services (they ask it whose business a request is about); what it needs
  // of them comes in through this port, so no module circle forms (decision 043).
  const businessActivity: BusinessActivity = {
    madeBookingTotals: sumMadeBookings,
    bookingTotalsOf: customerTotalsOf,
    previewClosureOfBusiness,
    cancelForClosedBusiness,
    archiveServicesOfClosedBusiness,
  };
  const catalogue = await createCatalogueService(context, geocoder, deps.listen);
  app.addHook('onClose', catalogue.close);
  await app.register(catalogueRoutes, { catalogue });
  await app.register(reviewsRoutes, { reviews: createReviewsService(context, catalogue) });
  await app.register(favouritesRoutes, { favourites: createFavouritesService(context, catalogue) });
  await app.register(filesRoutes, { files: createFilesService(context) });
  await app.register(merchantsRoutes, { merchants: createMerchantsService(context, geocoder, businessActivity) });
  await app.register(servicesRoutes, { context });
  await app.register(payoutsRoutes, { context });
  await app.register(offPeakRoutes, { context });
  await app.register(merchantBookingsRoutes, { merchantBookings: createMerchantBookingsService(context) });
  await app.register(bookingsRoutes, { bookings: createBookingsService(context), attempts: createAttemptLimits(db) });
  await app.register(waitlistRoutes, { waitlist: createWaitlistService(context) });
  await app.register(paymentsRoutes, { payments: createPaymentsService(context, paymentGateway) });
  await app.register(creditsRoutes, { credits: createCreditsService(context) });
  await app.register(referralsRoutes, { referrals: createReferralsService(context) });
  // The admin dashboard's routes: every one refuses anyone but an admin (the one check: shared/actor.ts, decision 043).
  await app.register(adminRoutes, { context });
  await app.register(merchantsAdminRoutes, { context, geocoder, activity: businessActivity });
  await app.register(usersAdminRoutes, { context });
  await app.register(contactAdminRoutes, { context });
  await app.register(servicesAdminRoutes, { context });
  await app.register(bookingsAdminRoutes, { context });
  await app.register(refundsAdminRoutes, { context });
  await app.register(payoutsAdminRoutes, { context });
  await app.register(analyticsRoutes, { context });
  await app.register(exportsRoutes, { context });
  await app.register(auditAdminRoutes, { context });
  if (!config.isProduction) await app.register(devOutboxRoutes, { db });

  await app.register(webApp, { webDist: config.webDist });
  return app;
}
