// POST /accounts/me/login | status | logout | reset-password | reset-password/confirm.
import formbody from '@fastify/formbody';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ErrorReply,
  LoginBody,
  LoginReply,
  LogoutReply,
  ResetPasswordBody,
  ResetPasswordConfirmBody,
  ResetPasswordConfirmReply,
  ResetPasswordReply,
  StatusReply,
} from '@mijote/contracts';
import type { AppConfig } from '../../config.js';
import { AppError } from '../../errors.js';
import type { AccountsContext } from './context.js';
import { LOGIN_EMAIL_LIMIT, LOGIN_IP_LIMIT, RESET_LIMIT, withRetryAfter } from './rate-limit.js';
import { authenticate, confirmPasswordReset, loginReply, requestPasswordReset, statusReply } from './service.js';

const errors = { 400: ErrorReply, 401: ErrorReply, 403: ErrorReply, 429: ErrorReply };

/**
 * Origin of links in e-mails: PUBLIC_ORIGIN when set; otherwise the request's host only when it is
 * a known host of ours (no password-reset poisoning through a forged Host header).
 */
export function publicBaseUrl(request: FastifyRequest, config: AppConfig): string {
  if (config.publicOrigin) return new URL(config.publicOrigin).origin;
  const host = (request.host ?? '').toLowerCase();
  const hostname = host.replace(/:\d+$/, '');
  const known = new Set([...config.mainHosts, ...config.bakeryHosts, config.productionHost, 'localhost', '127.0.0.1']);
  if (known.has(hostname)) return `${request.protocol}://${host}`;
  return `https://${config.productionHost}`;
}

export const authRoutes = (ctx: AccountsContext): FastifyPluginAsyncZod =>
  async (app) => {
    // Form-encoded login (the spec's form post), scoped to these routes.
    await app.register(formbody);

    app.post(
      '/accounts/me/login',
      {
        config: { csrf: 'exempt', forcedReset: 'allowed' },
        schema: {
          tags: ['accounts'],
          summary: 'Log in (form-encoded or JSON); starts a new session',
          body: LoginBody,
          response: { 200: LoginReply, ...errors },
        },
      },
      async (request, reply) => {
        const ipKey = `login-ip:${request.ip}`;
        const emailKey = `login-email:${request.body.email.trim().toLowerCase()}`;
        withRetryAfter(reply, () => {
          ctx.limiter.assertUnder(LOGIN_IP_LIMIT, [ipKey]);
          ctx.limiter.assertUnder(LOGIN_EMAIL_LIMIT, [emailKey]);
        });
        try {
          const row = await authenticate(ctx.db, request.body.email, request.body.password, ctx.now());
          const { csrfToken } = await ctx.sessions.start(request, reply, row.id);
          return loginReply(row, csrfToken);
        } catch (err) {
          if (err instanceof AppError && err.code === 'invalid-credentials') {
            ctx.limiter.hit(LOGIN_IP_LIMIT, [ipKey]);
            ctx.limiter.hit(LOGIN_EMAIL_LIMIT, [emailKey]);
            await ctx.sessions.end(request, reply);
          }
          throw err;
        }
      },
    );

    app.post(
      '/accounts/me/status',
      {
        config: { csrf: 'exempt', forcedReset: 'allowed' },
        schema: {
          tags: ['accounts'],
          summary: 'Session check: the logged-in account and the CSRF token, or 401',
          response: { 200: StatusReply, ...errors },
        },
      },
      async (request, reply) => {
        if (!request.auth) {
          if (request.cookies[ctx.sessions.cookieName] || request.cookies[ctx.sessions.hintCookieName]) ctx.sessions.clearCookie(reply);
          throw AppError.unauthorized();
        }
        return statusReply(ctx.db, request.auth.accountId, request.auth.csrfSecret);
      },
    );

    app.post(
      '/accounts/me/logout',
      {
        config: { forcedReset: 'allowed' },
        schema: {
          tags: ['accounts'],
          summary: 'Log out: deletes the session on the server and clears the cookie',
          response: { 200: LogoutReply, ...errors },
        },
      },
      async (request, reply) => {
        await ctx.sessions.end(request, reply);
        return { ok: true as const };
      },
    );

    app.post(
      '/accounts/me/reset-password',
      {
        config: { csrf: 'exempt' },
        schema: {
          tags: ['accounts'],
          summary: 'Sends a single-use reset link (1 hour) when the e-mail has an account; always the same answer',
          body: ResetPasswordBody,
          response: { 200: ResetPasswordReply, ...errors },
        },
      },
      async (request, reply) => {
        const email = request.body.email.trim().toLowerCase();
        withRetryAfter(reply, () => ctx.limiter.consume(RESET_LIMIT, [`reset-ip:${request.ip}`, `reset-email:${email}`]));
        await requestPasswordReset(ctx.db, {
          email,
          baseUrl: publicBaseUrl(request, ctx.config),
          ip: request.ip ?? null,
          now: ctx.now(),
        });
        return { code: 'email-instruction' as const };
      },
    );

    app.post(
      '/accounts/me/reset-password/confirm',
      {
        config: { csrf: 'exempt', forcedReset: 'allowed' },
        schema: {
          tags: ['accounts'],
          summary: 'Sets a new password with a reset token (single use); logs out the other sessions',
          body: ResetPasswordConfirmBody,
          response: { 200: ResetPasswordConfirmReply, ...errors },
        },
      },
      async (request, reply) => {
        withRetryAfter(reply, () => ctx.limiter.consume(RESET_LIMIT, [`reset-confirm-ip:${request.ip}`]));
        await confirmPasswordReset(ctx.db, request.body, {
          now: ctx.now(),
          current: request.auth ? { accountId: request.auth.accountId, sessionHash: request.auth.sessionHash } : null,
        });
        return { ok: true as const };
      },
    );
  };
