// The billing module's reconciliation (ADR 366), run by every node with the checkout's payment jobs
// (jobs.ts) and callable with any "now". It finishes what a crash cut off between a processor call
// and its recording, by asking the processor what became of each idempotency key:
//   - a refund batch still pending: each card part asked again with its key (the processor answers
//     the first refund, or makes it if it never arrived), then the batch finished;
//   - a balance charge still pending: settled as the processor remembers its key;
//   - a checkout card payment staff closed (`canceled`, the order marked paid another way): a charge
//     the processor did approve goes back; one that never came is closed as an error;
//   - an Interac payment closed that way whose customer never came back within the timeout: error.
// Safe on many nodes at once: each part, payment and batch is claimed by a conditional UPDATE.
import { PAYMENT_METHOD_IDS } from '@mijote/domain';
import type { BillingDeps } from './deps.js';
import { callProcessor, finishBatch, refundSuperseded } from './refunds.js';
import {
  checkoutChargeKey,
  claimPayment,
  findInvoice,
  lockInvoice,
  refundsOfBatch,
  stalePayments,
  stalePendingBatches,
} from './repository.js';
import { settleBalanceCharge } from './service.js';

export interface BillingJobRun {
  seen: number;
  done: number;
  failed: number;
}

async function each<T>(deps: BillingDeps, rows: readonly T[], name: string, work: (row: T) => Promise<boolean>, run: BillingJobRun) {
  for (const row of rows) {
    run.seen++;
    try {
      if (await work(row)) run.done++;
    } catch (err) {
      run.failed++;
      deps.log.error({ err: err instanceof Error ? err.message : String(err), job: name }, 'billing job: one item failed');
    }
  }
}

export async function reconcileBilling(deps: BillingDeps, o: { afterMs: number; interacTimeoutMs: number }): Promise<BillingJobRun> {
  const run: BillingJobRun = { seen: 0, done: 0, failed: 0 };
  const before = new Date(deps.now().getTime() - o.afterMs);
  const db = deps.db.db;

  await each(
    deps,
    await stalePendingBatches(db, before),
    'refunds',
    async ({ batch, invoiceId }) => {
      const rows = await refundsOfBatch(db, batch);
      const inv = await db.transaction((tx) => lockInvoice(tx, invoiceId, { deleted: true }));
      if (!inv) return false;
      const results = await callProcessor(deps, inv, rows);
      const outcome = await finishBatch(deps, batch, results, null);
      return outcome.refundedCents > 0 || outcome.failed > 0;
    },
    run,
  );

  await each(
    deps,
    await stalePayments(db, { methodId: PAYMENT_METHOD_IDS.card, status: 'pending', before, own: 'billing' }),
    'balance',
    async (pay) => {
      const outcome = await deps.payments.lookup({ idempotencyKey: pay.idempotencyKey! });
      return (await settleBalanceCharge(deps, pay, outcome, null)) !== 'settled-before';
    },
    run,
  );

  await each(
    deps,
    await stalePayments(db, { methodId: PAYMENT_METHOD_IDS.card, status: 'canceled', before, own: 'checkout' }),
    'superseded',
    async (pay) => {
      const inv = await findInvoice(db, pay.invoiceId);
      const outcome = await deps.payments.lookup({ idempotencyKey: await checkoutChargeKey(db, pay) });
      if (outcome.status === 'approved' && inv) return refundSuperseded(deps, inv, pay, outcome.transactionId);
      const now = deps.now();
      return db.transaction(async (tx) => {
        await lockInvoice(tx, pay.invoiceId, { deleted: true });
        return claimPayment(tx, pay.id, 'canceled', {
          status: outcome.status === 'declined' ? 'declined' : 'error',
          errorMessage: 'closed: the order was paid another way; the processor never approved this charge',
          updatedAt: now,
        });
      });
    },
    run,
  );

  const interacBefore = new Date(deps.now().getTime() - o.interacTimeoutMs);
  await each(
    deps,
    await stalePayments(db, { methodId: PAYMENT_METHOD_IDS.interacOnline, status: 'canceled', before: interacBefore, own: 'any' }),
    'interac',
    async (pay) => {
      const now = deps.now();
      return db.transaction(async (tx) => {
        await lockInvoice(tx, pay.invoiceId, { deleted: true });
        return claimPayment(tx, pay.id, 'canceled', {
          status: 'error',
          errorMessage: 'closed: the order was paid another way; no Interac payment came',
          updatedAt: now,
        });
      });
    },
    run,
  );

  return run;
}
