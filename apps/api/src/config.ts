import { z } from 'zod';

const optionalUrl = z.url().optional();

const environmentSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('127.0.0.1'),
  DATA_DIR: z.string().default('./.data'),
  DATABASE_URL: optionalUrl,
  PUBLIC_URL: z.url().optional(),
  SMTP_URL: optionalUrl,
  MAIL_FROM: z.string().default('Lull <hello@lull.test>'),
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_CLIENT_SECRET: z.string().optional(),
  OIDC_ISSUER: z.url().default('https://accounts.google.com'),
  PAYMENTS: z.enum(['sandbox', 'stripe']).default('sandbox'),
  STRIPE_SECRET_KEY: z.string().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  STRIPE_PUBLISHABLE_KEY: z.string().optional(),
  STRIPE_API_BASE: z.url().default('https://api.stripe.com'),
  CATALOGUE_CACHE_SECONDS: z.coerce.number().int().min(0).max(300).default(10),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export interface AppConfig {
  env: 'development' | 'test' | 'production';
  isProduction: boolean;
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** Origin used for links in mail and for the same-origin check; never taken from the Host header. */
  publicUrl: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  google: { clientId: string; clientSecret: string; issuer: string } | undefined;
  payments:
    | { mode: 'sandbox' }
    | { mode: 'stripe'; stripeSecretKey: string; stripeWebhookSecret: string; stripePublishableKey: string; stripeApiBase: string };
  logLevel: string;
  /** How long a catalogue listing answer is reused; 0 turns the cache off. */
  catalogueCacheSeconds: number;
  /** Where the built web app lives; absent in API-only tests. */
  webDist?: string;
}

export class ConfigError extends Error {}

/** Reads the environment once at start-up and refuses to start, naming every bad variable. */
export function loadConfig(environment: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = environmentSchema.safeParse(environment);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid environment:\n  ${problems.join('\n  ')}`);
  }
  const env = parsed.data;
  const problems: string[] = [];
  if (env.PAYMENTS === 'stripe') {
    // A swapped or mistyped key would otherwise surface only at the first payment.
    const stripeKeys = [
      ['STRIPE_SECRET_KEY', env.STRIPE_SECRET_KEY, /^(sk|rk)_/, 'sk_'],
      ['STRIPE_PUBLISHABLE_KEY', env.STRIPE_PUBLISHABLE_KEY, /^pk_/, 'pk_'],
      ['STRIPE_WEBHOOK_SECRET', env.STRIPE_WEBHOOK_SECRET, /^whsec_/, 'whsec_'],
    ] as const;
    for (const [name, value, pattern, prefix] of stripeKeys) {
      if (!value) problems.push(`${name}: required when PAYMENTS=stripe`);
      else if (!pattern.test(value)) problems.push(`${name}: expected a Stripe value starting with ${prefix}`);
    }
  }
  if (Boolean(env.GOOGLE_CLIENT_ID) !== Boolean(env.GOOGLE_CLIENT_SECRET)) {
    problems.push('GOOGLE_CLIENT_ID / GOOGLE_CLIENT_SECRET: set both or neither');
  }
  if (env.NODE_ENV === 'production' && !env.PUBLIC_URL) problems.push('PUBLIC_URL: required in production');
  if (problems.length > 0) throw new ConfigError(`Invalid environment:\n  ${problems.join('\n  ')}`);

  return {
    env: env.NODE_ENV,
    isProduction: env.NODE_ENV === 'production',
    port: env.PORT,
    host: env.HOST,
    dataDir: env.DATA_DIR,
    databaseUrl: env.DATABASE_URL,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ''),
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    google:
      env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET
        ? { clientId: env.GOOGLE_CLIENT_ID, clientSecret: env.GOOGLE_CLIENT_SECRET, issuer: env.OIDC_ISSUER }
        : undefined,
    payments:
      env.PAYMENTS === 'stripe'
        ? {
            mode: 'stripe',
            stripeSecretKey: env.STRIPE_SECRET_KEY!,
            stripeWebhookSecret: env.STRIPE_WEBHOOK_SECRET!,
            stripePublishableKey: env.STRIPE_PUBLISHABLE_KEY!,
            stripeApiBase: env.STRIPE_API_BASE.replace(/\/+$/, ''),
          }
        : { mode: 'sandbox' },
    logLevel: env.LOG_LEVEL,
    catalogueCacheSeconds: env.CATALOGUE_CACHE_SECONDS,
  };
}
