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
  /** The node's order counters (plugins/metrics.ts, ADR 385); absent: nothing is counted. */
  metrics?: CheckoutMetrics | undefined;
}

/** What the money path counts for /metrics (ADR 385). */
export interface CheckoutMetrics {
  /** T1 recorded an order, or a new try of one whose payment did not go through (ADR 368). */
  orderPlaced(store: string): void;
  /** A payment was declined and its order released (counted once, by the caller that released it). */
  orderDeclined(store: string): void;
}
