// What every step of the money path receives from its caller (the order routes, the jobs): the
// database, the clock ("now" is always passed in), the payment processor and the log.
import type { FastifyBaseLogger } from 'fastify';
import type { DbHandle } from '@mijote/db';
import type { PaymentGateway } from '../payments/gateway.js';

export interface CheckoutDeps {
  db: DbHandle;
  now: () => Date;
  payments: PaymentGateway;
  log: FastifyBaseLogger;
}
