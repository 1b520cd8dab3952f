// Wires sessions, guards and the account modules into the /api scope (called from buildApp).
import type { FastifyInstance } from 'fastify';
import type { DbHandle } from '@mijote/db';
import type { BackgroundTasks } from '../../background.js';
import type { AppConfig } from '../../config.js';
import { registerAdminGuard } from '../../plugins/auth-guards.js';
import { registerSessions } from '../../plugins/session.js';
import { addressRoutes } from '../addresses/routes.js';
import { createLocalAutocomplete, type AddressAutocomplete } from '../addresses/autocomplete.js';
import type { AccountsContext } from '../auth/context.js';
import { AttemptLimiter } from '../auth/rate-limit.js';
import { authRoutes } from '../auth/routes.js';
import type { PaymentGateway } from '../payments/gateway.js';
import { paymentRoutes } from '../payments/routes.js';
import { createSandboxGateway } from '../payments/sandbox.js';
import { accountRoutes, adminAccountRoutes } from './routes.js';

export interface AccountModulesDeps {
  db: DbHandle;
  config: AppConfig;
  now: () => Date;
  /** https public origin: Secure, __Host- cookie. */
  secure: boolean;
  payments?: PaymentGateway | undefined;
  addressAutocomplete?: AddressAutocomplete | undefined;
  background: BackgroundTasks;
  resetAnswerMs: number;
}

/**
 * Registers on the /api scope: the session/CSRF hook (request.auth for every API route), the
 * /api/admin super-user guard, and the auth, accounts, addresses and payments routes.
 */
export async function registerAccountModules(api: FastifyInstance, deps: AccountModulesDeps): Promise<AccountsContext> {
  const sessions = await registerSessions(api, { db: deps.db, now: deps.now, secure: deps.secure, publicOrigin: deps.config.publicOrigin });
  registerAdminGuard(api);
  const ctx: AccountsContext = {
    db: deps.db,
    now: deps.now,
    config: deps.config,
    sessions,
    limiter: new AttemptLimiter(deps.db, deps.now),
    payments: deps.payments ?? createSandboxGateway(deps.config.sessionSecret),
    autocomplete: deps.addressAutocomplete ?? createLocalAutocomplete(deps.db),
    background: deps.background,
    resetAnswerMs: deps.resetAnswerMs,
  };
  await api.register(authRoutes(ctx));
  await api.register(accountRoutes(ctx));
  await api.register(addressRoutes(ctx));
  await api.register(paymentRoutes(ctx));
  await api.register(adminAccountRoutes(ctx), { prefix: '/admin' });
  return ctx;
}
