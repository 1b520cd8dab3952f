// Sandbox tokenization and saved cards: tokens only, never a card number in the database or the
// logs; documented test cards (approve, decline, processing error); expiry rules.
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { TokenizeCardReply } from '@mijote/contracts';
import type { AccountRow } from '@mijote/db';
import { savedCard } from '@mijote/db/schema';
import { loggerOptions } from '../src/logging.js';
import { createSandboxGateway } from '../src/modules/payments/sandbox.js';
import { cardBrand, checkExpiry, luhnValid } from '@mijote/domain';
import { createTestApp, type TestApp } from './helpers.js';
import { as, freshIp, loginAs, makeAccount, type Session } from './fixtures/accounts.js';

const APPROVE = '4242424242424242';
const DECLINE = '4000000000000002';
const ERROR = '4000000000000119';
const CVV = '737';

const logLines: string[] = [];
const logStream = new Writable({
  write(chunk, _enc, done) {
    logLines.push(String(chunk));
    done();
  },
});

let t: TestApp;
let acc: AccountRow;
let s: Session;
const clock = new Date('2026-03-02T15:00:00Z');

beforeAll(async () => {
  t = await createTestApp({ deps: { now: () => clock, logger: { ...loggerOptions('trace'), stream: logStream } } });
  acc = await makeAccount(t.db);
  s = await loginAs(t.app, acc.email);
});
afterAll(async () => {
  await t?.close();
});

const tokenize = (card: Record<string, unknown>, session: Session | null = s) =>
  as(t.app, session, 'POST', '/api/payments/sandbox/tokenize', {
    name: 'Alice Tremblay',
    exp_month: 12,
    exp_year: 2030,
    cvv: CVV,
    ...card,
  });

async function tokenFor(number: string, extra: Record<string, unknown> = {}): Promise<string> {
  const res = await tokenize({ number, ...extra });
  expect(res.statusCode).toBe(200);
  return TokenizeCardReply.parse(res.json()).token;
}

describe('POST /api/payments/sandbox/tokenize', () => {
  it('answers a token with brand, last 4 and expiry (no session needed)', async () => {
    const res = await tokenize({ number: '4242 4242 4242 4242' }, null);
    expect(res.statusCode).toBe(200);
    const body = TokenizeCardReply.parse(res.json());
    expect(body).toMatchObject({ brand: 'VISA', last4: '4242', expMonth: 12, expYear: 2030 });
    expect(body.token).toMatch(/^tok_sbx_/);
    expect(body.token).not.toContain(APPROVE);
    expect(Buffer.from(body.token.slice(8).split('.')[0]!, 'base64url').toString()).not.toContain(APPROVE);
  });

  it('recognizes Master Card and AMEX', async () => {
    expect((await tokenize({ number: '5555555555554444' })).json().brand).toBe('MC');
    expect((await tokenize({ number: '2223003122003222' })).json().brand).toBe('MC');
    expect((await tokenize({ number: '378282246310005', cvv: '1234' })).json().brand).toBe('AMEX');
  });

  it('refuses bad numbers, CVVs, brands and expiries with codes', async () => {
    expect((await tokenize({ number: '4242424242424241' })).json().code).toBe('card-invalid');
    expect((await tokenize({ number: 'abcd' })).json().code).toBe('card-invalid');
    expect((await tokenize({ number: APPROVE, cvv: '12' })).json().code).toBe('card-invalid');
    expect((await tokenize({ number: '6011111111111117' })).json().code).toBe('card-brand-unsupported');
    expect((await tokenize({ number: APPROVE, exp_month: 13 })).json().code).toBe('card-invalid');
    expect((await tokenize({ number: APPROVE, exp_month: 0 })).json().code).toBe('card-invalid');
    expect((await tokenize({ number: APPROVE, exp_month: 2, exp_year: 2026 })).json().code).toBe('card-expired');
    expect((await tokenize({ number: APPROVE, exp_month: 3, exp_year: 2026 })).statusCode).toBe(200);
    expect((await tokenize({ number: APPROVE, exp_year: 2040 })).statusCode).toBe(200);
    expect((await tokenize({ number: APPROVE, exp_year: 2041 })).json().code).toBe('card-invalid');
    const missing = await tokenize({ number: APPROVE, exp_month: undefined });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().code).toBe('validation-failed');
    expect(missing.body).not.toContain(APPROVE);
  });

  it('is rate-limited per address', async () => {
    const ip = freshIp();
    const hit = () =>
      as(t.app, null, 'POST', '/api/payments/sandbox/tokenize', { number: APPROVE, exp_month: 12, exp_year: 2030, cvv: CVV }, { ip });
    for (let i = 0; i < 20; i++) expect((await hit()).statusCode).toBe(200);
    expect((await hit()).statusCode).toBe(429);
  });
});

describe('POST /api/accounts/{uuid}/creditcard/{creditCardId}', () => {
  it('saves the card from a token, shows it on the account, and replaces it by id', async () => {
    const res = await as(t.app, s, 'POST', `/api/accounts/${acc.uuid}/creditcard/0`, { token: await tokenFor(APPROVE) });
    expect(res.statusCode).toBe(200);
    const card = res.json();
    expect(card).toMatchObject({ Brand: 'VISA', LastFourDigits: '4242', ExpMonth: 12, ExpYear: 2030, IsExpired: false });
    const me = await as(t.app, s, 'GET', '/api/accounts/me');
    expect(me.json().CreditCard).toEqual([card]);
    const replaced = await as(t.app, s, 'POST', `/api/accounts/${acc.uuid}/creditcard/${card.Id}`, {
      token: await tokenFor('5555555555554444'),
    });
    expect(replaced.statusCode).toBe(200);
    const cards = (await as(t.app, s, 'GET', '/api/accounts/me')).json().CreditCard;
    expect(cards).toHaveLength(1);
    expect(cards[0]).toMatchObject({ Brand: 'MC', LastFourDigits: '4444' });
  });

  it('answers 402 card-declined and 502 payment-processing-failed for the test cards, saving nothing', async () => {
    const before = (await t.db.db.select().from(savedCard).where(eq(savedCard.accountId, acc.id))).length;
    const declined = await as(t.app, s, 'POST', `/api/accounts/${acc.uuid}/creditcard/0`, { token: await tokenFor(DECLINE) });
    expect(declined.statusCode).toBe(402);
    expect(declined.json().code).toBe('card-declined');
    const error = await as(t.app, s, 'POST', `/api/accounts/${acc.uuid}/creditcard/0`, { token: await tokenFor(ERROR) });
    expect(error.statusCode).toBe(502);
    expect(error.json().code).toBe('payment-processing-failed');
    expect(await t.db.db.select().from(savedCard).where(eq(savedCard.accountId, acc.id))).toHaveLength(before);
  });

  it('refuses a forged or altered token, a card number in place of a token, and unknown fields', async () => {
    const token = await tokenFor(APPROVE);
    const [body, mac] = token.slice(8).split('.');
    const payload = JSON.parse(Buffer.from(body!, 'base64url').toString());
    payload.l = '0000';
    const forged = `tok_sbx_${Buffer.from(JSON.stringify(payload)).toString('base64url')}.${mac}`;
    expect((await as(t.app, s, 'POST', `/api/accounts/${acc.uuid}/creditcard/0`, { token: forged })).json().code).toBe('card-invalid');
    expect((await as(t.app, s, 'POST', `/api/accounts/${acc.uuid}/creditcard/0`, { token: APPROVE })).json().code).toBe('card-invalid');
    const withNumber = await as(t.app, s, 'POST', `/api/accounts/${acc.uuid}/creditcard/0`, { token, number: APPROVE, cvv: CVV });
    expect(withNumber.statusCode).toBe(400);
    expect(withNumber.json().code).toBe('validation-failed');
  });

  it('answers 404 for a card of another account or an unknown id', async () => {
    const other = await makeAccount(t.db);
    const so = await loginAs(t.app, other.email);
    const saved = (await as(t.app, so, 'POST', `/api/accounts/${other.uuid}/creditcard/0`, { token: await tokenFor(APPROVE) })).json();
    expect((await as(t.app, s, 'DELETE', `/api/accounts/${acc.uuid}/creditcard/${saved.Id}`)).statusCode).toBe(404);
    expect(
      (await as(t.app, s, 'POST', `/api/accounts/${acc.uuid}/creditcard/${saved.Id}`, { token: await tokenFor(APPROVE) })).statusCode,
    ).toBe(404);
    expect((await as(t.app, s, 'DELETE', `/api/accounts/${acc.uuid}/creditcard/999999`)).statusCode).toBe(404);
    // A token already saved by another account cannot be attached here.
    const stolen = await t.db.db.select().from(savedCard).where(eq(savedCard.id, saved.Id));
    expect((await as(t.app, s, 'POST', `/api/accounts/${acc.uuid}/creditcard/0`, { token: stolen[0]!.processorToken })).statusCode).toBe(
      409,
    );
  });
});

describe('DELETE /api/accounts/{uuid}/creditcard/{creditCardId}', () => {
  it('deletes the card', async () => {
    const saved = (await as(t.app, s, 'POST', `/api/accounts/${acc.uuid}/creditcard/0`, { token: await tokenFor(APPROVE) })).json();
    const res = await as(t.app, s, 'DELETE', `/api/accounts/${acc.uuid}/creditcard/${saved.Id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    expect(await t.db.db.select().from(savedCard).where(eq(savedCard.id, saved.Id))).toHaveLength(0);
  });

  it('requires the CSRF token', async () => {
    const saved = (await as(t.app, s, 'POST', `/api/accounts/${acc.uuid}/creditcard/0`, { token: await tokenFor(APPROVE) })).json();
    const res = await as(t.app, s, 'DELETE', `/api/accounts/${acc.uuid}/creditcard/${saved.Id}`, undefined, { csrf: false });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('csrf-failed');
  });
});

describe('no card number or CVV anywhere', () => {
  it('never stores a test card number in any table', async () => {
    const dump = await t.db.db.execute(sql`select row_to_json(s)::text as j from saved_card s`);
    const rows = (dump as unknown as { rows: { j: string }[] }).rows;
    expect(rows.length).toBeGreaterThan(0);
    for (const r of rows) {
      for (const n of [APPROVE, DECLINE, ERROR, '5555555555554444', '378282246310005']) expect(r.j).not.toContain(n);
    }
    // Every text column of every table.
    const cols = (await t.db.db.execute(
      sql`select table_name, column_name from information_schema.columns where table_schema = 'public' and data_type in ('text', 'jsonb', 'character varying')`,
    )) as unknown as { rows: { table_name: string; column_name: string }[] };
    for (const c of cols.rows) {
      const hit = (await t.db.db.execute(
        sql`select count(*)::int as n from ${sql.identifier(c.table_name)} where ${sql.identifier(c.column_name)}::text like ${'%' + APPROVE + '%'}`,
      )) as unknown as { rows: { n: number }[] };
      expect(Number(hit.rows[0]!.n), `${c.table_name}.${c.column_name}`).toBe(0);
    }
  });

  it('never writes a test card number or CVV to the logs (trace level)', () => {
    const all = logLines.join('');
    expect(all.length).toBeGreaterThan(1000);
    expect(all).toContain('/api/payments/sandbox/tokenize');
    for (const n of [APPROVE, DECLINE, ERROR, '4242 4242 4242 4242', '5555555555554444', '378282246310005']) expect(all).not.toContain(n);
    expect(all).not.toMatch(/"cvv"\s*:\s*"\d+"/);
  });
});

describe('card rules', () => {
  it.each([
    ['4242424242424242', true],
    ['4000000000000002', true],
    ['4000000000000119', true],
    ['4242424242424241', false],
    ['12345', false],
  ])('Luhn %s → %s', (n, ok) => expect(luhnValid(n)).toBe(ok));

  it('brands and expiry window', () => {
    expect(cardBrand('4242424242424242')).toBe('VISA');
    expect(cardBrand('5105105105105100')).toBe('MC');
    expect(cardBrand('371449635398431')).toBe('AMEX');
    expect(cardBrand('6011111111111117')).toBeNull();
    const now = new Date('2026-03-02T15:00:00Z');
    expect(checkExpiry(3, 2026, now)).toBe('ok');
    expect(checkExpiry(2, 2026, now)).toBe('expired');
    expect(checkExpiry(12, 2040, now)).toBe('ok');
    expect(checkExpiry(1, 2041, now)).toBe('invalid');
    expect(checkExpiry(13, 2030, now)).toBe('invalid');
  });
});

describe('GET /api/payments/sandbox/test-cards (the Confirm page note, issue 11)', () => {
  it('lists the three test cards (what each does is the test above: 200, 402, 502)', async () => {
    const res = await as(t.app, null, 'GET', '/api/payments/sandbox/test-cards');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ approve: APPROVE, decline: DECLINE, error: ERROR });
  });

  it('does not exist when another processor is configured', async () => {
    const processor = { ...createSandboxGateway('another-secret-another-secret-0123'), name: 'processor' };
    const other = await createTestApp({ deps: { payments: processor } });
    try {
      const res = await other.app.inject({ method: 'GET', url: '/api/payments/sandbox/test-cards' });
      expect(res.statusCode).toBe(404);
    } finally {
      await other.close();
    }
  });
});
