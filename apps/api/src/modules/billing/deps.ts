// What the billing module receives from its callers (the back-office routes, the jobs): the
// database, the clock ("now" is always passed in), the payment processor and the log.
import type { FastifyBaseLogger } from 'fastify';
import type { DbHandle } from '@mijote/db';
import type { PaymentGateway } from '../payments/gateway.js';

export interface BillingDeps {
  db: DbHandle;
  now: () => Date;
  payments: PaymentGateway;
  log: FastifyBaseLogger;
}

/** Who acts, when (the app's clock), and the request it came with (the audit's). */
export interface Actor {
  by: number;
  at: Date;
  ip?: string | undefined;
  requestId?: string | undefined;
}
