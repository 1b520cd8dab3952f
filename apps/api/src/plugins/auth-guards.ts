// Route guards (ADR 085). They run as onRequest hooks, after the session hook and before body
// parsing and validation, so an anonymous or foreign request never reaches validation (401/403
// come before 400). Every `{uuid}` route uses requireOwner; every route under /api/admin is
// guarded by requireSuperUser through registerAdminGuard, wherever it is registered.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../errors.js';
import type { AuthContext } from '../modules/auth/context.js';

/** The request's account; throws 401 when anonymous, 403 while its password must be changed first. */
export function authOf(request: FastifyRequest): AuthContext {
  if (!request.auth) {
    if (request.secondFactorRequired) throw new AppError(403, 'second-factor-required', 'Enter the code of your authenticator app first');
    if (request.passwordResetRequired) throw new AppError(403, 'password-reset-required', 'Please choose a new password first');
    throw AppError.unauthorized();
  }
  return request.auth;
}

export async function requireAuth(request: FastifyRequest): Promise<void> {
  authOf(request);
}

export async function requireSuperUser(request: FastifyRequest): Promise<void> {
  if (authOf(request).userType !== 'SU') throw AppError.forbidden();
}

/** A super user's back-office: the account must have a second factor (ADR 378). */
async function requireEnrolledSuperUser(request: FastifyRequest): Promise<void> {
  await requireSuperUser(request);
  if (!request.auth?.secondFactorEnrolled) {
    throw new AppError(403, 'second-factor-enrolment-required', 'Set up two-step verification to use the back-office');
  }
}

/**
 * A money action (refund, void, delete of a paid invoice, mark paid, a manual Century Dollar
 * move) needs the second factor passed within the last 15 minutes (ADR 378; STEP_UP_SECONDS may
 * shorten it), as the session hook found it; else 403 step-up-required, which the back-office
 * answers with a code and sends again.
 */
export async function requireStepUp(request: FastifyRequest): Promise<void> {
  if (!authOf(request).stepUpFresh) {
    throw new AppError(403, 'step-up-required', 'Enter a new code of your authenticator app for this action');
  }
}

/** The `{param}` path parameter must be the session's account uuid (SU may act on any account). */
export function requireOwner(param = 'uuid') {
  return async function requireOwnerHook(request: FastifyRequest): Promise<void> {
    const auth = authOf(request);
    if (auth.userType === 'SU') return;
    const value = (request.params as Record<string, unknown> | undefined)?.[param];
    if (typeof value !== 'string' || value.toLowerCase() !== auth.uuid) throw AppError.forbidden();
  };
}

const ADMIN_PREFIX = '/api/admin';
/** The back-office's calls outside /api/admin (back-office §7 "Tag routes and labels"): the kitchen's day (issue 16). */
export const STAFF_PREFIXES = [
  ADMIN_PREFIX,
  '/api/orders/kitchen-numbers',
  '/api/orders/route-deliveries',
  '/api/orders/print-labels',
  '/api/orders/bistro',
  '/api/routific',
  // customer-side §7's account count (ADR 371)
  '/api/accounts/count',
] as const;

/** One product's label sheet (back-office §7): staff only too. */
const PRODUCT_LABEL = /^\/api\/products\/[^/]+\/label\.pdf$/;

/** A path only super users may call: /api/admin and the other back-office calls. */
export function isStaffPath(path: string): boolean {
  const p = path.toLowerCase();
  return STAFF_PREFIXES.some((prefix) => p === prefix || p.startsWith(prefix + '/')) || PRODUCT_LABEL.test(p);
}

/**
 * Every request under /api/admin and the other STAFF_PREFIXES (matched route or not) requires a super user: 401 anonymous,
 * 403 others. Register on the /api scope after registerSessions.
 */
export function registerAdminGuard(api: FastifyInstance): void {
  api.addHook('onRequest', async (request) => {
    const routeUrl = request.routeOptions.url;
    let rawPath = request.url.split('?')[0] ?? '';
    try {
      rawPath = decodeURIComponent(rawPath);
    } catch {
      // keep the raw path
    }
    if ((routeUrl && isStaffPath(routeUrl)) || isStaffPath(rawPath.replace(/\/{2,}/g, '/'))) {
      await requireEnrolledSuperUser(request);
    }
  });
}
