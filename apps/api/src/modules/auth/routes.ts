// POST /accounts/me/login | status | logout | reset-password | reset-password/confirm.
import formbody from '@fastify/formbody';
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
import { AppError } from '../../errors.js';
import { publicOriginOf } from '../../public-origin.js';
import type { AccountsContext } from './context.js';
import { LOGIN_EMAIL_LIMIT, LOGIN_IP_LIMIT, RESET_LIMIT, withRetryAfter } from './rate-limit.js';
import { authenticate, confirmPasswordReset, loginReply, requestPasswordReset, statusReply } from './service.js';

const errors = { 400: ErrorReply, 401: ErrorReply, 403: ErrorReply, 429: ErrorReply };

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, Math.max(0, ms)));

export const authRoutes =
  (ctx: AccountsContext): FastifyPluginAsyncZod =>
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
        // Count the attempt first, atomically, before the slow password hash: simultaneous
        // attempts cannot all pass a check made before any of them was counted. A success gives
        // its attempt back (the limits count failed logins).
        await withRetryAfter(reply, async () => {
          await ctx.limiter.consume(LOGIN_IP_LIMIT, [ipKey]);
          await ctx.limiter.consume(LOGIN_EMAIL_LIMIT, [emailKey]);
        });
        let row;
        try {
          row = await authenticate(ctx.db, request.body.email, request.body.password, ctx.now());
        } catch (err) {
          if (err instanceof AppError && err.code === 'invalid-credentials') await ctx.sessions.end(request, reply);
          throw err;
        }
        await ctx.limiter.refund([ipKey, emailKey]);
        const { csrfToken } = await ctx.sessions.start(request, reply, row.id);
        return loginReply(row, csrfToken);
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
        const answerAt = performance.now() + ctx.resetAnswerMs;
        await withRetryAfter(reply, () => ctx.limiter.consume(RESET_LIMIT, [`reset-ip:${request.ip}`, `reset-email:${email}`]));
        // The lookup and the e-mail run beside the answer, which always comes after the same
        // delay: its timing says nothing about whether the e-mail has an account (ADR 199).
        const input = { email, baseUrl: publicOriginOf(request, ctx.config), ip: request.ip ?? null, now: ctx.now() };
        ctx.background.run('password reset e-mail', () => requestPasswordReset(ctx.db, input));
        await sleep(answerAt - performance.now());
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
        await withRetryAfter(reply, () => ctx.limiter.consume(RESET_LIMIT, [`reset-confirm-ip:${request.ip}`]));
        await confirmPasswordReset(ctx.db, request.body, {
          now: ctx.now(),
          current: request.auth ? { accountId: request.auth.accountId, sessionHash: request.auth.sessionHash } : null,
        });
        return { ok: true as const };
      },
    );
  };
