// Wires the account modules into the /api scope (called from buildApp, after the session hook).
import type { FastifyInstance } from 'fastify';
import type { DbHandle } from '@mijote/db';
import type { BackgroundTasks } from '../../background.js';
import type { AppConfig } from '../../config.js';
import { addressRoutes } from '../addresses/routes.js';
import { createLocalAutocomplete, type AddressAutocomplete } from '../addresses/autocomplete.js';
import type { AccountsContext } from '../auth/context.js';
import type { CaptchaVerifier } from '../captcha/captcha.js';
import type { Sessions } from '../../plugins/session.js';
import { AttemptLimiter } from '../auth/rate-limit.js';
import { authRoutes } from '../auth/routes.js';
import type { PaymentGateway } from '../payments/gateway.js';
import { paymentRoutes } from '../payments/routes.js';
import { createSandboxGateway } from '../payments/sandbox.js';
import { secondFactorRoutes } from '../second-factor/routes.js';
import { subsidyRoutes } from '../subsidies/routes.js';
import { accountRoutes } from './routes.js';

export interface AccountModulesDeps {
  db: DbHandle;
  sessions: Sessions;
  config: AppConfig;
  now: () => Date;
  payments?: PaymentGateway | undefined;
  addressAutocomplete?: AddressAutocomplete | undefined;
  background: BackgroundTasks;
  resetAnswerMs: number;
  captcha: CaptchaVerifier;
}

/** Registers on the /api scope the auth, accounts, addresses and payments routes. */
export async function registerAccountModules(api: FastifyInstance, deps: AccountModulesDeps): Promise<AccountsContext> {
  const ctx: AccountsContext = {
    db: deps.db,
    now: deps.now,
    config: deps.config,
    sessions: deps.sessions,
    limiter: new AttemptLimiter(deps.db, deps.now),
    payments:
      deps.payments ??
      createSandboxGateway(deps.config.sessionSecret, {
        db: deps.db.db,
        now: deps.now,
        responseDelayMs: deps.config.sandboxResponseDelayMs,
        requestDelayMs: deps.config.sandboxRequestDelayMs,
      }),
    autocomplete: deps.addressAutocomplete ?? createLocalAutocomplete(deps.db),
    background: deps.background,
    resetAnswerMs: deps.resetAnswerMs,
    captcha: deps.captcha,
  };
  await api.register(authRoutes(ctx));
  await api.register(secondFactorRoutes(ctx));
  await api.register(accountRoutes(ctx));
  await api.register(addressRoutes(ctx));
  await api.register(paymentRoutes(ctx));
  await api.register(subsidyRoutes(ctx));
  // GET /api/admin/accounts/count is the back-office's accounts module's (admin/accounts.ts, issue 15)
  return ctx;
}
