// Money after checkout (issue 27, ADR 366), as an office manager meets it: orders placed and paid
// through the real checkout and the sandbox processor, then marked paid, refunded in parts and in
// full, deleted with their money settled, edited after payment and their balance collected — each
// through the billing module — and the reports and the export that must add up afterwards.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  AdminCreditsReport,
  AdminInvoiceActivity,
  AdminInvoiceDetails,
  AdminInvoiceListReply,
  AdminPaymentsReport,
  ErrorReply,
  KitchenNumbersReply,
  PlaceOrderReply,
} from '@mijote/contracts';
import { creditCenturyDollars } from '@mijote/db/testing';
import { addDays, centsToDecimal, daysBetween, torontoDate, torontoInstant } from '@mijote/domain';
import type { Session } from './fixtures/accounts.js';
import { INVOICE_CSV_COLUMNS } from '../src/modules/admin/invoices.js';
import { creditChunks, creditRows, paymentChunks, paymentRows } from '../src/modules/admin/reports.js';
import { reconcileBilling } from '../src/modules/billing/jobs.js';
import { askRefund, callProcessor } from '../src/modules/billing/refunds.js';
import { checkout, createOrdersApp, inventoryOf, item, setInventory, type OrdersApp } from './orders-helpers.js';

let t: OrdersApp;
let su: Session;
let ribs: number;

beforeAll(async () => {
  t = await createOrdersApp();
  t.at(t.day(2), '09:00:00');
  su = await t.customer({ userTypeCd: 'SU', firstName: 'Régine', lastName: 'Gérante' });
  ribs = await t.productId('md-short-ribs-stout');
});
afterAll(async () => {
  await t?.close();
});
beforeEach(async () => {
  t.at(t.day(2), '09:00:00');
  await t.db.db.execute(sql`update session set last_seen_at = ${t.now()}`);
  await setInventory(t, ribs, 500);
});

const admin = (method: 'GET' | 'POST' | 'DELETE', url: string, body?: unknown) => t.req(su, method, url, body);
async function ok<T = unknown>(method: 'GET' | 'POST' | 'DELETE', url: string, body?: unknown): Promise<T> {
  const res = await admin(method, url, body);
  expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(200);
  return res.json() as T;
}
async function refused(method: 'GET' | 'POST' | 'DELETE', url: string, body: unknown, status: number, code: string) {
  const res = await admin(method, url, body);
  expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(status);
  const err = ErrorReply.parse(res.json());
  expect(err.code).toBe(code);
  return err;
}
const details = async (id: number) => AdminInvoiceDetails.parse(await ok('GET', `/api/admin/invoices/${id}/details`));
const money = async (id: number) => (await details(id)).Invoice;

/** A paid meal-delivery order: two short ribs on Friday by card, `credit` cents of Century Dollars applied. */
async function paidOrder(o: { credit?: number; quantity?: number; customer?: Session } = {}) {
  const s = o.customer ?? (await t.customer());
  if (o.credit) await creditCenturyDollars(t.db.db, { accountId: s.id, amountCents: o.credit, methodCd: 'MA', manualUserId: s.id });
  const cart = { items: { friday: [item(ribs, o.quantity ?? 2, {}, t.now())] }, ...(o.credit ? { centuryDollarAmount: o.credit } : {}) };
  const res = await t.order(s, checkout(cart, await t.token()));
  expect(res.statusCode, res.body).toBe(200);
  const id = PlaceOrderReply.parse(res.json()).Id;
  return { s, id, inv: await money(id) };
}

const balanceOf = async (accountId: number) =>
  Number((await t.rows<{ c: number }>(sql`select current_century_dollar_cents as c from account where id = ${accountId}`))[0]!.c);

/** What the sandbox processor holds of an invoice's card payments: charged − refunded, by its own answers. */
async function processorHolds(invoiceId: number): Promise<number> {
  const pays = await t.rows<{ processor_reference: string | null; amount_cents: number; status: string }>(
    sql`select processor_reference, amount_cents, status from payment where invoice_id = ${invoiceId} and payment_method_id in (1, 4)`,
  );
  let held = 0;
  for (const p of pays) {
    if (!p.processor_reference || !['approved', 'refunded'].includes(p.status)) continue;
    held += Number(p.amount_cents);
    for (const r of await t.gateway.listRefunds({ transactionId: p.processor_reference })) held -= r.amountCents;
  }
  return held;
}

describe('mark paid', () => {
  it('needs a method and a reason; U → P with a manual payment; never twice', async () => {
    const s = await t.customer();
    const { card: _card, ...body } = checkout({ items: { friday: [item(ribs, 1, {}, t.now())] } }, 'unused', { paymentMethod: 'interac' });
    const id = PlaceOrderReply.parse((await t.order(s, body)).json()).Id;
    await refused('POST', `/api/admin/invoices/${id}/pay`, {}, 400, 'validation-failed');
    await refused('POST', `/api/admin/invoices/${id}/pay`, { method: 'barter', reason: 'x' }, 400, 'validation-failed');
    await refused('POST', `/api/admin/invoices/${id}/pay`, { method: 'cash', reason: '' }, 400, 'validation-failed');
    const r = await ok<{ key: string }>('POST', `/api/admin/invoices/${id}/pay`, {
      method: 'cash',
      reason: 'Payé comptant à la livraison',
    });
    expect(r.key).toBe('invoice-paid');
    const d = await details(id);
    expect(d.Invoice).toMatchObject({ Status: 'P', Label: 'paid', Due: 0 });
    expect(d.Payments.map((p) => [p.PaymentMethodId, p.Status, p.ManualMethod])).toEqual([
      [4, 'canceled', null],
      [5, 'approved', 'cash'],
    ]);
    await refused('POST', `/api/admin/invoices/${id}/pay`, { method: 'cash', reason: 'encore' }, 409, 'error-invoicepaid');
  });
});

describe('refunds', () => {
  it('partial refunds add up, to the card and to Century Dollars; the last one moves P → R; the processor holds what is left', async () => {
    const { s, id, inv } = await paidOrder({ credit: 500 });
    const paid = inv.Paid;
    expect(inv).toMatchObject({ Status: 'P', Label: 'paid', Due: 0, CenturyDollars: 500 });
    expect(await processorHolds(id)).toBe(paid);
    const url = `/api/admin/invoices/${id}/refund`;
    await refused('POST', url, { amount: 1345, destination: 'card' }, 400, 'validation-failed'); // no reason
    await ok('POST', url, { amount: 1345, destination: 'card', reason: 'Côtes levées trop cuites' });
    let m = await money(id);
    expect(m).toMatchObject({ Status: 'P', Paid: paid, Refunded: 1345, Due: 0, Total: paid - 1345, Label: 'paid' });
    expect(await processorHolds(id)).toBe(paid - 1345);
    // to Century Dollars: the Century Dollars applied come back first
    const before = await balanceOf(s.id);
    await ok('POST', url, { amount: 700, destination: 'century-dollars', reason: 'Geste commercial' });
    expect(await balanceOf(s.id)).toBe(before + 700);
    m = await money(id);
    expect({ Refunded: m.Refunded, CenturyDollars: m.CenturyDollars, Due: m.Due }).toEqual({
      Refunded: 1345 + 200,
      CenturyDollars: 0,
      Due: 0,
    });
    // more than what is left to the card: refused with the most it can be
    const err = await refused('POST', url, { amount: paid, destination: 'card', reason: 'trop' }, 400, 'refund-too-large');
    expect(err.params['max']).toBe(paid - 1345 - 200);
    // the rest: P → R
    await ok('POST', url, { destination: 'card', reason: 'Commande annulée' });
    m = await money(id);
    expect(m).toMatchObject({
      Status: 'R',
      Label: 'refunded',
      Paid: paid,
      Refunded: paid,
      Due: 0,
      Total: 0,
      MoneyLeft: 0,
      CenturyDollarsLeft: 0,
    });
    // the $2.00 of card money refunded to Century Dollars stays with the processor: the customer has it as credit
    expect(await processorHolds(id)).toBe(200);
    await refused('POST', url, { destination: 'card', reason: 'encore' }, 409, 'error-invoicerefunded');
    // every refund is a readable line of the invoice's activity
    const act = AdminInvoiceActivity.parse(await ok('GET', `/api/admin/invoices/${id}/activity`));
    const refunds = act.Entries.filter((e) => e.Action === 'invoice-refunded');
    expect(refunds.map((e) => [e.Amount, e.Destination, e.Reason])).toEqual([
      [paid - 1545, 'card', 'Commande annulée'],
      [700, 'century-dollars', 'Geste commercial'],
      [1345, 'card', 'Côtes levées trop cuites'],
    ]);
    expect(refunds[2]).toMatchObject({ By: { Name: 'Régine Gérante' }, Before: { Label: 'paid', Refunded: 0 }, After: { Refunded: 1345 } });
    expect(refunds[0]!.After).toMatchObject({ Label: 'refunded', Total: 0 });
  });

  it('a processor that refuses: 502, nothing changes, and the refund is listed failed', async () => {
    const { id, inv } = await paidOrder();
    const original = t.gateway.refund;
    t.gateway.refund = async () => ({ status: 'error', message: 'processor unavailable' });
    try {
      const err = await refused(
        'POST',
        `/api/admin/invoices/${id}/refund`,
        { destination: 'card', reason: 'x' },
        502,
        'error-invoicerefunded',
      );
      expect(err.params['refunded']).toBe(0);
    } finally {
      t.gateway.refund = original;
    }
    const d = await details(id);
    expect(d.Invoice).toMatchObject({ Status: 'P', Refunded: 0, Total: inv.Total, Due: 0 });
    expect(d.Refunds.map((r) => r.Status)).toEqual(['failed']);
    await ok('POST', `/api/admin/invoices/${id}/refund`, { destination: 'card', reason: 'Nouvel essai' });
    expect((await money(id)).Status).toBe('R');
  });

  it('a refund a crash cut off after the processor refunded is finished by the job, once', async () => {
    const { s, id, inv } = await paidOrder({ credit: 300 });
    const deps = t.app.checkout();
    const at = t.now();
    // T1 and the processor, then the process "dies" before T2
    const { rows } = await askRefund(deps, { invoiceId: id, amountCents: null, destination: 'card', reason: 'Annulée' }, { by: su.id, at });
    const asked = await t.rows<{ id: number }>(sql`select id from invoice where id = ${id}`);
    expect(asked).toHaveLength(1);
    await callProcessor(deps, (await t.rows<never>(sql`select * from invoice where id = ${id}`))[0]!, rows);
    expect(await processorHolds(id)).toBe(0);
    expect((await money(id)).Status).toBe('P');
    const credit = await balanceOf(s.id);
    // too early: nothing
    expect(await reconcileBilling(deps, { afterMs: 60_000, interacTimeoutMs: 30 * 60_000 })).toMatchObject({ seen: 0 });
    t.at(t.day(2), '09:02:00');
    const run = await reconcileBilling(deps, { afterMs: 60_000, interacTimeoutMs: 30 * 60_000 });
    expect(run).toMatchObject({ done: 1, failed: 0 });
    expect(await reconcileBilling(deps, { afterMs: 60_000, interacTimeoutMs: 30 * 60_000 })).toMatchObject({ seen: 0 });
    expect(await money(id)).toMatchObject({ Status: 'R', Refunded: inv.Paid, Due: 0 });
    expect(await balanceOf(s.id)).toBe(credit + 300);
    // one refund at the processor, one Century Dollar credit
    const [card] = await t.rows<{ processor_reference: string }>(
      sql`select processor_reference from payment where invoice_id = ${id} and payment_method_id = 1`,
    );
    expect(await t.gateway.listRefunds({ transactionId: card!.processor_reference })).toHaveLength(1);
    const credits = await t.rows(sql`select 1 from century_dollar_transaction where invoice_id = ${id} and type = 'C'`);
    expect(credits).toHaveLength(1);
    const act = AdminInvoiceActivity.parse(await ok('GET', `/api/admin/invoices/${id}/activity`));
    expect(act.Entries[0]).toMatchObject({ Action: 'invoice-refunded', System: true });
  });
});

describe('deleting an invoice', () => {
  it('a paid one needs its money settled and a reason; refunded to the card, it leaves the lists and the kitchen, and stays in the reports', async () => {
    const friday = t.day(4);
    const portions = async () =>
      KitchenNumbersReply.parse(await ok('GET', `/api/orders/kitchen-numbers/meal-delivery?startDate=${friday}&endDate=${friday}`))
        .rows.filter((r) => r.productId === ribs)
        .reduce((a, r) => a + r.portions, 0);
    const { id, inv } = await paidOrder();
    const cooked = await portions();
    expect(cooked).toBeGreaterThanOrEqual(2);
    const err = await refused('DELETE', `/api/admin/invoices/${id}`, undefined, 409, 'settlement-required');
    expect(err.params['held']).toBe(inv.Paid);
    await refused('DELETE', `/api/admin/invoices/${id}`, { settlement: 'refund-card' }, 400, 'validation-failed');
    await ok('DELETE', `/api/admin/invoices/${id}`, { settlement: 'refund-card', reason: 'Client absent, commande annulée' });
    expect(await processorHolds(id)).toBe(0);
    const list = AdminInvoiceListReply.parse(await ok('GET', `/api/admin/invoices?searchBy=id&searchFor=${id}`));
    expect(list.data).toEqual([]);
    expect(await portions()).toBe(cooked - 2);
    const [row] = await t.rows<{ status: string; deleted: boolean }>(
      sql`select status, deleted_at is not null as deleted from invoice where id = ${id}`,
    );
    expect(row).toEqual({ status: 'R', deleted: true });
    const day = torontoDate(t.now());
    const report = AdminPaymentsReport.parse(await ok('GET', `/api/admin/reports/payments?startDate=${day}&endDate=${day}&limit=1000`));
    const mine = report.Rows.filter((r) => r.InvoiceId === id);
    expect(mine.map((r) => [r.Kind, r.AmountCents, r.InvoiceDeleted])).toEqual([
      ['payment', inv.Paid, true],
      ['refund', -inv.Paid, true],
    ]);
    expect(mine[1]!.Reason).toBe('Client absent, commande annulée');
    // its activity stays readable: the refund asked to delete it, then the deletion
    const act = AdminInvoiceActivity.parse(await ok('GET', `/api/admin/invoices/${id}/activity`));
    expect(act.Entries.map((e) => [e.Action, e.ReasonCd, e.Settlement])).toEqual([
      ['invoice-deleted', 'invoice-deleted', null],
      ['refund-requested', 'invoice-deleted', 'refund-card'],
    ]);
    expect(act.Entries[0]!.After).toMatchObject({ Label: 'refunded', Total: 0 });
  });

  it('kept: the money stays, the invoice leaves the lists; an unpaid one is canceled and gives back what it held', async () => {
    const { id, inv } = await paidOrder();
    await ok('DELETE', `/api/admin/invoices/${id}`, { settlement: 'keep', reason: 'Doublon saisi par erreur, payé quand même' });
    expect(await processorHolds(id)).toBe(inv.Paid);
    const s = await t.customer();
    await creditCenturyDollars(t.db.db, { accountId: s.id, amountCents: 400, methodCd: 'MA', manualUserId: s.id });
    const stock = await inventoryOf(t, ribs);
    const { card: _card, ...body } = checkout({ items: { friday: [item(ribs, 3, {}, t.now())] }, centuryDollarAmount: 400 }, 'unused', {
      paymentMethod: 'interac',
    });
    const unpaid = PlaceOrderReply.parse((await t.order(s, body)).json()).Id;
    expect(await inventoryOf(t, ribs)).toBe(stock! - 3);
    expect(await balanceOf(s.id)).toBe(0);
    await ok('DELETE', `/api/admin/invoices/${unpaid}`);
    expect(await inventoryOf(t, ribs)).toBe(stock);
    expect(await balanceOf(s.id)).toBe(400);
    const [row] = await t.rows<{ status: string }>(sql`select status from invoice where id = ${unpaid}`);
    expect(row!.status).toBe('C');
  });
});

describe('a paid invoice’s lines changed', () => {
  it('a $10 line: a balance due of $11.50, never “paid”; collected with the card on file', async () => {
    const { s, id, inv } = await paidOrder();
    const line = { customtitle: 'Pain de campagne', amount: 1000, quantity: 1, requiredby: t.day(4) };
    await ok('POST', `/api/admin/invoices/${id}/cart-details`, line);
    let m = await money(id);
    expect(m).toMatchObject({
      Status: 'P',
      Label: 'balance-due',
      Balance: 'balance-due',
      Due: 1150,
      Total: inv.Total + 1150,
      Paid: inv.Paid,
    });
    // a refund now is a refund of what was paid, not of the new total
    await refused('POST', `/api/admin/invoices/${id}/collect`, { savedCardId: 999_999, reason: 'x' }, 404, 'not-found');
    const saved = await t.req(s, 'POST', `/api/accounts/${s.uuid}/creditcard/0`, { token: await t.token() });
    expect(saved.statusCode, saved.body).toBe(200);
    const cardId = (saved.json() as { Id: number }).Id;
    const r = await ok<{ key: string }>('POST', `/api/admin/invoices/${id}/collect`, {
      savedCardId: cardId,
      reason: 'Pain ajouté par téléphone',
    });
    expect(r.key).toBe('balance-collected');
    m = await money(id);
    expect(m).toMatchObject({ Label: 'paid', Due: 0, Paid: inv.Paid + 1150 });
    expect(await processorHolds(id)).toBe(inv.Paid + 1150);
    await refused('POST', `/api/admin/invoices/${id}/collect`, { savedCardId: cardId, reason: 'encore' }, 409, 'nothing-due');
    // marked paid instead: another $10 line, paid by cheque
    await ok('POST', `/api/admin/invoices/${id}/cart-details`, line);
    expect((await ok<{ key: string }>('POST', `/api/admin/invoices/${id}/pay`, { method: 'cheque', reason: 'Chèque reçu' })).key).toBe(
      'balance-collected',
    );
    expect(await money(id)).toMatchObject({ Label: 'paid', Due: 0, Paid: inv.Paid + 2300 });
  });

  it('a balance charge on its way: no second charge nor a mark paid meanwhile', async () => {
    const { s, id, inv } = await paidOrder();
    await ok('POST', `/api/admin/invoices/${id}/cart-details`, { customtitle: 'Tarte', amount: 1000, quantity: 1, requiredby: t.day(4) });
    const saved = await t.req(s, 'POST', `/api/accounts/${s.uuid}/creditcard/0`, { token: await t.token() });
    const cardId = (saved.json() as { Id: number }).Id;
    const hold = t.gateway.hold('after');
    const first = admin('POST', `/api/admin/invoices/${id}/collect`, { savedCardId: cardId, reason: 'Tarte ajoutée' });
    await hold.reached;
    await refused('POST', `/api/admin/invoices/${id}/collect`, { savedCardId: cardId, reason: 'encore' }, 409, 'order-in-progress');
    await refused('POST', `/api/admin/invoices/${id}/pay`, { method: 'cash', reason: 'encore' }, 409, 'order-in-progress');
    hold.release();
    expect((await first).statusCode).toBe(200);
    expect(await money(id)).toMatchObject({ Due: 0, Paid: inv.Paid + 1150 });
    expect(await processorHolds(id)).toBe(inv.Paid + 1150);
  });

  it('a line removed: a credit due, refunded to the card — and a refunded invoice’s lines no longer change', async () => {
    const { id, inv } = await paidOrder({ quantity: 3 });
    const d = await details(id);
    const l = d.CartDetails[0]!;
    await ok('POST', `/api/admin/invoices/${id}/cart-details/${l.Id}`, {
      productid: l.productid,
      quantity: 2,
      amount: l.amount,
      requiredby: l.requiredby,
    });
    const m = await money(id);
    expect(m.Label).toBe('credit-due');
    expect(m.Due).toBeLessThan(0);
    expect(m.Total).toBeLessThan(inv.Total);
    await ok('POST', `/api/admin/invoices/${id}/refund`, { amount: -m.Due, destination: 'card', reason: 'Une portion en moins' });
    expect(await money(id)).toMatchObject({ Status: 'P', Label: 'paid', Due: 0, Refunded: -m.Due, Total: m.Total });
    await ok('POST', `/api/admin/invoices/${id}/refund`, { destination: 'card', reason: 'Annulée' });
    await refused(
      'POST',
      `/api/admin/invoices/${id}/cart-details`,
      { customtitle: 'x', amount: 100, requiredby: t.day(4) },
      409,
      'invoice-not-editable',
    );
  });

  it('adding and removing a line gives back the checkout’s own taxes and total, promo code and promotion included', async () => {
    const s = await t.customer();
    const code = `BILL${s.id}`;
    await t.db.db.execute(
      sql`insert into promo_code (code, type, amount, status, max_uses, times_used) values (${code}, 'dollars', 500, 'V', 5, 0)`,
    );
    const res = await t.order(s, checkout({ items: { friday: [item(ribs, 3, {}, t.now())] }, promoCode: code }, await t.token()));
    expect(res.statusCode, res.body).toBe(200);
    const id = PlaceOrderReply.parse(res.json()).Id;
    const placed = await money(id);
    expect(placed.Discount).toBeGreaterThan(0);
    expect(placed.Rebate).toBe(0);
    const added = await ok<{ Invoice: { Tax1: number } }>('POST', `/api/admin/invoices/${id}/cart-details`, {
      customtitle: 'Biscuits',
      amount: 400,
      requiredby: t.day(4),
    });
    expect(added.Invoice.Tax1).toBeGreaterThan(placed.Tax1);
    const extra = (await details(id)).CartDetails.find((c) => c.customtitle === 'Biscuits')!;
    await ok('DELETE', `/api/admin/invoices/${id}/cart-details/${extra.Id}`);
    const back = await money(id);
    expect([back.SubTotal, back.Tax1, back.Tax2, back.Total, back.Due]).toEqual([
      placed.SubTotal,
      placed.Tax1,
      placed.Tax2,
      placed.Total,
      0,
    ]);
  });
});

describe('staff and the customer paying at the same time', () => {
  /** An Interac order waiting at the bank, and the bank's signed approval. */
  async function atTheBank() {
    const s = await t.customer();
    const { card: _card, ...body } = checkout({ items: { friday: [item(ribs, 2, {}, t.now())] } }, 'unused', { paymentMethod: 'interac' });
    const reply = PlaceOrderReply.parse((await t.order(s, body)).json());
    const page = await t.req(
      s,
      'GET',
      `${reply.InteractOnlineRedirect}?returnUrl=${encodeURIComponent('/en/meal-delivery/confirm-order')}`,
    );
    const form = page.body.split('<form').find((f) => f.includes('value="approved"'))!;
    return { s, id: reply.Id, result: /name="interacResult" value="([^"]+)"/.exec(form)![1]! };
  }

  it('marked paid first: the customer’s approval is refunded and answered order-already-paid; stock and credit stay taken', async () => {
    const { s, id, result } = await atTheBank();
    const stock = await inventoryOf(t, ribs);
    await ok('POST', `/api/admin/invoices/${id}/pay`, { method: 'bank-transfer', reason: 'Virement reçu' });
    const fix = await t.req(s, 'POST', `/api/orders/${id}/fix-interact-payment`, { result });
    expect([fix.statusCode, ErrorReply.parse(fix.json()).code]).toEqual([409, 'order-already-paid']);
    expect(await inventoryOf(t, ribs)).toBe(stock);
    const d = await details(id);
    expect(d.Invoice).toMatchObject({ Status: 'P', Label: 'paid', Due: 0 });
    expect(d.Payments.map((p) => [p.PaymentMethodId, p.Status])).toEqual([
      [4, 'refunded'],
      [5, 'approved'],
    ]);
    expect(await processorHolds(id)).toBe(0);
    // the customer's page asked again: the same answer, no second refund
    const again = await t.req(s, 'POST', `/api/orders/${id}/fix-interact-payment`, { result });
    expect(ErrorReply.parse(again.json()).code).toBe('order-already-paid');
    expect(t.gateway.refunds.filter((r) => r.key.startsWith(`invoice-${id}-already-paid`)).length).toBeGreaterThanOrEqual(1);
    expect(await processorHolds(id)).toBe(0);
  });

  it('a card charge on its way when staff mark the order paid: refunded and answered order-already-paid; after a crash, the job refunds it', async () => {
    for (const crash of [false, true]) {
      const s = await t.customer();
      const hold = t.gateway.hold('after');
      const placing = t.order(s, checkout({ items: { friday: [item(ribs, 1, {}, t.now())] } }, await t.token()));
      await hold.reached;
      const [row] = await t.rows<{ id: number }>(sql`select max(id) as id from invoice where account_id = ${s.id}`);
      const id = Number(row!.id);
      await ok('POST', `/api/admin/invoices/${id}/pay`, { method: 'card-terminal', reason: 'Payé au terminal de la cuisine' });
      if (crash) {
        // the customer's request "dies" here; the job finds the closed payment the processor approved
        t.at(t.day(2), '09:05:00');
        const run = await reconcileBilling(t.app.checkout(), { afterMs: 60_000, interacTimeoutMs: 30 * 60_000 });
        expect(run.done).toBeGreaterThanOrEqual(1);
        expect(await processorHolds(id)).toBe(0);
      }
      hold.release();
      const res = await placing;
      expect([res.statusCode, ErrorReply.parse(res.json()).code]).toEqual([409, 'order-already-paid']);
      expect(await processorHolds(id)).toBe(0);
      const d = await details(id);
      expect(d.Invoice).toMatchObject({ Status: 'P', Label: 'paid', Due: 0 });
      expect(d.Payments.map((p) => [p.PaymentMethodId, p.Status])).toEqual([
        [1, 'refunded'],
        [5, 'approved'],
      ]);
      t.at(t.day(2), '09:00:00');
    }
  });

  it('at once, five rounds: never a 502, the order paid once, what the processor holds is what the invoice kept', async () => {
    for (let round = 0; round < 5; round++) {
      const { s, id, result } = await atTheBank();
      const stock = await inventoryOf(t, ribs);
      const [staff, customer] = await Promise.all([
        admin('POST', `/api/admin/invoices/${id}/pay`, { method: 'cash', reason: `Tour ${round}` }),
        t.req(s, 'POST', `/api/orders/${id}/fix-interact-payment`, { result }),
      ]);
      expect([200, 409]).toContain(staff.statusCode);
      expect([200, 409]).toContain(customer.statusCode);
      if (customer.statusCode === 409) expect(ErrorReply.parse(customer.json()).code).toBe('order-already-paid');
      if (staff.statusCode === 409) expect(ErrorReply.parse(staff.json()).code).toBe('error-invoicepaid');
      // exactly one of them paid it
      expect([staff.statusCode, customer.statusCode].filter((c) => c === 200)).toHaveLength(1);
      const m = await money(id);
      expect(m).toMatchObject({ Status: 'P', Due: 0 });
      expect(await processorHolds(id)).toBe(customer.statusCode === 200 ? m.Paid : 0);
      expect(await inventoryOf(t, ribs)).toBe(stock);
      const paidHistory = await t.rows(sql`select 1 from invoice_status_history where invoice_id = ${id} and to_status = 'P'`);
      expect(paidHistory).toHaveLength(1);
    }
  });
});

describe('reports and the export add up', () => {
  it('the payments report: collected − refunded = net per day, per method and in all, with the refund lines', async () => {
    const { id } = await paidOrder({ credit: 250 });
    await ok('POST', `/api/admin/invoices/${id}/refund`, { amount: 1000, destination: 'card', reason: 'Retard de livraison' });
    const day = torontoDate(t.now());
    const r = AdminPaymentsReport.parse(await ok('GET', `/api/admin/reports/payments?startDate=${day}&endDate=${day}&limit=1000`));
    expect(r.Rows).toHaveLength(r.RowCount);
    // one page of the rows, the totals of the whole range
    const second = AdminPaymentsReport.parse(await ok('GET', `/api/admin/reports/payments?startDate=${day}&endDate=${day}&limit=2&page=2`));
    expect(second.Rows).toEqual(r.Rows.slice(2, 4));
    expect([second.RowCount, second.NetCents, second.Tax1Cents]).toEqual([r.RowCount, r.NetCents, r.Tax1Cents]);
    const sum = (f: (x: (typeof r.Rows)[number]) => boolean) => r.Rows.filter(f).reduce((a, x) => a + x.AmountCents, 0);
    expect(r.CollectedCents).toBe(sum((x) => x.Kind === 'payment'));
    expect(r.RefundedCents).toBe(-sum((x) => x.Kind === 'refund'));
    expect(r.NetCents).toBe(r.CollectedCents - r.RefundedCents);
    for (const per of [r.PerDay, r.PerMethod]) {
      expect(per.reduce((a, x) => a + x.CollectedCents, 0)).toBe(r.CollectedCents);
      expect(per.reduce((a, x) => a + x.RefundedCents, 0)).toBe(r.RefundedCents);
      for (const x of per) expect(x.NetCents).toBe(x.CollectedCents - x.RefundedCents);
    }
    expect(r.Tax1Cents).toBe(r.Rows.reduce((a, x) => a + x.Tax1Cents, 0));
    expect(r.Rows.filter((x) => x.InvoiceId === id).map((x) => [x.Kind, x.Method, x.Reason])).toEqual([
      ['payment', 'century-dollars', null],
      ['payment', 'card', null],
      ['refund', 'card', 'Retard de livraison'],
    ]);
    const file = await admin('GET', `/api/admin/reports/payments?startDate=${day}&endDate=${day}&format=csv`);
    expect(file.body).toContain(',refund,');
    expect(file.body).toContain('-10.00');
  });

  it('the rows come a page or a chunk at a time and are the same rows (ADR 386): offset pages, the CSV’s keyset chunks, ties at one instant', async () => {
    // several movements at the test clock's one instant: the order falls to invoice, payment before refund, id
    const { id } = await paidOrder({ credit: 250 });
    await ok('POST', `/api/admin/invoices/${id}/refund`, { amount: 700, destination: 'century-dollars', reason: 'Livraison en retard' });
    await paidOrder();
    const day = torontoDate(t.now());
    const range = { from: torontoInstant(day, '00:00:00'), to: torontoInstant(addDays(day, 1), '00:00:00') };
    const read = await paymentRows(t.db.db, range, { offset: 0, limit: 1000 });
    const all = read.map((x) => x.row);
    const report = AdminPaymentsReport.parse(await ok('GET', `/api/admin/reports/payments?startDate=${day}&endDate=${day}&limit=1000`));
    expect(report.Rows).toEqual(all);
    expect(all.length).toBeGreaterThanOrEqual(6);
    // oldest first, then by invoice, a payment before its refund, then by id (PostgreSQL's text of
    // an instant of one day sorts as the instant)
    const keys = read.map((x) => [x.key.at, x.key.invoiceId, x.key.rank, x.key.id] as const);
    const before = (a: (typeof keys)[number], b: (typeof keys)[number]) => {
      for (let k = 0; k < a.length; k++) if (a[k] !== b[k]) return a[k]! < b[k]!;
      return false;
    };
    for (let k = 1; k < keys.length; k++) expect(before(keys[k - 1]!, keys[k]!), JSON.stringify(keys.slice(k - 1, k + 1))).toBe(true);
    expect(new Set(keys.map((x) => x[0])).size, 'movements at one instant').toBeLessThan(keys.length);
    // the JSON's pages: each the slice of the whole, the totals always the range's
    for (const page of [1, 2, 3]) {
      const p = AdminPaymentsReport.parse(
        await ok('GET', `/api/admin/reports/payments?startDate=${day}&endDate=${day}&limit=3&page=${page}`),
      );
      expect(p.Rows).toEqual(all.slice((page - 1) * 3, page * 3));
      expect([p.RowCount, p.NetCents, p.Tax1Cents, p.Tax2Cents]).toEqual([
        report.RowCount,
        report.NetCents,
        report.Tax1Cents,
        report.Tax2Cents,
      ]);
    }
    // the CSV's chunks: whatever their size, every row once, in order
    for (const size of [1, 2, 5]) {
      const cells: (string | number | null)[][] = [];
      for await (const chunk of paymentChunks(t.db.db, range, size)) cells.push(...chunk);
      expect(
        cells.map((c) => [c[2], c[3]]),
        `chunks of ${size}`,
      ).toEqual(all.map((r) => [r.Kind, r.Id]));
    }
    // the file streamed: a line a row, its amounts adding up to the net, its taxes to the report's
    const file = await admin('GET', `/api/admin/reports/payments?startDate=${day}&endDate=${day}&format=csv`);
    expect(file.headers['content-type']).toContain('text/csv');
    expect(file.headers['content-disposition']).toContain('payments.csv');
    const [head, ...lines] = file.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(head!.split(',').slice(0, 9)).toEqual(['Day', 'At', 'Kind', 'Id', 'Invoice', 'Method', 'Amount', 'GST', 'QST']);
    expect(lines).toHaveLength(report.RowCount);
    // (a negative amount is written '-…, the guard against formulas; the cells before Customer hold no comma)
    const cents = (k: number) => lines.reduce((a, l) => a + Math.round(Number(l.split(',')[k]!.replace(/^'/, '')) * 100), 0);
    expect([cents(6), cents(7), cents(8)]).toEqual([report.NetCents, report.Tax1Cents, report.Tax2Cents]);
    // and the Century Dollar ledger the same way
    const credits = (await creditRows(t.db.db, range, { offset: 0, limit: 1000 })).map((x) => x.row);
    expect(credits.length).toBeGreaterThanOrEqual(2);
    for (const size of [1, 3]) {
      const cells: (string | number | null)[][] = [];
      for await (const chunk of creditChunks(t.db.db, range, size)) cells.push(...chunk);
      expect(cells.map((c) => [c[2], c[5]])).toEqual(credits.map((r) => [r.AccountId, centsToDecimal(r.AmountCents)]));
    }
  });

  /** A per-day CSV's lines as cells (its byte-order mark and CRLF line ends off). */
  const csvLines = (body: string) =>
    body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n')
      .map((l) => l.split(','));
  const everyDayOf = (start: string, end: string) => Array.from({ length: daysBetween(start, end) + 1 }, (_, i) => addDays(start, i));

  it('the per-day CSV (the chart’s figures, issue 30): every day of the range, collected, refunded and net as the report’s, in each language', async () => {
    const { id } = await paidOrder();
    const paidOn = torontoDate(t.now());
    // the next day, a refund and nothing collected: a negative net
    t.at(t.day(3), '10:00:00');
    // the sessions a day on (their 12 h and their step-up would be over): as if signed in again
    await t.db.db.execute(
      sql`update session set last_seen_at = ${t.now()}, second_factor_at = ${t.now()}, expires_at = ${new Date(t.now().getTime() + 12 * 3600_000)}`,
    );
    await ok('POST', `/api/admin/invoices/${id}/refund`, { amount: 1500, destination: 'card', reason: 'Plat manquant' });
    const refundedOn = torontoDate(t.now());
    const [start, end] = [addDays(paidOn, -1), addDays(refundedOn, 1)];
    const r = AdminPaymentsReport.parse(await ok('GET', `/api/admin/reports/payments?startDate=${start}&endDate=${end}`));
    for (const language of ['en', 'fr'] as const) {
      const file = await admin(
        'GET',
        `/api/admin/reports/payments?startDate=${start}&endDate=${end}&format=csv&by=day&language=${language}`,
      );
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toContain('text/csv');
      expect(file.headers['content-disposition']).toContain('payments-per-day.csv');
      const [head, ...lines] = csvLines(file.body);
      expect(head).toEqual(
        language === 'en' ? ['Day', 'Collected', 'Refunded', 'Net', 'Movements'] : ['Jour', 'Perçu', 'Remboursé', 'Net', 'Mouvements'],
      );
      // every day, a day without a movement at 0
      expect(lines.map((l) => l[0])).toEqual(everyDayOf(start, end));
      for (const [day, collected, refunded, net, count] of lines) {
        const d = r.PerDay.find((x) => x.Key === day) ?? { CollectedCents: 0, RefundedCents: 0, NetCents: 0, Count: 0 };
        const cents = [collected, refunded, net].map((x) => Math.round(Number(x) * 100));
        expect([...cents, Number(count)], day).toEqual([d.CollectedCents, d.RefundedCents, d.NetCents, d.Count]);
        expect(cents[2]).toBe(cents[0]! - cents[1]!);
      }
      // the refund's day: −15.00, a number a spreadsheet adds up (not a text cell '-15)
      expect(lines.find((l) => l[0] === refundedOn)?.slice(1)).toEqual(['0', '15', '-15', '1']);
      expect(lines.filter((l) => l[0] === addDays(refundedOn, 1) || l[0] === start).map((l) => l.slice(1))).toEqual([
        ['0', '0', '0', '0'],
        ['0', '0', '0', '0'],
      ]);
    }
    // the movement CSV is as it was
    const rows = await admin('GET', `/api/admin/reports/payments?startDate=${start}&endDate=${end}&format=csv`);
    expect(csvLines(rows.body)[0]).toEqual([
      'Day',
      'At',
      'Kind',
      'Id',
      'Invoice',
      'Method',
      'Amount',
      'GST',
      'QST',
      'Customer',
      'Reason',
      'InvoiceDeleted',
    ]);
  });

  it('the Century Dollar report balances: opening + credits − debits = closing, which is every balance', async () => {
    // the range of every transaction there is (the test clock, the seed's and the suite's moments)
    const [span] = await t.rows<{ first: Date; last: Date }>(
      sql`select min(created_at) as first, max(created_at) as last from century_dollar_transaction`,
    );
    const start = addDays(torontoDate(new Date(span!.first)), 1);
    const end = torontoDate(new Date(span!.last));
    const r = AdminCreditsReport.parse(await ok('GET', `/api/admin/reports/century-dollar-credits?startDate=${start}&endDate=${end}`));
    expect(r.ClosingCents).toBe(r.OpeningCents + r.CreditsCents - r.DebitsCents);
    const [all] = await t.rows<{ n: number }>(sql`select coalesce(sum(current_century_dollar_cents), 0)::int as n from account`);
    const [before] = await t.rows<{ n: number }>(
      sql`select coalesce(sum(case when type = 'C' then amount_cents else -amount_cents end), 0)::int as n from century_dollar_transaction where created_at < ${torontoInstant(start, '00:00:00')}`,
    );
    expect(r.OpeningCents).toBe(Number(before!.n));
    expect(r.ClosingCents).toBe(Number(all!.n));
    // the per-day CSV: every day, credits, debits and their net as the report's per day
    const file = await admin(
      'GET',
      `/api/admin/reports/century-dollar-credits?startDate=${start}&endDate=${end}&format=csv&by=day&language=fr`,
    );
    expect(file.headers['content-disposition']).toContain('century-dollars-per-day.csv');
    const [head, ...lines] = csvLines(file.body);
    expect(head).toEqual(['Jour', 'Crédits', 'Débits', 'Net', 'Transactions']);
    expect(lines.map((l) => l[0])).toEqual(everyDayOf(start, end));
    for (const [day, credits, debits, net, count] of lines) {
      const d = r.PerDay.find((x) => x.Key === day) ?? { CreditsCents: 0, DebitsCents: 0, Count: 0 };
      expect([credits, debits, net].map((x) => Math.round(Number(x) * 100)).concat(Number(count)), day).toEqual([
        d.CreditsCents,
        d.DebitsCents,
        d.CreditsCents - d.DebitsCents,
        d.Count,
      ]);
    }
    expect(lines.reduce((a, l) => a + Math.round(Number(l[3]) * 100), 0)).toBe(r.ClosingCents - r.OpeningCents);
  });

  it('the invoice CSV: every money column, Toronto times, and each row adds up', async () => {
    const res = await admin('GET', `/api/admin/invoices?limit=1000&format=csv&status=P,U,C,D,R`);
    expect(res.statusCode).toBe(200);
    const [head, ...lines] = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(head!.split(',')).toEqual([...INVOICE_CSV_COLUMNS]);
    expect(lines.length).toBeGreaterThanOrEqual(10);
    const cents = (v: string) => Math.round(Number(v) * 100);
    for (const line of lines) {
      const cell = Object.fromEntries(head!.split(',').map((h, i) => [h, line.split(',')[i]!])) as Record<string, string>;
      expect(cell['CreatedAt']).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
      const parts =
        cents(cell['Items']!) -
        cents(cell['Discount']!) -
        cents(cell['Promo']!) -
        cents(cell['Subsidised']!) -
        cents(cell['Rebate']!) +
        cents(cell['Tip']!) +
        cents(cell['Delivery']!) +
        cents(cell['Fuel']!) +
        cents(cell['Extra']!) +
        cents(cell['GST']!) +
        cents(cell['QST']!) -
        cents(cell['CenturyDollars']!);
      expect(Math.max(0, parts), line).toBe(cents(cell['Total']!));
      expect(cents(cell['Card']!) + cents(cell['Interac']!) + cents(cell['Manual']!) + cents(cell['GiftCard']!), line).toBe(
        cents(cell['Paid']!),
      );
      if (['U', 'P', 'R'].includes(cell['Status']!) && parts >= 0)
        expect(cents(cell['Total']!) - cents(cell['Paid']!) + cents(cell['Refunded']!), line).toBe(cents(cell['Due']!));
    }
  });
});
