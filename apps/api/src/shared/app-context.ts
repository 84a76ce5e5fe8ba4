import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../config';
import type { Database } from '../db/database';
import type { IdentityProvider } from '../integrations/identity-provider';
import type { PaymentGateway } from '../integrations/payments/payment-gateway';
import type { Clock } from './clock';

/** What every service needs from the outside world; built once in buildApp and passed to each module. */
export interface AppContext {
  db: Database;
  config: AppConfig;
  clock: Clock;
  log: FastifyBaseLogger;
  identityProvider: IdentityProvider | undefined;
  /** The one gateway that charges cards and pays refunds back (sandbox or Stripe, from config unless a test gives one). */
  paymentGateway: PaymentGateway;
}
