// The referral program end to end (customer-side §9, ADR 183, 193): a customer refers a friend with
// the referral form; the friend's new account is linked; the friend's $25 arrives when their e-mail
// is verified (ADR 192), the referrer's $25 on the friend's first order paid by card — from another
// card and another address than the referrer's and their earlier friends', both e-mails verified,
// at most REFERRAL_CREDITS_PER_YEAR a calendar year. Issue 9: before this, every throw-away sign-up
// had $25 to spend at once and earned its referrer $25 more (these tests failed on that code).
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CenturyDollarsReply, ErrorReply } from '@mijote/contracts';
import { createAccount, createAddress } from '@mijote/db/testing';
import { REFERRAL_CREDIT, REFERRAL_CREDITS_PER_YEAR, referralYear } from '@mijote/domain';
import { freshIp, passwordHash, sessionFrom, uniqueEmail, type Session } from './fixtures/accounts.js';
import { asSent } from './fixtures/outbox.js';
import { postCenturyDollars } from '../src/modules/ledgers/century-dollars.js';
import { creditReferrerOnPaidOrder, onEmailVerified } from '../src/modules/referrals/service.js';
import { ADDRESS, checkout, createOrdersApp, item, type OrdersApp } from './orders-helpers.js';

let t: OrdersApp;
beforeAll(async () => {
  t = await createOrdersApp();
  t.at(t.day(2), '09:00:00');
});
afterAll(async () => {
  await t?.close();
});

const CARDS = {
  visa1111: '4111111111111111',
  visa1881: '4012888888881881',
  mc4444: '5555555555554444',
  mc5100: '5105105105105100',
  visa5556: '4000056655665556',
} as const;
const FRIEND_HOME = { ...ADDRESS, name: 'Luc Gagnon', line1: '90 avenue Cedar', postalCode: 'H9S 2B2', city: 'Dorval' };

const balanceOf = async (id: number) =>
  Number((await t.rows<{ c: number }>(sql`select current_century_dollar_cents as c from account where id = ${id}`))[0]!.c);
const referralRows = async (id: number) =>
  t.rows<{ amount_cents: number; method_cd: string; note: string }>(
    sql`select amount_cents, method_cd, note from century_dollar_transaction where account_id = ${id} and method_cd = 'RE'`,
  );
const referralOf = async (friendId: number) =>
  (
    await t.rows<{
      referrer_account_id: number;
      welcome_outcome: string | null;
      referrer_outcome: string | null;
      invoice_id: number | null;
    }>(sql`select referrer_account_id, welcome_outcome, referrer_outcome, invoice_id from referral where friend_account_id = ${friendId}`)
  )[0] ?? null;

async function emailOf(id: number): Promise<string> {
  return (await t.rows<{ email: string }>(sql`select email from account where id = ${id}`))[0]!.email;
}

/** A verified customer who refers (the test factory's accounts are verified, like the seeded ones). */
async function referrer(overrides: Parameters<OrdersApp['customer']>[0] = {}): Promise<Session & { email: string }> {
  const s = await t.customer({ email: uniqueEmail('referrer'), ...overrides });
  return { ...s, email: await emailOf(s.id) };
}

/** The referral form, sent by the signed-in referrer (issue 29: the form needs a session). */
async function refer(r: Session & { email: string }, friendEmail: string) {
  const res = await t.req(r, 'POST', '/api/forms/en/referral', {
    firstName: 'Nadia',
    lastName: 'Roy',
    email: r.email,
    friendFirstName: 'Luc',
    friendEmail,
  });
  expect(res.statusCode, res.body).toBe(200);
}

async function signUp(email: string, address: { line1: string; postalCode: string; city: string } = FRIEND_HOME) {
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
      BillingAddress: { line1: address.line1, city: address.city, province: 'QC', postalCode: address.postalCode, country: 'CA' },
      UseBillingAddress: true,
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return sessionFrom(res);
}

/** The token of the newest verification link sent to `email`. */
async function linkTokenFor(email: string): Promise<string> {
  const [mail] = await t.rows<{ id: number; text: string; html: string; secret_sealed: string | null }>(
    sql`select id, text, html, secret_sealed from email_outbox where template = 'email-verification' and lower("to") = lower(${email}) order by id desc limit 1`,
  );
  // as the sender sends it: the row holds the link only sealed (ADR 376)
  const sent = mail ? asSent({ id: mail.id, text: mail.text, html: mail.html, secretSealed: mail.secret_sealed }) : null;
  const token = /\/verify-email\/([A-Za-z0-9_-]+)/.exec(sent?.text ?? '')?.[1];
  if (!token) throw new Error(`no verification link for ${email}`);
  return token;
}

async function verify(email: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/accounts/verify-email',
    remoteAddress: freshIp(),
    payload: { token: await linkTokenFor(email) },
  });
  expect(res.statusCode, res.body).toBe(200);
}

/** A referred, signed-up friend (not verified yet). */
async function friendOf(r: Session & { email: string }, email = uniqueEmail('friend')) {
  await refer(r, email);
  const s = await signUp(email);
  return { ...s, email };
}

async function pay(s: Session, opts: { card?: string; address?: typeof ADDRESS; centuryDollars?: number } = {}) {
  const quinoa = await t.productId('md-salmon-quinoa');
  const cart = { items: { thursday: [item(quinoa, 2, {}, t.now())] }, centuryDollarAmount: opts.centuryDollars ?? 0 };
  const res = await t.order(
    s,
    checkout(cart, await t.token(opts.card ?? CARDS.visa1881), { deliveryAddress: opts.address ?? FRIEND_HOME }),
  );
  expect(res.statusCode, res.body).toBe(200);
  const id = Number((res.json() as { Id: number }).Id);
  const [inv] = await t.rows<{ century_dollars_cents: number; total_cents: number; status: string }>(
    sql`select century_dollars_cents, total_cents, status from invoice where id = ${id}`,
  );
  return { id, ...inv! };
}

async function saveCard(accountId: number, card: { brand: 'VISA' | 'MC' | 'AMEX'; last4: string; expYear?: number }) {
  await t.rows(sql`insert into saved_card (account_id, processor_token, brand, last4, exp_month, exp_year)
    values (${accountId}, ${`tok_test_${accountId}_${card.last4}_${Math.random()}`}, ${card.brand}, ${card.last4}, 12, ${card.expYear ?? t.now().getUTCFullYear() + 2})`);
}

describe('issue 29: the friend’s $25 waits for their first order paid by card (ADR 375)', () => {
  it('verified, a throw-away friend holds nothing to spend; a card order brings the $25, once', async () => {
    const r = await referrer();
    const friend = await friendOf(r);
    await verify(friend.email);
    // before: $25 of Century Dollars at once, enough for a $14.95 dish with no card
    expect(await referralOf(friend.id)).toMatchObject({ welcome_outcome: null });
    expect(await balanceOf(friend.id)).toBe(0);
    expect(await referralRows(friend.id)).toEqual([]);
    const tried = await pay(friend, { centuryDollars: REFERRAL_CREDIT });
    expect(tried.century_dollars_cents).toBe(0);
    // that order was paid by card: the welcome arrives with it
    expect(await referralOf(friend.id)).toMatchObject({ welcome_outcome: 'credited' });
    expect(await referralRows(friend.id)).toEqual([{ amount_cents: REFERRAL_CREDIT, method_cd: 'RE', note: 'referral-welcome' }]);
    expect(await balanceOf(friend.id)).toBe(REFERRAL_CREDIT);
    // a second card order, and the verification link opened again: no second welcome
    await pay(friend);
    await t.db.db.transaction((tx) => onEmailVerified(tx, friend.id, t.now()));
    await t.db.db.transaction((tx) => creditReferrerOnPaidOrder(tx, { friendAccountId: friend.id, invoiceId: tried.id, at: t.now() }));
    expect(await referralRows(friend.id)).toHaveLength(1);
    expect(await balanceOf(friend.id)).toBe(REFERRAL_CREDIT);
  });

  it('an order paid wholly with Century Dollars does not bring the welcome; the next card order does', async () => {
    const r = await referrer();
    const friend = await friendOf(r);
    await verify(friend.email);
    // Century Dollars the friend holds otherwise (a staff credit), enough for the whole order
    await t.db.db.transaction((tx) =>
      postCenturyDollars(tx, {
        accountId: friend.id,
        type: 'C',
        amountCents: 20_000,
        methodCd: 'PR',
        note: 'test',
        idempotencyKey: `test:${friend.id}`,
        at: t.now(),
      }),
    );
    const byCredit = await pay(friend, { centuryDollars: 20_000 });
    expect(byCredit.total_cents).toBe(0);
    expect(byCredit.status).toBe('P');
    expect(await referralOf(friend.id)).toMatchObject({ welcome_outcome: null });
    expect(await referralRows(friend.id)).toEqual([]);
    await pay(friend);
    expect(await referralOf(friend.id)).toMatchObject({ welcome_outcome: 'credited' });
    expect(await referralRows(friend.id)).toHaveLength(1);
  });

  it('a welcome credited before ADR 375 stays as it is', async () => {
    const r = await referrer();
    const friend = await friendOf(r);
    await t.db.db.transaction(async (tx) => {
      await tx.execute(
        sql`update referral set welcome_outcome = 'credited', welcome_decided_at = ${t.now()} where friend_account_id = ${friend.id}`,
      );
      await postCenturyDollars(tx, {
        accountId: friend.id,
        type: 'C',
        amountCents: REFERRAL_CREDIT,
        methodCd: 'RE',
        note: 'referral-welcome',
        idempotencyKey: `referral:friend:${friend.id}`,
        at: t.now(),
      });
    });
    await verify(friend.email);
    await pay(friend);
    expect(await referralRows(friend.id)).toHaveLength(1);
    expect(await referralOf(friend.id)).toMatchObject({ welcome_outcome: 'credited', referrer_outcome: 'credited' });
  });
});

describe('the friend’s $25 waits for the verified e-mail', () => {
  it('a throw-away sign-up gets nothing to spend; once verified, $25 pays part of an order', async () => {
    const r = await referrer();
    const friend = await friendOf(r);
    expect(await referralOf(friend.id)).toMatchObject({ referrer_account_id: r.id, welcome_outcome: null });
    expect(await balanceOf(friend.id)).toBe(0);
    expect(await referralRows(friend.id)).toEqual([]);

    // it asks to apply $25 of Century Dollars: nothing applies, the card pays it all
    const unverified = await pay(friend, { centuryDollars: REFERRAL_CREDIT, address: { ...FRIEND_HOME, line1: '91 avenue Cedar' } });
    expect(unverified.century_dollars_cents).toBe(0);
    expect(unverified.total_cents).toBeGreaterThan(0);
    // that paid order was from an unverified friend: the referrer's decision waits
    expect(await referralOf(friend.id)).toMatchObject({ invoice_id: unverified.id, referrer_outcome: null });
    expect(await balanceOf(r.id)).toBe(0);

    await verify(friend.email);
    expect(await referralOf(friend.id)).toMatchObject({ welcome_outcome: 'credited', referrer_outcome: 'credited' });
    expect(await balanceOf(friend.id)).toBe(REFERRAL_CREDIT);
    expect(await balanceOf(r.id)).toBe(REFERRAL_CREDIT);

    const verified = await pay(friend, { centuryDollars: REFERRAL_CREDIT });
    expect(verified.century_dollars_cents).toBeGreaterThan(0);
    expect(verified.century_dollars_cents).toBeLessThanOrEqual(REFERRAL_CREDIT);
    expect(await balanceOf(friend.id)).toBe(REFERRAL_CREDIT - verified.century_dollars_cents);
    // a second paid order credits nobody again
    expect(await balanceOf(r.id)).toBe(REFERRAL_CREDIT);
  });

  it('verifying twice (a second link after an e-mail change) credits the welcome once', async () => {
    const r = await referrer();
    const friend = await friendOf(r);
    await verify(friend.email);
    await pay(friend);
    const other = uniqueEmail('friend-new');
    const res = await t.req(friend, 'POST', `/api/accounts/${friend.uuid}/email`, { Email: other, CurrentPassword: 'Tourtiere-du-Lac-77' });
    expect(res.statusCode, res.body).toBe(200);
    await verify(other);
    expect(await referralRows(friend.id)).toHaveLength(1);
    expect(await balanceOf(friend.id)).toBe(REFERRAL_CREDIT);
  });

  it('no welcome when the referrer’s own e-mail is not verified', async () => {
    const r = await referrer({ emailVerifiedAt: null });
    const friend = await friendOf(r);
    await verify(friend.email);
    await pay(friend);
    expect(await referralOf(friend.id)).toMatchObject({ welcome_outcome: 'referrer-unverified' });
    expect(await balanceOf(friend.id)).toBe(0);
  });

  it('no welcome for a mailbox that already has an account (another spelling of an existing customer)', async () => {
    const r = await referrer();
    const base = `farm${Date.now().toString(36)}`;
    await createAccount(t.db.db, {
      email: `${base.slice(0, 3)}.${base.slice(3)}@gmail.com`,
      firstName: 'Old',
      lastName: 'Customer',
      passwordHash: await passwordHash(),
    });
    const alias = `${base}+2@googlemail.com`;
    const friend = await friendOf(r, alias);
    await verify(alias);
    await pay(friend);
    expect(await referralOf(friend.id)).toMatchObject({ welcome_outcome: 'existing-customer' });
    expect(await balanceOf(friend.id)).toBe(0);
    // and the referrer earns nothing through them either
    expect(await referralOf(friend.id)).toMatchObject({ referrer_outcome: 'existing-customer' });
    expect(await balanceOf(r.id)).toBe(0);
  });

  it('a friend of the referrer’s own mailbox is never linked', async () => {
    const base = `self.${Date.now().toString(36)}`;
    const r = await referrer({ email: `${base}@gmail.com` });
    // the form refuses the same mailbox
    const res = await t.req(r, 'POST', '/api/forms/en/referral', {
      firstName: 'N',
      lastName: 'R',
      email: r.email,
      friendFirstName: 'L',
      friendEmail: `${base.replace('.', '')}+me@gmail.com`,
    });
    expect(res.statusCode).toBe(400);
    expect(ErrorReply.parse(res.json()).params['issues']).toEqual([
      expect.objectContaining({ path: 'body.friendEmail', code: 'referral-self' }),
    ]);
  });
});

describe('the referrer’s $25: the friend’s first order paid by card, from another card and address', () => {
  it('credits the referrer once, with the order as the ledger row’s invoice', async () => {
    const r = await referrer();
    const friend = await friendOf(r);
    await verify(friend.email);
    const first = await pay(friend, { card: CARDS.mc4444 });
    expect(await referralOf(friend.id)).toMatchObject({ invoice_id: first.id, referrer_outcome: 'credited' });
    expect(await balanceOf(r.id)).toBe(REFERRAL_CREDIT);
    await pay(friend, { card: CARDS.visa5556 });
    expect(await referralRows(r.id)).toEqual([{ amount_cents: REFERRAL_CREDIT, method_cd: 'RE', note: 'referral-friend-order' }]);
    expect(await referralRows(friend.id)).toEqual([{ amount_cents: REFERRAL_CREDIT, method_cd: 'RE', note: 'referral-welcome' }]);
    const ledger = CenturyDollarsReply.parse((await t.req(r, 'GET', `/api/accounts/${r.uuid}/century-dollars`)).json());
    expect(ledger.transactions.find((x) => x.methodCd === 'RE')).toMatchObject({
      reason: 'referral-friend-order',
      note: null,
      invoiceId: first.id,
    });
  });

  it('the referrer’s own saved card (same brand and last 4): no credit, and a later order with another card does not change it', async () => {
    const r = await referrer();
    await saveCard(r.id, { brand: 'VISA', last4: '1111' });
    const friend = await friendOf(r);
    await verify(friend.email);
    await pay(friend, { card: CARDS.visa1111 });
    expect(await referralOf(friend.id)).toMatchObject({ referrer_outcome: 'same-card' });
    await pay(friend, { card: CARDS.mc5100 });
    expect(await referralOf(friend.id)).toMatchObject({ referrer_outcome: 'same-card' });
    expect(await balanceOf(r.id)).toBe(0);
  });

  it('the card of the referrer’s own paid order: no credit', async () => {
    const r = await referrer();
    await pay(r, { card: CARDS.visa5556, address: ADDRESS });
    const friend = await friendOf(r);
    await verify(friend.email);
    await pay(friend, { card: CARDS.visa5556 });
    expect(await referralOf(friend.id)).toMatchObject({ referrer_outcome: 'same-card' });
    expect(await balanceOf(r.id)).toBe(0);
  });

  it('the referrer’s address (their address book, spelled otherwise, another unit): no credit', async () => {
    const r = await referrer();
    await createAddress(t.db.db, r.id, {
      addressType: 'S',
      name: 'Nadia Roy',
      line1: '77, boul. Saint-Jean',
      city: 'Pointe-Claire',
      province: 'QC',
      postalCode: 'H9R 3J1',
      country: 'CA',
    });
    const friend = await friendOf(r);
    await verify(friend.email);
    await pay(friend, {
      card: CARDS.mc4444,
      address: { ...FRIEND_HOME, line1: '3-77 Boulevard Saint-Jean', postalCode: 'h9r3j1', city: 'Pointe-Claire' },
    });
    expect(await referralOf(friend.id)).toMatchObject({ referrer_outcome: 'same-address' });
    expect(await balanceOf(r.id)).toBe(0);
  });

  it('the card or the address of a friend that already earned this referrer a credit: no second credit', async () => {
    const r = await referrer();
    const first = await friendOf(r);
    await verify(first.email);
    await pay(first, { card: CARDS.mc4444, address: { ...FRIEND_HOME, line1: '5 rue Lakeview', postalCode: 'H9S 4A4' } });
    expect(await balanceOf(r.id)).toBe(REFERRAL_CREDIT);

    const sameCard = await friendOf(r);
    await verify(sameCard.email);
    await pay(sameCard, { card: CARDS.mc4444, address: { ...FRIEND_HOME, line1: '8 rue Other', postalCode: 'H9J 1B1', city: 'Kirkland' } });
    expect(await referralOf(sameCard.id)).toMatchObject({ referrer_outcome: 'same-card' });

    const sameAddress = await friendOf(r);
    await verify(sameAddress.email);
    await pay(sameAddress, { card: CARDS.visa5556, address: { ...FRIEND_HOME, line1: '5, Lakeview', postalCode: 'H9S4A4' } });
    expect(await referralOf(sameAddress.id)).toMatchObject({ referrer_outcome: 'same-address' });
    expect(await balanceOf(r.id)).toBe(REFERRAL_CREDIT);
  });

  it('an order paid without a card (all in Century Dollars) neither counts nor uses up the chance', async () => {
    const r = await referrer();
    const friend = await friendOf(r);
    await verify(friend.email);
    // a gift of Century Dollars large enough for a whole order
    await t.rows(sql`update account set current_century_dollar_cents = current_century_dollar_cents + 100000 where id = ${friend.id}`);
    const free = await pay(friend, { centuryDollars: 100000 });
    expect(free.total_cents).toBe(0);
    expect(await referralOf(friend.id)).toMatchObject({ invoice_id: null, referrer_outcome: null });
    const paid = await pay(friend, { card: CARDS.mc5100 });
    expect(await referralOf(friend.id)).toMatchObject({ invoice_id: paid.id, referrer_outcome: 'credited' });
  });

  it('no credit when the referrer’s e-mail is not verified when it is decided', async () => {
    const r = await referrer();
    const friend = await friendOf(r);
    await verify(friend.email);
    await t.rows(sql`update account set email_verified_at = null where id = ${r.id}`);
    await pay(friend, { card: CARDS.mc4444 });
    expect(await referralOf(friend.id)).toMatchObject({ referrer_outcome: 'referrer-unverified' });
    expect(await balanceOf(r.id)).toBe(0);
  });

  it('gives nothing without a referral, or when the referrer has no account', async () => {
    const plain = await signUp(uniqueEmail('plain'));
    expect(await referralOf(plain.id)).toBeNull();
    const friendEmail = uniqueEmail('friend2');
    // a form without a session is refused (issue 29): nobody can name a referrer
    const anonymous = await t.req(null, 'POST', '/api/forms/en/referral', {
      firstName: 'Nadia',
      lastName: 'Roy',
      email: uniqueEmail('no-account'),
      friendFirstName: 'Luc',
      friendEmail,
    });
    expect(anonymous.statusCode).toBe(401);
    const friend = await signUp(friendEmail);
    expect(await referralOf(friend.id)).toBeNull();
    await verify(friendEmail);
    await pay(friend);
    expect(await referralRows(friend.id)).toEqual([]);
  });
});

describe(`the cap: ${REFERRAL_CREDITS_PER_YEAR} referral credits per referrer per calendar year`, () => {
  /** `n` friends of `referrerId` already decided this year (or in `decidedAt`), as earlier orders left them. */
  async function pastFriends(referrerId: number, n: number, decidedAt: Date, what: 'welcome' | 'referrer') {
    const at = sql`${decidedAt.toISOString()}::timestamptz`;
    for (let i = 0; i < n; i++) {
      const f = await createAccount(t.db.db, {
        email: uniqueEmail('past'),
        firstName: 'P',
        lastName: 'F',
        passwordHash: await passwordHash(),
      });
      await t.rows(
        what === 'welcome'
          ? sql`insert into referral (friend_account_id, referrer_account_id, linked_at, welcome_outcome, welcome_decided_at) values (${f.id}, ${referrerId}, ${at}, 'credited', ${at})`
          : sql`insert into referral (friend_account_id, referrer_account_id, linked_at, welcome_outcome, welcome_decided_at, referrer_outcome, referrer_decided_at)
              values (${f.id}, ${referrerId}, ${at}, 'credited', ${at}, 'credited', ${at})`,
      );
    }
  }

  it('the referrer’s credits: the last one under the cap is given, the next is refused; last year’s do not count', async () => {
    const r = await referrer();
    const thisYear = referralYear(t.now()).start;
    await pastFriends(r.id, REFERRAL_CREDITS_PER_YEAR - 1, thisYear, 'referrer');
    await pastFriends(r.id, 3, new Date(thisYear.getTime() - 1000), 'referrer'); // 1 s before New Year in Toronto

    const last = await friendOf(r);
    await verify(last.email);
    await pay(last, { card: CARDS.mc4444 });
    expect(await referralOf(last.id)).toMatchObject({ referrer_outcome: 'credited' });

    const over = await friendOf(r);
    await verify(over.email);
    await pay(over, {
      card: CARDS.visa5556,
      address: { ...FRIEND_HOME, line1: '400 chemin Other', postalCode: 'H9J 2C2', city: 'Kirkland' },
    });
    expect(await referralOf(over.id)).toMatchObject({ referrer_outcome: 'cap' });
    expect(await balanceOf(r.id)).toBe(REFERRAL_CREDIT);
  });

  it('the welcomes a referrer brings: capped the same way', async () => {
    const r = await referrer();
    await pastFriends(r.id, REFERRAL_CREDITS_PER_YEAR - 1, referralYear(t.now()).start, 'welcome');
    const last = await friendOf(r);
    await verify(last.email);
    await pay(last);
    expect(await referralOf(last.id)).toMatchObject({ welcome_outcome: 'credited' });
    const over = await friendOf(r);
    await verify(over.email);
    await pay(over, { card: CARDS.mc4444 });
    expect(await referralOf(over.id)).toMatchObject({ welcome_outcome: 'cap' });
    expect(await balanceOf(over.id)).toBe(0);
  });

  it('two friends decided at the same moment at the cap: exactly one credit', async () => {
    const r = await referrer();
    await pastFriends(r.id, REFERRAL_CREDITS_PER_YEAR - 1, referralYear(t.now()).start, 'referrer');
    const a = await friendOf(r);
    const b = await friendOf(r);
    // both pay first (unverified: the decision waits), then both open their links at once
    await pay(a, { card: CARDS.mc4444, address: { ...FRIEND_HOME, line1: '1 rue A', postalCode: 'H9J 3A3', city: 'Kirkland' } });
    await pay(b, { card: CARDS.visa5556, address: { ...FRIEND_HOME, line1: '2 rue B', postalCode: 'H9H 4B4', city: 'Kirkland' } });
    const [ta, tb] = await Promise.all([linkTokenFor(a.email), linkTokenFor(b.email)]);
    const answers = await Promise.all(
      [ta, tb].map((token) =>
        t.app.inject({ method: 'POST', url: '/api/accounts/verify-email', remoteAddress: freshIp(), payload: { token } }),
      ),
    );
    expect(answers.map((x) => x.statusCode)).toEqual([200, 200]);
    const outcomes = [(await referralOf(a.id))!.referrer_outcome, (await referralOf(b.id))!.referrer_outcome].sort();
    expect(outcomes).toEqual(['cap', 'credited']);
    expect(await referralRows(r.id)).toHaveLength(1);
  });
});
