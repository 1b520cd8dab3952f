// The background jobs of a node (ADR 194, 204, 366): every JOB_INTERVAL_SECONDS, the payment
// reconciliation, the Interac timeout, then the billing module's reconciliation (refunds and
// balance charges a crash cut off). Every node runs them (no leader): each payment is
// claimed once by a conditional UPDATE. A run never overlaps the previous one; one failing job
// is logged and the next still runs. Started by server.ts, never by buildApp (tests call the jobs
// themselves with the clock they want).
import type { FastifyBaseLogger } from 'fastify';
import type { CheckoutDeps } from './modules/checkout/deps.js';
import { reconcileBilling, type BillingJobRun } from './modules/billing/jobs.js';
import { expireInteracOrders, reconcilePayments, type JobRun } from './modules/checkout/payment-jobs.js';
import type { AppConfig } from './config.js';

export interface RunningJobs {
  /** Runs both jobs now (also what the timer does); resolves when they are done. */
  runOnce(): Promise<{ reconcile: JobRun | null; interac: JobRun | null; billing: BillingJobRun | null }>;
  stop(): Promise<void>;
}

export function startJobs(deps: CheckoutDeps, config: AppConfig['jobs'], log: FastifyBaseLogger): RunningJobs {
  let current: Promise<{ reconcile: JobRun | null; interac: JobRun | null; billing: BillingJobRun | null }> | null = null;
  const guarded = async <T>(name: string, job: () => Promise<T>): Promise<T | null> => {
    try {
      return await job();
    } catch (err) {
      log.error({ err: err instanceof Error ? err.message : String(err) }, `job ${name} failed`);
      return null;
    }
  };
  const runOnce = () => {
    current ??= (async () => {
      const reconcile = await guarded('reconcile-payments', () => reconcilePayments(deps, { afterMs: config.reconcileAfterMs }));
      const interac = await guarded('expire-interac-orders', () => expireInteracOrders(deps, { timeoutMs: config.interacTimeoutMs }));
      // refunds, balance charges and superseded payments a crash cut off (ADR 366)
      const billing = await guarded('reconcile-billing', () =>
        reconcileBilling(deps, { afterMs: config.reconcileAfterMs, interacTimeoutMs: config.interacTimeoutMs }),
      );
      for (const [name, run] of [
        ['reconcile-payments', reconcile],
        ['expire-interac-orders', interac],
        ['reconcile-billing', billing],
      ] as const) {
        if (run && run.done + run.failed > 0) log.info({ job: name, ...run }, 'payment job');
      }
      return { reconcile, interac, billing };
    })().finally(() => {
      current = null;
    });
    return current;
  };
  // a first run at start: a node that restarts after a crash reconciles what the crash cut off
  void runOnce();
  const timer = setInterval(() => void runOnce(), config.intervalMs);
  timer.unref();
  return {
    runOnce,
    async stop() {
      clearInterval(timer);
      await current;
    },
  };
}
