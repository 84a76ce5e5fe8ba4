import { createdSessionSchema, googleRedirectSchema, googleSessionRequestSchema } from '@lull/domain/contracts/google-sign-in';
import { userEnvelopeSchema, messageSchema } from '@lull/domain/contracts/user';
import { forgotPasswordSchema, loginSchema, registerSchema, resetPasswordSchema } from '@lull/domain/validation/auth';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { inBackground } from '../../shared/background-work';
import type { AttemptLimits } from '../rate-limits/attempt-limits';
import type { AuthService } from './auth.service';

const FORGOT_PASSWORD_ANSWER = "If your email is registered, you'll receive a reset link shortly";
const OIDC_STATE_COOKIE = 'lull_oidc_state';

const perIpAndEmail = (request: { ip: string; body?: unknown }) => {
  const email = (request.body as { email?: unknown } | undefined)?.email;
  return `${request.ip}:${typeof email === 'string' ? email.trim().toLowerCase() : ''}`;
};

const FIFTEEN_MINUTES = 15 * 60_000;
const normalisedEmail = (email: string) => email.trim().toLowerCase();

export const authRoutes: FastifyPluginAsyncZod<{ auth: AuthService; attempts: AttemptLimits }> = async (app, { auth, attempts }) => {
  const tags = ['auth'];

  app.post(
    '/api/auth/register',
    {
      schema: { tags, body: registerSchema, response: { 201: userEnvelopeSchema } },
      config: { rateLimit: { max: 20, timeWindow: '1 hour' } },
    },
    async (request, reply) => {
      const { user, session } = await auth.register(request.body, request.headers['user-agent']);
      return reply.startSessionCookie(session).status(201).send({ user });
    },
  );

  app.post(
    '/api/auth/login',
    {
      schema: { tags, body: loginSchema, response: { 200: userEnvelopeSchema } },
      // preHandler: the body is parsed by then, so attempts are counted per address and account.
      config: { rateLimit: { max: 10, timeWindow: '15 minutes', hook: 'preHandler', keyGenerator: perIpAndEmail } },
    },
    async (request, reply) => {
      // Beyond ten tries at one account from one address: guesses at one account spread over many addresses,
      // and one address trying many accounts (credential stuffing), are limited too.
      await attempts.count([
        { key: `login-account:${normalisedEmail(request.body.email)}`, max: 30, windowMs: FIFTEEN_MINUTES },
        { key: `login-address:${request.ip}`, max: 100, windowMs: FIFTEEN_MINUTES },
      ]);
      const { user, session } = await auth.login(request.body, request.headers['user-agent']);
      return reply.startSessionCookie(session).send({ user });
    },
  );

  app.get('/api/logout', { schema: { tags, response: { 200: messageSchema } } }, async (request, reply) => {
    if (request.auth) await auth.logout(request.auth.tokenHash);
    return reply.clearSessionCookie().send({ message: 'Logged out' });
  });

  app.post(
    '/api/auth/forgot-password',
    {
      schema: { tags, body: forgotPasswordSchema, response: { 200: messageSchema } },
      config: { rateLimit: { max: 5, timeWindow: '15 minutes', hook: 'preHandler', keyGenerator: perIpAndEmail } },
    },
    async (request) => {
      // The answer must not tell a registered address from another by its words or by its time: the link is
      // made and mailed after the answer has gone, so both answers take the same few milliseconds.
      inBackground(auth.requestPasswordReset(request.body.email)).catch((error: unknown) => request.log.error({ err: error }, 'password reset link not queued'));
      return { message: FORGOT_PASSWORD_ANSWER };
    },
  );

  app.post(
    '/api/auth/reset-password',
    {
      schema: { tags, body: resetPasswordSchema, response: { 200: messageSchema } },
      config: { rateLimit: { max: 20, timeWindow: '15 minutes' } },
    },
    async (request) => {
      await auth.resetPassword(request.body);
      return { message: 'Your password has been reset. You can now sign in.' };
    },
  );

  app.get(
    '/api/oauth/google/redirect_url',
    { schema: { tags, response: { 200: googleRedirectSchema } } },
    async (_request, reply) => {
      const { redirectUrl, state } = await auth.startGoogleSignIn();
      // The state is also bound to this browser, so a code started elsewhere cannot sign it in.
      reply.setCookie(OIDC_STATE_COOKIE, state, { path: '/api/sessions', httpOnly: true, sameSite: 'lax', maxAge: 600 });
      return { redirectUrl };
    },
  );

  app.post(
    '/api/sessions',
    {
      schema: {
        tags,
        body: googleSessionRequestSchema,
        response: { 200: createdSessionSchema },
      },
      config: { rateLimit: { max: 30, timeWindow: '15 minutes' } },
    },
    async (request, reply) => {
      const state = request.body.state ?? '';
      const boundState = request.cookies[OIDC_STATE_COOKIE];
      reply.clearCookie(OIDC_STATE_COOKIE, { path: '/api/sessions' });
      const callback = new URLSearchParams({ code: request.body.code, state: boundState === state ? state : '' });
      if (request.body.iss) callback.set('iss', request.body.iss);
      const { user, session, isNewUser } = await auth.finishGoogleSignIn(callback, request.headers['user-agent']);
      return reply.startSessionCookie(session).send({ user, is_new_user: isNewUser });
    },
  );
};
