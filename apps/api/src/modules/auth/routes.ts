// POST /accounts/me/login | sign-in-link | status | logout | reset-password | reset-password/confirm.
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
  SignInLinkBody,
  StatusReply,
} from '@mijote/contracts';
import { AppError } from '../../errors.js';
import { secondFactorStateOfAuth } from '../../plugins/session.js';
import { publicOriginOf } from '../../public-origin.js';
import type { AccountsContext } from './context.js';
import {
  LOGIN_EMAIL_LIMIT,
  LOGIN_IP_LIMIT,
  RESET_LIMIT,
  SIGN_IN_LINK_OPEN_LIMIT,
  SIGN_IN_LINK_SEND_LIMIT,
  withRetryAfter,
} from './rate-limit.js';
import {
  authenticate,
  checkCredentials,
  confirmPasswordReset,
  loginReply,
  recordSuccessfulLogin,
  requestPasswordReset,
  statusReply,
} from './service.js';
import { consumeSignInLink, loginProofRequired, sendSignInLink } from './sign-in-link.js';

/** The reCAPTCHA action of the login form. */
export const LOGIN_CAPTCHA_ACTION = 'login';

const isTooMany = (err: unknown) => err instanceof AppError && err.statusCode === 429;

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
        await withRetryAfter(reply, () => ctx.limiter.consume(LOGIN_IP_LIMIT, [ipKey]));
        // Past the per-e-mail limit the owner is not locked out: the login needs a second proof
        // (ADR 376) — a valid captcha token when captcha is configured, else a sign-in link.
        let pastEmailLimit = false;
        try {
          await ctx.limiter.consume(LOGIN_EMAIL_LIMIT, [emailKey]);
        } catch (err) {
          if (!isTooMany(err)) throw err;
          pastEmailLimit = true;
        }
        if (pastEmailLimit && request.body.reCaptchaToken && ctx.captcha.mode !== 'skip') {
          const captcha = await ctx.captcha.verify({
            token: request.body.reCaptchaToken,
            action: LOGIN_CAPTCHA_ACTION,
            remoteIp: request.ip,
          });
          pastEmailLimit = !captcha.ok;
        }
        if (pastEmailLimit) {
          // the password is still checked, but the answer is the same either way (no oracle), and
          // nothing is given back: only the owner's mailbox learns whether it was right
          const row = await checkCredentials(ctx.db, request.body.email, request.body.password);
          await ctx.sessions.end(request, reply);
          if (row) {
            const input = { row, email: request.body.email.trim().toLowerCase(), baseUrl: publicOriginOf(request, ctx.config) };
            ctx.background.run('sign-in link e-mail', async () => {
              try {
                await ctx.limiter.consume(SIGN_IN_LINK_SEND_LIMIT, [`sign-in-link-send:${row.id}`]);
              } catch (err) {
                if (isTooMany(err)) return; // enough links this hour: the latest ones still work
                throw err;
              }
              await sendSignInLink(ctx.db, { ...input, encryptionKey: ctx.config.encryptionKey, now: ctx.now() });
            });
          }
          throw loginProofRequired();
        }
        let row;
        try {
          row = await authenticate(ctx.db, request.body.email, request.body.password, ctx.now());
        } catch (err) {
          if (err instanceof AppError && err.code === 'invalid-credentials') await ctx.sessions.end(request, reply);
          throw err;
        }
        await ctx.limiter.refund([ipKey, emailKey]);
        const { csrfToken, secondFactor } = await ctx.sessions.start(request, reply, row.id);
        return loginReply(row, csrfToken, secondFactor);
      },
    );

    app.post(
      '/accounts/me/sign-in-link',
      {
        config: { csrf: 'exempt', forcedReset: 'allowed' },
        schema: {
          tags: ['accounts'],
          summary: 'Opens a one-time sign-in link (15 minutes, single use); starts a new session like a login',
          body: SignInLinkBody,
          response: { 200: LoginReply, ...errors },
        },
      },
      async (request, reply) => {
        await withRetryAfter(reply, () => ctx.limiter.consume(SIGN_IN_LINK_OPEN_LIMIT, [`sign-in-link-ip:${request.ip}`]));
        const { row, email } = await consumeSignInLink(ctx.db, request.body.token, ctx.now());
        await recordSuccessfulLogin(ctx.db, row, ctx.now());
        // the owner proved it: the e-mail's failed attempts are forgotten
        await ctx.limiter.clear([`login-email:${email}`, `login-email:${row.email.trim().toLowerCase()}`]);
        const { csrfToken, secondFactor } = await ctx.sessions.start(request, reply, row.id);
        return loginReply(row, csrfToken, secondFactor);
      },
    );

    app.post(
      '/accounts/me/status',
      {
        config: { csrf: 'exempt', forcedReset: 'allowed', secondFactor: 'pending-allowed' },
        schema: {
          tags: ['accounts'],
          summary: 'Session check: the logged-in account and the CSRF token, or 401',
          response: { 200: StatusReply, ...errors },
        },
      },
      async (request, reply) => {
        if (!request.auth) {
          // a session cookie or a "signed in" hint with no session behind it: an ended session,
          // which the page announces (ADR 370); an `ended` hint alone stays as it is
          if (request.cookies[ctx.sessions.cookieName] || request.cookies[ctx.sessions.hintCookieName] === '1')
            ctx.sessions.markEnded(reply);
          throw AppError.unauthorized();
        }
        return statusReply(ctx.db, request.auth.accountId, request.auth.csrfSecret, secondFactorStateOfAuth(request.auth));
      },
    );

    app.post(
      '/accounts/me/logout',
      {
        config: { forcedReset: 'allowed', secondFactor: 'pending-allowed' },
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
        const input = {
          email,
          baseUrl: publicOriginOf(request, ctx.config),
          encryptionKey: ctx.config.encryptionKey,
          ip: request.ip ?? null,
          now: ctx.now(),
        };
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
