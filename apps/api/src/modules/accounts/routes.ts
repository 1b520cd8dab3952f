// Sign-up, the profile, e-mail/password changes, gift cards, Century Dollars, order history
// (customer-side.md §7 Accounts). Every {uuid} route: requireOwner (SU may act on any account).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AccountCountReply,
  AccountOrdersQuery,
  AccountOrdersReply,
  AccountParams,
  AccountReply,
  ApplyGiftCardReply,
  ChangeEmailBody,
  ChangeEmailReply,
  ChangePasswordBody,
  ChangePasswordReply,
  CenturyDollarsBody,
  CenturyDollarsReply,
  ErrorReply,
  GiftCardParams,
  PreRegisterBody,
  PreRegisterQuery,
  PreRegisterReply,
  RegisterBody,
  RegisterReply,
  ResendVerificationReply,
  UpdateAccountBody,
  UpdateAccountReply,
  VerifyEmailBody,
  VerifyEmailReply,
} from '@mijote/contracts';
import { publicOriginOf } from '../../public-origin.js';
import { authOf, requireAuth, requireOwner, requireStepUp, requireSuperUser } from '../../plugins/auth-guards.js';
import type { AccountsContext } from '../auth/context.js';
import {
  PASSWORD_CHECK_LIMIT,
  SIGN_UP_LIMIT,
  VERIFY_EMAIL_LIMIT,
  VERIFY_RESEND_IP_LIMIT,
  VERIFY_RESEND_LIMIT,
  withRetryAfter,
} from '../auth/rate-limit.js';
import { loginReply } from '../auth/service.js';
import { manualCenturyDollars } from '../billing/century-dollars.js';
import { applyGiftCard, centuryDollars } from './century-dollars.js';
import { confirmEmailVerification, resendVerification } from './email-verification.js';
import {
  accountCount,
  accountIdOf,
  accountOrders,
  accountReply,
  changeEmail,
  changePassword,
  loadAccount,
  preRegister,
  register,
  updateProfile,
} from './service.js';

const errors = { 400: ErrorReply, 401: ErrorReply, 403: ErrorReply, 404: ErrorReply, 409: ErrorReply, 429: ErrorReply };
const tags = ['accounts'];

export const accountRoutes =
  (ctx: AccountsContext): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = ctx;
    const signUpLimit = { ...SIGN_UP_LIMIT, max: ctx.config.signUpLimitMax ?? SIGN_UP_LIMIT.max };

    app.post(
      '/accounts/pre-register',
      {
        config: { csrf: 'exempt' },
        schema: {
          tags,
          summary: 'Sign-up step 1: checks the account object and that the e-mail is free (409 email-taken)',
          querystring: PreRegisterQuery,
          body: PreRegisterBody,
          response: { 200: PreRegisterReply, ...errors },
        },
      },
      async (request, reply) => {
        await withRetryAfter(reply, () => ctx.limiter.consume(signUpLimit, [`sign-up-ip:${request.ip}`]));
        await preRegister(db, request.body);
        return { ok: true as const };
      },
    );

    app.post(
      '/accounts',
      {
        config: { csrf: 'exempt' },
        schema: {
          tags,
          summary: 'Sign-up step 2: creates the account with its addresses and logs it in',
          body: RegisterBody,
          response: { 201: RegisterReply, ...errors },
        },
      },
      async (request, reply) => {
        await withRetryAfter(reply, () => ctx.limiter.consume(signUpLimit, [`sign-up-ip:${request.ip}`]));
        const row = await register(db, request.body, {
          now: ctx.now(),
          baseUrl: publicOriginOf(request, ctx.config),
          encryptionKey: ctx.config.encryptionKey,
        });
        const { csrfToken, secondFactor } = await ctx.sessions.start(request, reply, row.id);
        reply.code(201);
        return loginReply(row, csrfToken, secondFactor);
      },
    );

    app.get(
      '/accounts/me',
      {
        onRequest: [requireAuth],
        schema: {
          tags,
          summary: 'The logged-in account with its saved cards (CreditCard) and External ids',
          response: { 200: AccountReply, ...errors },
        },
      },
      async (request) => accountReply(db, await loadAccount(db, authOf(request).accountId), ctx.now()),
    );

    app.post(
      '/accounts/me',
      {
        onRequest: [requireAuth],
        schema: {
          tags,
          summary: 'Updates names, phones, opt-ins and preferred language',
          body: UpdateAccountBody,
          response: { 200: UpdateAccountReply, ...errors },
        },
      },
      async (request) => {
        const row = await updateProfile(db, authOf(request).accountId, request.body, ctx.now());
        return accountReply(db, row, ctx.now());
      },
    );

    app.post(
      '/accounts/:uuid/email',
      {
        onRequest: [requireOwner()],
        schema: {
          tags,
          summary: 'Changes the e-mail address (current password required)',
          params: AccountParams,
          body: ChangeEmailBody,
          response: { 200: ChangeEmailReply, ...errors },
        },
      },
      async (request, reply) => {
        const id = await accountIdOf(db, request.params.uuid, request.auth);
        await withRetryAfter(reply, () => ctx.limiter.consume(PASSWORD_CHECK_LIMIT, [`password-check:${id}`]));
        const row = await changeEmail(db, id, request.body, {
          at: ctx.now(),
          baseUrl: publicOriginOf(request, ctx.config),
          encryptionKey: ctx.config.encryptionKey,
        });
        return accountReply(db, row, ctx.now());
      },
    );

    app.post(
      '/accounts/verify-email',
      {
        // the link's token is the proof: it may be opened signed out, on another device
        config: { csrf: 'exempt', forcedReset: 'allowed' },
        schema: {
          tags,
          summary: 'Confirms the e-mail of a verification link (single use, 48 hours; ADR 192); referral credits then apply',
          body: VerifyEmailBody,
          response: { 200: VerifyEmailReply, ...errors },
        },
      },
      async (request, reply) => {
        await withRetryAfter(reply, () => ctx.limiter.consume(VERIFY_EMAIL_LIMIT, [`verify-email-ip:${request.ip}`]));
        const { email } = await confirmEmailVerification(db, request.body.token, ctx.now());
        return { ok: true as const, email };
      },
    );

    app.post(
      '/accounts/me/verify-email',
      {
        onRequest: [requireAuth],
        schema: {
          tags,
          summary: 'Sends a new verification link to the account’s e-mail (409 email-already-verified); limited per account and address',
          response: { 200: ResendVerificationReply, ...errors },
        },
      },
      async (request, reply) => {
        const id = authOf(request).accountId;
        await withRetryAfter(reply, async () => {
          await ctx.limiter.consume(VERIFY_RESEND_IP_LIMIT, [`verify-resend-ip:${request.ip}`]);
          await ctx.limiter.consume(VERIFY_RESEND_LIMIT, [`verify-resend:${id}`]);
        });
        await resendVerification(db, id, {
          baseUrl: publicOriginOf(request, ctx.config),
          encryptionKey: ctx.config.encryptionKey,
          now: ctx.now(),
        });
        return { ok: true as const };
      },
    );

    app.post(
      '/accounts/:uuid/password',
      {
        // the way out of a forced password reset (customer-side §4)
        config: { forcedReset: 'allowed' },
        onRequest: [requireOwner()],
        schema: {
          tags,
          summary: 'Changes the password (current + new + confirm); logs out the other sessions',
          params: AccountParams,
          body: ChangePasswordBody,
          response: { 200: ChangePasswordReply, ...errors },
        },
      },
      async (request, reply) => {
        const auth = authOf(request);
        const id = await accountIdOf(db, request.params.uuid, auth);
        await withRetryAfter(reply, () => ctx.limiter.consume(PASSWORD_CHECK_LIMIT, [`password-check:${id}`]));
        await changePassword(db, id, request.body, { at: ctx.now(), keepSessionHash: id === auth.accountId ? auth.sessionHash : null });
        return { ok: true as const };
      },
    );

    app.post(
      '/accounts/:uuid/gift-cards/:cardCode/apply',
      {
        onRequest: [requireOwner()],
        schema: {
          tags,
          summary: "Moves a gift card's value into Century Dollars (the card becomes used)",
          params: GiftCardParams,
          response: { 200: ApplyGiftCardReply, ...errors },
        },
      },
      async (request) => {
        const id = await accountIdOf(db, request.params.uuid, request.auth);
        return applyGiftCard(db, { accountId: id, code: request.params.cardCode, at: ctx.now() });
      },
    );

    app.get(
      '/accounts/:uuid/century-dollars',
      {
        onRequest: [requireOwner()],
        schema: {
          tags,
          summary: 'Century Dollar balance and transactions',
          params: AccountParams,
          response: { 200: CenturyDollarsReply, ...errors },
        },
      },
      async (request) => centuryDollars(db, await accountIdOf(db, request.params.uuid, request.auth)),
    );

    app.post(
      '/accounts/:uuid/century-dollars',
      {
        // a money move: a super user whose second factor passed within 15 minutes (ADR 378)
        onRequest: [requireSuperUser, requireStepUp],
        schema: {
          tags: ['accounts', 'admin'],
          summary: 'Manual Century Dollar credit or debit (super user; method MA); the balance never goes negative',
          params: AccountParams,
          body: CenturyDollarsBody,
          response: { 200: CenturyDollarsReply, ...errors },
        },
      },
      async (request) => {
        const staff = authOf(request);
        const id = await accountIdOf(db, request.params.uuid, staff);
        await manualCenturyDollars(
          db,
          { accountId: id, type: request.body.type, amountCents: request.body.amount, note: request.body.note ?? null },
          { by: staff.accountId, at: ctx.now(), ip: request.ip, requestId: request.id },
        );
        return centuryDollars(db, id);
      },
    );

    // paged by a keyset cursor (ADR 391): the reply stays the spec's array, the next page's
    // address is in `Link: <…>; rel="next"` while there is one
    app.get(
      '/accounts/:uuid/orders',
      {
        onRequest: [requireOwner()],
        schema: {
          tags,
          summary: 'Order history, newest first, a page at a time (`Link: <…>; rel="next"` while older orders remain)',
          params: AccountParams,
          querystring: AccountOrdersQuery,
          response: { 200: AccountOrdersReply, ...errors },
        },
      },
      async (request, reply) => {
        const id = await accountIdOf(db, request.params.uuid, request.auth);
        const { orders, next } = await accountOrders(db, id, request.query);
        if (next) {
          const url = `/api/accounts/${request.params.uuid.toLowerCase()}/orders?limit=${request.query.limit}&before=${encodeURIComponent(next)}`;
          void reply.header('link', `<${url}>; rel="next"`);
        }
        return orders;
      },
    );

    // customer-side §7 names GET /accounts/count; the back-office's search count is GET
    // /api/admin/accounts/count (ADR 290). Super users only (a STAFF_PREFIXES path, ADR 371).
    app.get(
      '/accounts/count',
      {
        onRequest: [requireSuperUser],
        schema: { tags, summary: 'How many accounts there are (super users only)', response: { 200: AccountCountReply, ...errors } },
      },
      async (_request, reply) => {
        void reply.header('cache-control', 'no-store');
        return { count: await accountCount(db) };
      },
    );
  };
