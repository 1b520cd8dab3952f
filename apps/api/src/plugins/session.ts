// Server-side sessions (ASVS 5 V7, ADR 081). The cookie carries a random 256-bit token; only its
// SHA-256 is stored (table `session`). Idle timeout 30 min (sliding, last_seen_at written at
// most once a minute), absolute timeout 12 h, a new token on every login, server-side logout.
// Cookie-authenticated writes need the session's CSRF token in `x-csrf-token`; a cross-site
// Origin is refused on every write (ADR 084).
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import cookie from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sessionHintCookieName, type SecondFactorState } from '@mijote/contracts';
import { stepUpFresh } from '@mijote/domain';
import type { DbHandle } from '@mijote/db';
import { AppError } from '../errors.js';
import {
  deleteSession,
  deleteStaleSessions,
  findSession,
  insertSession,
  secondFactorStateOf,
  touchSession,
} from '../modules/auth/repository.js';
import type { AuthContext } from '../modules/auth/context.js';

export type { AuthContext };

export const SESSION_IDLE_MS = 30 * 60_000;
export const SESSION_ABSOLUTE_MS = 12 * 60 * 60_000;
/**
 * The readable hint outlives the session cookie (ADR 370): a browser that comes back after the
 * session's 12 hours still holds it, so the page announces the expired session (customer-side §8)
 * instead of showing a visitor's empty cart.
 */
export const SESSION_HINT_MS = 30 * 24 * 60 * 60_000;
/** The hint's value once the server found no session behind it: "your session has expired" to announce. */
export const SESSION_HINT_ENDED = 'ended';
/** last_seen_at is written at most once per this interval. */
export const SESSION_TOUCH_MS = 60_000;

declare module 'fastify' {
  interface FastifyRequest {
    /** The logged-in account, or null (set by the session hook of the /api scope). */
    auth: AuthContext | null;
    /**
     * The session's account must choose a new password first (force_password_reset): on a route
     * not marked `forcedReset: 'allowed'`, `auth` is null and requiring it answers 403
     * password-reset-required (customer-side §4, issue 9).
     */
    passwordResetRequired: boolean;
    /**
     * The session waits for its second factor's code (ADR 378): on a route not marked
     * `secondFactor: 'pending-allowed'`, `auth` is null and requiring it answers 403
     * second-factor-required.
     */
    secondFactorRequired: boolean;
  }
  interface FastifyContextConfig {
    /** 'exempt': no CSRF token needed (routes used before a session exists). Origin is still checked. */
    csrf?: 'exempt';
    /** 'allowed': a session that must choose a new password may use this route (status, logout, the change itself). */
    forcedReset?: 'allowed';
    /** 'pending-allowed': a session waiting for its second factor may use this route (status, logout, the code step). */
    secondFactor?: 'pending-allowed';
  }
}

/** What a session's reply says of its second factor (ADR 378). */
export function secondFactorStateOfAuth(auth: {
  userType: 'SU' | 'CU';
  secondFactorEnrolled: boolean;
  secondFactorPending: boolean;
}): SecondFactorState {
  if (auth.secondFactorPending) return 'required';
  if (auth.secondFactorEnrolled) return 'verified';
  return auth.userType === 'SU' ? 'enrol' : 'none';
}

export interface SessionOptions {
  db: DbHandle;
  now: () => Date;
  /** https public origin: `__Host-` cookie name and Secure flag. */
  secure: boolean;
  /** PUBLIC_ORIGIN, accepted as an Origin in addition to the request's own host. */
  publicOrigin?: string | undefined;
  /** How long a passed second factor allows a money action (STEP_UP_SECONDS, ADR 378). */
  stepUpMs?: number;
}

export interface Sessions {
  readonly cookieName: string;
  /** The readable "signed in" hint cookie set beside the session cookie (ADR 171). */
  readonly hintCookieName: string;
  /**
   * Creates a new session (deleting the request's current one) and sets the cookie. An account
   * with a second factor gets a pending session, good for its code step only (ADR 378).
   */
  start(request: FastifyRequest, reply: FastifyReply, accountId: number): Promise<{ csrfToken: string; secondFactor: SecondFactorState }>;
  /** Deletes the request's session server-side and clears the cookies. */
  end(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  /** Clears the session cookie and its hint. */
  clearCookie(reply: FastifyReply): void;
  /**
   * The browser's session ended on the server (timed out, or logged out elsewhere): clears the
   * session cookie and turns the hint into `ended`, which the store and sign-in pages announce and
   * then remove (ADR 370); the public pages' islands ask nothing for it.
   */
  markEnded(reply: FastifyReply): void;
}

export const CSRF_HEADER = 'x-csrf-token';
const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export function sessionCookieName(secure: boolean): string {
  return secure ? '__Host-mijote_sid' : 'mijote_sid';
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

function safeEqual(a: string, b: string): boolean {
  const x = Buffer.from(a, 'utf8');
  const y = Buffer.from(b, 'utf8');
  return x.length === y.length && timingSafeEqual(x, y);
}

/** The Origin check: same host as the request, or the configured public origin. */
function originAllowed(request: FastifyRequest, publicOrigin: string | undefined): boolean {
  const origin = request.headers.origin;
  if (origin === undefined) {
    // Browsers always send Origin on cross-site POSTs; Sec-Fetch-Site is a second signal.
    return request.headers['sec-fetch-site'] !== 'cross-site';
  }
  if (origin === 'null') return false;
  let host: string;
  try {
    host = new URL(origin).host.toLowerCase();
  } catch {
    return false;
  }
  if (host === String(request.headers.host ?? '').toLowerCase()) return true;
  if (publicOrigin) {
    try {
      if (new URL(publicOrigin).origin === new URL(origin).origin) return true;
    } catch {
      return false;
    }
  }
  return false;
}

/**
 * Registers cookie parsing, `request.auth` and the session/CSRF hook on the /api scope. Call it
 * before registering routes. Returns the session operations for the auth and account modules.
 */
export async function registerSessions(api: FastifyInstance, opts: SessionOptions): Promise<Sessions> {
  const { db, now, secure } = opts;
  const cookieName = sessionCookieName(secure);
  if (!api.hasReplyDecorator('setCookie')) await api.register(cookie);
  api.decorateRequest('auth', null);
  api.decorateRequest('passwordResetRequired', false);
  api.decorateRequest('secondFactorRequired', false);

  const cookieOptions = {
    path: '/',
    httpOnly: true,
    sameSite: 'lax' as const,
    secure,
  };
  // Readable by the page's scripts: it holds no secret, only "a session probably exists" (ADR 171).
  const hintCookieName = sessionHintCookieName(secure);
  const hintOptions = { ...cookieOptions, httpOnly: false };
  const clearCookies = (reply: FastifyReply) => {
    reply.clearCookie(cookieName, cookieOptions);
    reply.clearCookie(hintCookieName, hintOptions);
  };

  api.addHook('onRequest', async (request) => {
    const unsafe = UNSAFE_METHODS.has(request.method);
    if (unsafe && !originAllowed(request, opts.publicOrigin)) {
      throw new AppError(403, 'csrf-failed', 'Cross-site request refused');
    }

    const token = request.cookies[cookieName];
    if (!token || token.length > 200) return;
    const idHash = hashToken(token);
    const s = await findSession(db.db, idHash);
    if (!s) return;
    const t = now().getTime();
    if (s.expiresAt.getTime() <= t || s.lastSeenAt.getTime() + SESSION_IDLE_MS <= t) {
      await deleteSession(db.db, idHash);
      return;
    }
    if (t - s.lastSeenAt.getTime() >= SESSION_TOUCH_MS) await touchSession(db.db, idHash, new Date(t));
    request.auth = {
      accountId: s.accountId,
      uuid: s.uuid.toLowerCase(),
      userType: s.userTypeCd,
      isMasterLogin: s.isMasterLogin,
      csrfSecret: s.csrfSecret,
      sessionHash: idHash,
      secondFactorEnrolled: s.secondFactorEnrolled,
      secondFactorAt: s.secondFactorAt,
      secondFactorPending: s.secondFactorPending,
      stepUpFresh: stepUpFresh(s.secondFactorAt, new Date(t), opts.stepUpMs),
    };

    if (unsafe && request.routeOptions.config.csrf !== 'exempt') {
      const presented = request.headers[CSRF_HEADER];
      if (typeof presented !== 'string' || !safeEqual(presented, s.csrfSecret)) {
        throw new AppError(403, 'csrf-failed', 'The CSRF token is missing or wrong');
      }
    }

    // A session waiting for its second factor (ADR 378) is signed out everywhere but its code
    // step, status and logout: a password alone opens nothing.
    if (s.secondFactorPending && request.routeOptions.config.secondFactor !== 'pending-allowed') {
      request.auth = null;
      request.secondFactorRequired = true;
      return;
    }

    // A forced password reset: until the new password is chosen the session is good for the
    // password change only. Elsewhere the account is not there: routes that need it answer 403
    // password-reset-required (auth-guards), public ones answer as for a visitor.
    if (s.forcePasswordReset && request.routeOptions.config.forcedReset !== 'allowed') {
      request.auth = null;
      request.passwordResetRequired = true;
    }
  });

  return {
    cookieName,
    hintCookieName,
    async start(request, reply, accountId) {
      if (request.auth) await deleteSession(db.db, request.auth.sessionHash);
      const at = now();
      await deleteStaleSessions(db.db, accountId, at, SESSION_IDLE_MS);
      const token = randomBytes(32).toString('base64url');
      const csrfToken = randomBytes(32).toString('base64url');
      const state = await secondFactorStateOf(db.db, accountId);
      const pending = state?.enrolled ?? false;
      await insertSession(db.db, {
        idHash: hashToken(token),
        accountId,
        csrfSecret: csrfToken,
        createdAt: at,
        expiresAt: new Date(at.getTime() + SESSION_ABSOLUTE_MS),
        ip: request.ip ?? null,
        userAgent: request.headers['user-agent']?.slice(0, 300) ?? null,
        secondFactorPending: pending,
      });
      reply.setCookie(cookieName, token, { ...cookieOptions, maxAge: SESSION_ABSOLUTE_MS / 1000 });
      reply.setCookie(hintCookieName, '1', { ...hintOptions, maxAge: SESSION_HINT_MS / 1000 });
      request.auth = null;
      const secondFactor = state
        ? secondFactorStateOfAuth({ userType: state.userTypeCd, secondFactorEnrolled: state.enrolled, secondFactorPending: pending })
        : 'none';
      return { csrfToken, secondFactor };
    },
    async end(request, reply) {
      if (request.auth) await deleteSession(db.db, request.auth.sessionHash);
      request.auth = null;
      clearCookies(reply);
    },
    clearCookie(reply) {
      clearCookies(reply);
    },
    markEnded(reply) {
      reply.clearCookie(cookieName, cookieOptions);
      reply.setCookie(hintCookieName, SESSION_HINT_ENDED, { ...hintOptions, maxAge: SESSION_HINT_MS / 1000 });
    },
  };
}
