// Work that outlives the request that started it (ADR 199: the password-reset e-mail is queued
// after the answer's fixed delay, whatever it takes). Tracked so the app waits for it on close and
// tests can wait for it (`app.whenIdle()`); a failure is logged, never thrown at a client.
import type { FastifyBaseLogger } from 'fastify';
import { errorText } from './logging.js';
import type { CheckoutDeps } from './modules/checkout/deps.js';

export class BackgroundTasks {
  private readonly pending = new Set<Promise<void>>();

  constructor(private readonly log: () => FastifyBaseLogger) {}

  /** Runs `work` without awaiting it; its failure is logged as `what`. */
  run(what: string, work: () => Promise<unknown>): void {
    const task: Promise<void> = work()
      .then(() => undefined)
      .catch((err: unknown) => this.log().error({ err: errorText(err) }, `${what} failed`))
      .finally(() => this.pending.delete(task));
    this.pending.add(task);
  }

  /** Resolves when no tracked work is running. */
  async idle(): Promise<void> {
    while (this.pending.size > 0) await Promise.allSettled([...this.pending]);
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Resolves when the background work started by requests (reset e-mails) has finished. */
    whenIdle(): Promise<void>;
    /** The money path's dependencies (database, clock, processor, log): the payment jobs run on them. */
    checkout(): CheckoutDeps;
  }
}
