// The second factor's calls (issue 29, ADR 378), all on the session's own account:
// GET  /accounts/me/second-factor                   the state (a pending session may ask)
// POST /accounts/me/second-factor/enrolment         a new secret: its QR code and key
// POST /accounts/me/second-factor/enrolment/confirm a first code turns it on: ten recovery codes, once
// POST /accounts/me/second-factor/verify            a code (or a recovery code) passes the pending
//                                                   session, or renews the step-up's 15 minutes
// Wrong codes count per account: 5 in 15 minutes answer 429 (a replayed right code is refused
// but not counted: it proves nothing an attacker did not already have).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ErrorReply,
  SecondFactorCodeBody,
  SecondFactorConfirmReply,
  SecondFactorEnrolmentReply,
  SecondFactorStatusReply,
  SecondFactorVerifyReply,
} from '@mijote/contracts';
import { AppError } from '../../errors.js';
import { authOf } from '../../plugins/auth-guards.js';
import { secondFactorStateOfAuth } from '../../plugins/session.js';
import type { AccountsContext } from '../auth/context.js';
import { withRetryAfter, type LimitRule } from '../auth/rate-limit.js';
import { findAccountById, markSecondFactorPassed } from '../auth/repository.js';
import { beginEnrolment, confirmEnrolment, recoveryCodesLeft, verifyCode } from './service.js';

/** Wrong second-factor codes per account. */
export const SECOND_FACTOR_LIMIT: LimitRule = { max: 5, windowMs: 15 * 60_000 };

const errors = { 400: ErrorReply, 401: ErrorReply, 403: ErrorReply, 409: ErrorReply, 429: ErrorReply };
const tags = ['accounts'];

const invalidCode = () => new AppError(400, 'second-factor-invalid', 'That code is not valid');

export const secondFactorRoutes =
  (ctx: AccountsContext): FastifyPluginAsyncZod =>
  async (app) => {
    const key = ctx.config.encryptionKey;
    const limitKey = (accountId: number) => [`second-factor:${accountId}`];

    app.get(
      '/accounts/me/second-factor',
      {
        config: { secondFactor: 'pending-allowed', forcedReset: 'allowed' },
        schema: {
          tags,
          summary: "The session's second factor: its state and the recovery codes left",
          response: { 200: SecondFactorStatusReply, ...errors },
        },
      },
      async (request) => {
        const auth = authOf(request);
        return {
          state: secondFactorStateOfAuth(auth),
          enrolled: auth.secondFactorEnrolled,
          recoveryCodesLeft: auth.secondFactorEnrolled ? await recoveryCodesLeft(ctx.db.db, auth.accountId) : 0,
          verifiedAt: auth.secondFactorAt?.toISOString() ?? null,
        };
      },
    );

    app.post(
      '/accounts/me/second-factor/enrolment',
      {
        schema: {
          tags,
          summary: 'Starts an enrolment: a new secret (replacing an unconfirmed one) as a QR code and a key; 409 when one is on',
          response: { 200: SecondFactorEnrolmentReply, ...errors },
        },
      },
      async (request) => {
        const auth = authOf(request);
        if (auth.secondFactorEnrolled) throw new AppError(409, 'conflict', 'Two-step verification is already on');
        const row = await findAccountById(ctx.db.db, auth.accountId);
        if (!row) throw AppError.unauthorized();
        return beginEnrolment(ctx.db.db, key, auth.accountId, row.email);
      },
    );

    app.post(
      '/accounts/me/second-factor/enrolment/confirm',
      {
        schema: {
          tags,
          summary: 'Confirms the enrolment with a first code; answers the ten recovery codes, once',
          body: SecondFactorCodeBody,
          response: { 200: SecondFactorConfirmReply, ...errors },
        },
      },
      async (request, reply) => {
        const auth = authOf(request);
        if (auth.secondFactorEnrolled) throw new AppError(409, 'conflict', 'Two-step verification is already on');
        await withRetryAfter(reply, () => ctx.limiter.consume(SECOND_FACTOR_LIMIT, limitKey(auth.accountId)));
        const at = ctx.now();
        const codes = await confirmEnrolment(ctx.db.db, key, auth.accountId, request.body.code.replace(/[\s-]/g, ''), at);
        if (!codes) throw invalidCode();
        await ctx.limiter.refund(limitKey(auth.accountId));
        // the code just given is this session's second factor
        await markSecondFactorPassed(ctx.db.db, auth.sessionHash, at);
        return { recoveryCodes: codes };
      },
    );

    app.post(
      '/accounts/me/second-factor/verify',
      {
        config: { secondFactor: 'pending-allowed', forcedReset: 'allowed' },
        schema: {
          tags,
          summary: 'A code of the authenticator app or a recovery code: passes a pending session, or renews the step-up',
          body: SecondFactorCodeBody,
          response: { 200: SecondFactorVerifyReply, ...errors },
        },
      },
      async (request, reply) => {
        const auth = authOf(request);
        if (!auth.secondFactorEnrolled) throw invalidCode();
        await withRetryAfter(reply, () => ctx.limiter.consume(SECOND_FACTOR_LIMIT, limitKey(auth.accountId)));
        const raw = request.body.code.trim();
        // a TOTP code may be typed with spaces ("123 456"); a recovery code keeps its dash
        const code = /^[\d\s-]+$/.test(raw) ? raw.replace(/[\s-]/g, '') : raw;
        const at = ctx.now();
        const outcome = await verifyCode(ctx.db.db, key, auth.accountId, code, at);
        if (!outcome.ok) {
          if (outcome.replayed) await ctx.limiter.refund(limitKey(auth.accountId));
          throw invalidCode();
        }
        await ctx.limiter.refund(limitKey(auth.accountId));
        await markSecondFactorPassed(ctx.db.db, auth.sessionHash, at);
        return {
          verifiedAt: at.toISOString(),
          recoveryCodesLeft: await recoveryCodesLeft(ctx.db.db, auth.accountId),
          usedRecoveryCode: outcome.usedRecoveryCode,
        };
      },
    );
  };
