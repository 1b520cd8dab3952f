// The payment jobs (ADR 194, 204), run by every API node (jobs.ts) and callable with any "now":
//   - reconcilePayments: a card payment still pending a while after it was created was cut off
//     by a crash (or a lost answer). The processor is asked what became of the charge with the
//     try's processor key, and the order is settled as that answer says — paid, declined,
//     failed — or, when the charge never reached the processor, canceled with that reason and what
//     it held given back: its key then answers 409 order-not-placed, "try again" (ADR 368).
//   - expireInteracOrders: an Interac Online order whose customer did not pay within the timeout
//     of its first Interac try (a new try does not extend it, ADR 368) is canceled and what it held
//     (stock, promo-code use, Century Dollars) given back.
// Safe on many nodes at once: settling and releasing each claim the payment row with a
// conditional UPDATE, so a payment is settled once whoever gets there first.
import { INVOICE_STATUS_NOTES } from '@mijote/domain';
import { checkoutChargeKey, findInvoice, stalePayments, type PaymentRow } from '../billing/repository.js';
import type { CheckoutDeps } from './deps.js';
import { CARD, INTERAC } from './order-state.js';
import { awaitedInteracPayments } from './repository.js';
import { release, settle } from './settle-payment.js';

export interface JobRun {
  /** payments looked at */
  seen: number;
  /** orders this run settled or released (others were settled by someone else meanwhile) */
  done: number;
  failed: number;
}

async function eachPayment(deps: CheckoutDeps, rows: readonly PaymentRow[], work: (row: PaymentRow) => Promise<boolean>): Promise<JobRun> {
  const run: JobRun = { seen: rows.length, done: 0, failed: 0 };
  for (const row of rows) {
    try {
      if (await work(row)) run.done++;
    } catch (err) {
      run.failed++;
      deps.log.error(
        { err: err instanceof Error ? err.message : String(err), paymentId: row.id, invoiceId: row.invoiceId },
        'payment job: one payment failed',
      );
    }
  }
  return run;
}

/** Settles every card payment pending for longer than `afterMs` with what the processor says. */
export async function reconcilePayments(deps: CheckoutDeps, o: { afterMs: number }): Promise<JobRun> {
  const rows = await stalePayments(deps.db.db, {
    methodId: CARD,
    status: 'pending',
    before: new Date(deps.now().getTime() - o.afterMs),
    own: 'checkout',
  });
  return eachPayment(deps, rows, async (pay) => {
    const inv = await findInvoice(deps.db.db, pay.invoiceId);
    if (!inv || inv.status !== 'U') return false;
    const chargeKey = await checkoutChargeKey(deps.db.db, pay);
    const outcome = await deps.payments.lookup({ idempotencyKey: chargeKey });
    if (outcome.status === 'unknown') {
      return release(deps, inv, {
        to: 'C',
        paymentStatus: 'error',
        reason: INVOICE_STATUS_NOTES['charge-never-arrived'],
        error: 'charge not found at the processor',
      });
    }
    // settle answers the customer: a declined or failed order is its refusal, not this job's error
    await settle(deps, inv, pay, outcome, null, chargeKey).catch(() => undefined);
    return true;
  });
}

/** Cancels the Interac Online orders left unpaid for longer than `timeoutMs`. */
export async function expireInteracOrders(deps: CheckoutDeps, o: { timeoutMs: number }): Promise<JobRun> {
  const rows = await awaitedInteracPayments(deps.db.db, { methodId: INTERAC, before: new Date(deps.now().getTime() - o.timeoutMs) });
  return eachPayment(deps, rows, async (pay) => {
    const inv = await findInvoice(deps.db.db, pay.invoiceId);
    if (!inv || inv.status !== 'U') return false;
    return release(deps, inv, {
      to: 'C',
      paymentStatus: 'error',
      reason: INVOICE_STATUS_NOTES['interac-not-paid'],
      error: 'interac-timeout',
    });
  });
}
