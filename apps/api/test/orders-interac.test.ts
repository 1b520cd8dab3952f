// Interac Online through the sandbox bank page, GET /orders/{id} ownership, and the bistro
// cluster invoice.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { ClusterInvoiceReply, ErrorReply, FixInteracReply, OrderReply, PlaceOrderReply } from '@mijote/contracts';
import { DEMO_PASSWORD } from '@mijote/db';
import { formatMoney } from '@mijote/domain';
import { checkout, createOrdersApp, inventoryOf, invoiceRow, item, setInventory, type OrdersApp } from './orders-helpers.js';
import { loginAs } from './fixtures/accounts.js';

let t: OrdersApp;
beforeAll(async () => {
  t = await createOrdersApp();
});
afterAll(async () => {
  await t?.close();
});
beforeEach(() => {
  t.at(t.day(2), '09:00:00');
});

async function interacOrder() {
  const s = await t.customer();
  const ribs = await t.productId('md-short-ribs-stout');
  await setInventory(t, ribs, 50);
  const { card: _card, ...body } = checkout({ items: { friday: [item(ribs, 2, {}, t.now())] } }, 'unused', { paymentMethod: 'interac' });
  const res = await t.order(s, body, `interac-${s.id}`);
  expect(res.statusCode, res.body).toBe(200);
  const reply = PlaceOrderReply.parse(res.json());
  return { s, ribs, body, reply };
}

/** The signed result behind one of the sandbox page's buttons. */
function resultFrom(html: string, outcome: 'approved' | 'declined'): string {
  const forms = html.split('<form').slice(1);
  const form = forms.find((f) => f.includes(`value="${outcome}"`))!;
  return /name="interacResult" value="([^"]+)"/.exec(form)![1]!;
}

describe('Interac Online', () => {
  it('answers a redirect to the sandbox bank page; approving there and fixing the payment marks it paid', async () => {
    const { s, ribs, body, reply } = await interacOrder();
    expect(reply.InteractOnlineRedirect).toBe(`/api/payments/sandbox/interac/${reply.Id}`);
    expect(await inventoryOf(t, ribs)).toBe(48); // held while the customer is at the bank
    expect((await invoiceRow(t, reply.Id)).status).toBe('U');

    const page = await t.req(
      s,
      'GET',
      `${reply.InteractOnlineRedirect}?returnUrl=${encodeURIComponent('/en/meal-delivery/confirm-order')}`,
    );
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('action="/en/meal-delivery/confirm-order"');
    // the amount in the customer's language, styled without a style attribute the CSP refuses (issue 28)
    const amountCents = (await invoiceRow(t, reply.Id)).total_cents;
    expect(page.body).toContain(`amount: ${formatMoney(amountCents, 'en')}</p>`);
    expect(page.body).not.toContain('CAD');
    expect(page.body).not.toMatch(/\sstyle="/);
    const nonce = /<style nonce="([^"]+)">/.exec(page.body)?.[1];
    expect(nonce).toBeTruthy();
    expect(String(page.headers['content-security-policy'])).toMatch(new RegExp(`style-src [^;]*'nonce-${nonce}'`));
    const fr = await t.req(
      s,
      'GET',
      `${reply.InteractOnlineRedirect}?returnUrl=${encodeURIComponent('/fr/livraisons-a-domicile/confirm-order')}`,
    );
    expect(fr.body).toContain('<html lang="fr"');
    expect(fr.body).toContain(`montant : ${formatMoney(amountCents, 'fr')}</p>`);
    expect(formatMoney(amountCents, 'fr')).toMatch(/^\d+,\d\d\u00a0\$$/);
    // another customer cannot open it
    expect((await t.req(await t.customer(), 'GET', reply.InteractOnlineRedirect!)).statusCode).toBe(404);
    // an open redirect is refused
    expect((await t.req(s, 'GET', `${reply.InteractOnlineRedirect}?returnUrl=${encodeURIComponent('//evil.example')}`)).statusCode).toBe(
      400,
    );

    // a replay of the placement answers the same redirect
    expect((await t.order(s, body, `interac-${s.id}`)).json()).toEqual(reply);

    const forged = await t.req(s, 'POST', `/api/orders/${reply.Id}/fix-interact-payment`, { result: 'io_sbx_forged.result' });
    expect(forged.statusCode).toBe(400);
    expect(forged.json().code).toBe('interac-result-invalid');

    const fix = await t.req(s, 'POST', `/api/orders/${reply.Id}/fix-interact-payment`, { result: resultFrom(page.body, 'approved') });
    expect(fix.statusCode, fix.body).toBe(200);
    expect(FixInteracReply.parse(fix.json())).toEqual({ Id: reply.Id, status: 'paid' });
    const order = OrderReply.parse((await t.req(s, 'GET', `/api/orders/${reply.Id}`)).json());
    expect(order.status).toBe('paid');
    expect(order.paymentType).toBe('INTERAC');
    expect(order.payments.map((p) => [p.PaymentMethodId, p.status])).toEqual([[4, 'approved']]);
    // once paid, the placement replays as paid and fixing again is harmless
    expect((await t.order(s, body, `interac-${s.id}`)).json()).toEqual({ Id: reply.Id, InteractOnlineRedirect: null });
    expect(
      (await t.req(s, 'POST', `/api/orders/${reply.Id}/fix-interact-payment`, { result: resultFrom(page.body, 'approved') })).json().status,
    ).toBe('paid');
    const [mail] = await t.rows<{ n: number }>(
      sql`select count(*)::int as n from email_outbox where account_id = ${s.id} and template = 'order-confirmation'`,
    );
    expect(mail!.n).toBe(1);
  });

  it('the Facebook-share reward waits for the payment: nothing while unpaid, the code once paid, never when declined (issue 9)', async () => {
    const share = (s: Awaited<ReturnType<typeof t.customer>>, id: number) =>
      t.req(s, 'POST', `/api/accounts/me/orders/${id}/share?site=21`, { language: 'en', store: 'mealDelivery', error: null });
    const shareCodes = async (id: number) =>
      (await t.rows<{ n: number }>(sql`select count(*)::int as n from promo_code where note = ${`facebook-share:order:${id}`}`))[0]!.n;

    const paid = await interacOrder();
    const unpaid = await share(paid.s, paid.reply.Id);
    expect(unpaid.statusCode, unpaid.body).toBe(200);
    expect(unpaid.json()).toEqual({ ok: true, rewarded: false });
    expect(await shareCodes(paid.reply.Id)).toBe(0);
    const page = await t.req(paid.s, 'GET', paid.reply.InteractOnlineRedirect!);
    expect(
      (await t.req(paid.s, 'POST', `/api/orders/${paid.reply.Id}/fix-interact-payment`, { result: resultFrom(page.body, 'approved') }))
        .statusCode,
    ).toBe(200);
    expect((await share(paid.s, paid.reply.Id)).json()).toEqual({ ok: true, rewarded: true });
    expect(await shareCodes(paid.reply.Id)).toBe(1);

    const declined = await interacOrder();
    const bank = await t.req(declined.s, 'GET', declined.reply.InteractOnlineRedirect!);
    expect(
      (
        await t.req(declined.s, 'POST', `/api/orders/${declined.reply.Id}/fix-interact-payment`, {
          result: resultFrom(bank.body, 'declined'),
        })
      ).statusCode,
    ).toBe(402);
    expect((await share(declined.s, declined.reply.Id)).json()).toEqual({ ok: true, rewarded: false });
    expect(await shareCodes(declined.reply.Id)).toBe(0);
  });

  it('declining at the bank gives 402 order-declined, invoice D and the stock back', async () => {
    const { s, ribs, reply } = await interacOrder();
    const page = await t.req(s, 'GET', reply.InteractOnlineRedirect!);
    const fix = await t.req(s, 'POST', `/api/orders/${reply.Id}/fix-interact-payment`, { result: resultFrom(page.body, 'declined') });
    expect(fix.statusCode).toBe(402);
    expect(ErrorReply.parse(fix.json()).code).toBe('order-declined');
    expect((await invoiceRow(t, reply.Id)).status).toBe('D');
    expect(await inventoryOf(t, ribs)).toBe(50);
    // the page is gone once the payment is settled
    expect((await t.req(s, 'GET', reply.InteractOnlineRedirect!)).statusCode).toBe(409);
  });

  it('a result signed for another order is refused', async () => {
    const a = await interacOrder();
    const b = await interacOrder();
    const pageA = await t.req(a.s, 'GET', a.reply.InteractOnlineRedirect!);
    const res = await t.req(b.s, 'POST', `/api/orders/${b.reply.Id}/fix-interact-payment`, { result: resultFrom(pageA.body, 'approved') });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('interac-result-invalid');
  });
});

describe('GET /api/orders/{id}', () => {
  it('is for the owner (and a super user); anyone else gets 404, a visitor 401', async () => {
    const owner = await t.customer();
    const quinoa = await t.productId('md-salmon-quinoa');
    const placed = await t.order(owner, checkout({ items: { thursday: [item(quinoa, 1, {}, t.now())] } }, await t.token()));
    const id = PlaceOrderReply.parse(placed.json()).Id;
    expect((await t.req(owner, 'GET', `/api/orders/${id}`)).statusCode).toBe(200);
    const other = await t.req(await t.customer(), 'GET', `/api/orders/${id}`);
    expect(other.statusCode).toBe(404);
    // same answer as an order that does not exist: existence is not revealed
    const missing = await t.req(owner, 'GET', '/api/orders/99999999');
    expect(missing.statusCode).toBe(404);
    // (but for each request's own id, ADR 385)
    expect({ ...other.json(), requestId: null }).toEqual({ ...missing.json(), requestId: null });
    expect((await t.req(null, 'GET', `/api/orders/${id}`)).statusCode).toBe(401);
    const admin = await loginAs(t.app, 'admin@mijote.test', DEMO_PASSWORD);
    expect((await t.req(admin, 'GET', `/api/orders/${id}`)).statusCode).toBe(200);
  });
});

describe('POST /api/orders/{id}/cluster-invoice', () => {
  it('answers the bistro’s invoice batch of the delivery week with the order in it', async () => {
    const s = await t.customer();
    const franchiseId = await t.franchiseId('bistro-pointe-claire');
    const [row] = await t.rows<{
      product_id: number;
    }>(sql`select pf.product_id from product_franchise pf join product p on p.id = pf.product_id
      where pf.franchise_id = ${franchiseId} and p.category_cd = 'R' and p.status_cd = 'A' and not p.requires_secondary_products
        and not exists (select 1 from product_inventory i where i.product_id = p.id) order by pf.product_id limit 1`);
    const productId = Number(row!.product_id);
    const body = checkout({ items: { restaurant: [item(productId, 2, {}, t.now())] }, franchiseId }, await t.token(), {
      store: 'restaurant',
      franchiseId,
      checkoutProcedure: 'pickup',
      deliveryAddress: null,
      deliveryDate: t.day(2),
      deliveryTime: '12:00',
    });
    const res = await t.order(s, body);
    expect(res.statusCode, res.body).toBe(200);
    const id = PlaceOrderReply.parse(res.json()).Id;
    const cluster = await t.req(s, 'POST', `/api/orders/${id}/cluster-invoice`);
    expect(cluster.statusCode, cluster.body).toBe(200);
    const batch = ClusterInvoiceReply.parse(cluster.json());
    expect(batch.franchiseId).toBe(franchiseId);
    expect(batch.weekStart).toBe(t.day(0));
    expect(batch.orderIds).toContain(id);
    expect(batch.total).toBeGreaterThanOrEqual((await invoiceRow(t, id)).total_cents);
    // an order without a bistro has no batch
    const md = await t.order(
      s,
      checkout({ items: { thursday: [item(await t.productId('md-salmon-quinoa'), 1, {}, t.now())] } }, await t.token()),
    );
    expect((await t.req(s, 'POST', `/api/orders/${md.json().Id}/cluster-invoice`)).statusCode).toBe(400);
  });
});
