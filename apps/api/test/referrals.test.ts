// The referral program end to end (customer-side §9, ADR 183): a customer refers a friend with the
// referral form; the friend's new account is linked and credited $25 of Century Dollars; the
// referrer gets $25 when the friend's first order is paid — once, whatever happens after.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CenturyDollarsReply } from '@mijote/contracts';
import { REFERRAL_CREDIT } from '@mijote/domain';
import { freshIp, sessionFrom, uniqueEmail } from './fixtures/accounts.js';
import { checkout, createOrdersApp, item, type OrdersApp } from './orders-helpers.js';

let t: OrdersApp;
beforeAll(async () => {
  t = await createOrdersApp();
  t.at(t.day(2), '09:00:00');
});
afterAll(async () => {
  await t?.close();
});

const balanceOf = async (id: number) => Number((await t.rows<{ c: number }>(sql`select current_century_dollar_cents as c from account where id = ${id}`))[0]!.c);
const referralRows = async (id: number) => t.rows<{ amount_cents: number; method_cd: string }>(sql`select amount_cents, method_cd from century_dollar_transaction where account_id = ${id} and method_cd = 'RE'`);

async function refer(referrerEmail: string, friendEmail: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/forms/en/referral',
    remoteAddress: freshIp(),
    payload: { firstName: 'Nadia', lastName: 'Roy', email: referrerEmail, friendFirstName: 'Luc', friendEmail },
  });
  expect(res.statusCode, res.body).toBe(200);
}

async function signUp(email: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/accounts',
    remoteAddress: freshIp(),
    payload: {
      FirstName: 'Luc',
      LastName: 'Gagnon',
      Email: email,
      Password: 'Tourtiere-du-Lac-77',
      ConfirmPassword: 'Tourtiere-du-Lac-77',
      PreferredLanguage: 'fr',
      BillingAddress: { line1: '12 Chemin du Bord-du-Lac', city: 'Pointe-Claire', province: 'QC', postalCode: 'H9R 1A1', country: 'CA' },
      UseBillingAddress: true,
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return sessionFrom(res);
}

async function payAnOrder(s: Awaited<ReturnType<typeof signUp>>) {
  const quinoa = await t.productId('md-salmon-quinoa');
  const res = await t.order(s, checkout({ items: { thursday: [item(quinoa, 2, {}, t.now())] } }, await t.token()));
  expect(res.statusCode, res.body).toBe(200);
}

describe('referral program', () => {
  it('credits the friend at sign-up and the referrer at the friend’s first paid order, once each', async () => {
    const referrer = await t.customer();
    const [r] = await t.rows<{ email: string }>(sql`select email from account where id = ${referrer.id}`);
    const friendEmail = uniqueEmail('friend');
    await refer(r!.email, friendEmail.toUpperCase());

    const friend = await signUp(friendEmail);
    expect(await balanceOf(friend.id)).toBe(REFERRAL_CREDIT);
    expect(await referralRows(friend.id)).toEqual([{ amount_cents: REFERRAL_CREDIT, method_cd: 'RE' }]);
    const [link] = await t.rows<{ referred_by_account_id: number }>(sql`select referred_by_account_id from account where id = ${friend.id}`);
    expect(link!.referred_by_account_id).toBe(referrer.id);
    expect(await balanceOf(referrer.id)).toBe(0);

    await payAnOrder(friend);
    expect(await balanceOf(referrer.id)).toBe(REFERRAL_CREDIT);
    await payAnOrder(friend);
    expect(await balanceOf(referrer.id)).toBe(REFERRAL_CREDIT);
    expect(await referralRows(referrer.id)).toHaveLength(1);

    // issue 9: the ledger keeps codes, never English sentences; each reader translates them
    const notes = await t.rows<{ account_id: number; note: string }>(
      sql`select account_id, note from century_dollar_transaction where method_cd = 'RE' and account_id in (${friend.id}, ${referrer.id}) order by account_id`,
    );
    expect(notes.map((n) => [n.account_id, n.note])).toEqual(
      [
        [friend.id, 'referral-welcome'],
        [referrer.id, 'referral-friend-order'],
      ].sort((a, b) => (a[0] as number) - (b[0] as number)),
    );
    const friendLedger = CenturyDollarsReply.parse((await t.req(friend, 'GET', `/api/accounts/${friend.uuid}/century-dollars`)).json());
    expect(friendLedger.transactions.find((x) => x.methodCd === 'RE')).toMatchObject({ reason: 'referral-welcome', note: null, invoiceId: null });
    const referrerLedger = CenturyDollarsReply.parse((await t.req(referrer, 'GET', `/api/accounts/${referrer.uuid}/century-dollars`)).json());
    expect(referrerLedger.transactions.find((x) => x.methodCd === 'RE')).toMatchObject({ reason: 'referral-friend-order', note: null });
  });

  it('gives nothing without a referral, or when the referrer has no account', async () => {
    const plain = await signUp(uniqueEmail('plain'));
    expect(await balanceOf(plain.id)).toBe(0);
    const friendEmail = uniqueEmail('friend2');
    await refer(uniqueEmail('no-account'), friendEmail);
    const friend = await signUp(friendEmail);
    expect(await balanceOf(friend.id)).toBe(0);
    await payAnOrder(friend);
    expect(await referralRows(friend.id)).toEqual([]);
  });
});
