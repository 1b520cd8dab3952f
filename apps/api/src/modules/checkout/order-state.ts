// The state of a placed order as its customer sees it, and the answer a request gets (ADR 161,
// 162): paid, declined (402), failed (502), waiting for Interac (its redirect), or still being
// charged. A replay of an idempotency key answers what the first request answered, waiting while
// that one is still charging.
import type { PlaceOrderReply } from '@mijote/contracts';
import type { DbOrTx } from '@mijote/db';
import { PAYMENT_METHOD_IDS } from '@mijote/domain';
import { AppError } from '../../errors.js';
import type { AuthContext } from '../auth/context.js';
import { findInvoice, listPayments, type InvoiceRow, type PaymentRow } from '../billing/repository.js';
import type { CheckoutDeps } from './deps.js';

export const CARD = PAYMENT_METHOD_IDS.card;
export const INTERAC = PAYMENT_METHOD_IDS.interacOnline;
/** How long a replay waits for the first request of its key to finish charging. */
const REPLAY_WAIT_MS = 20_000;

/** Idempotency keys are the customer's: two customers may send the same one. */
export const scopedKey = (accountId: number, key: string) => `${accountId}:${key}`;

export const declined = (orderId: number) => new AppError(402, 'order-declined', 'Order declined', { orderId });
export const processingFailed = (orderId: number) =>
  new AppError(502, 'payment-processing-failed', 'Payment processing failed', { orderId });
/** The order was paid another way (staff marked it paid) while this payment was on its way: it is refunded (ADR 366). */
export const alreadyPaid = (orderId: number) =>
  new AppError(409, 'order-already-paid', 'This order was already paid: your payment has been refunded', { orderId });

/** The processor payment of an invoice (card or Interac), if any. */
export const externalPayment = (payments: readonly PaymentRow[]) =>
  [...payments].reverse().find((p) => p.paymentMethodId === CARD || p.paymentMethodId === INTERAC);

/** An order of the caller (a super user reads any); another customer's is "not found", its existence not revealed. */
export async function ownedInvoice(db: DbOrTx, auth: AuthContext, id: number): Promise<InvoiceRow> {
  const inv = await findInvoice(db, id);
  if (!inv || (inv.accountId !== auth.accountId && auth.userType !== 'SU')) throw AppError.notFound('order');
  return inv;
}

type Answer = { kind: 'done'; reply: PlaceOrderReply } | { kind: 'error'; error: AppError } | { kind: 'pending' };

/** What a request that created `inv` answered (or answers once the charge is over). */
async function answerFor(deps: CheckoutDeps, inv: InvoiceRow): Promise<Answer> {
  if (inv.status === 'D') return { kind: 'error', error: declined(inv.id) };
  if (inv.status !== 'U') return { kind: 'done', reply: { Id: inv.id, InteractOnlineRedirect: null } };
  const pay = externalPayment(await listPayments(deps.db.db, inv.id));
  if (!pay) return { kind: 'pending' };
  if (pay.status === 'error' || pay.status === 'refunded') return { kind: 'error', error: processingFailed(inv.id) };
  if (pay.paymentMethodId === INTERAC && pay.status === 'pending') {
    const { redirectUrl } = await deps.payments.startInterac({
      orderId: inv.id,
      amountCents: pay.amountCents,
      idempotencyKey: `invoice-${inv.id}`,
    });
    return { kind: 'done', reply: { Id: inv.id, InteractOnlineRedirect: redirectUrl } };
  }
  return { kind: 'pending' };
}

/** Answers a key's first result, waiting while its charge is in flight. */
export async function replay(deps: CheckoutDeps, inv: InvoiceRow): Promise<PlaceOrderReply> {
  const deadline = Date.now() + REPLAY_WAIT_MS;
  let current: InvoiceRow | null = inv;
  for (;;) {
    if (!current) throw new AppError(409, 'order-in-progress', 'The order is still being processed');
    const a = await answerFor(deps, current);
    if (a.kind === 'done') return a.reply;
    if (a.kind === 'error') throw a.error;
    if (Date.now() > deadline) throw new AppError(409, 'order-in-progress', 'The order is still being processed', { orderId: current.id });
    await new Promise((r) => setTimeout(r, 50));
    current = await findInvoice(deps.db.db, current.id);
  }
}
