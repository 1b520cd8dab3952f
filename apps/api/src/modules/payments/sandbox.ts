// Local sandbox processor (ADR 087). Documented test cards:
//   4242 4242 4242 4242  approves (any Luhn-valid VISA / MC / AMEX number also approves)
//   4000 0000 0000 0002  declines (on card verification and on charge)
//   4000 0000 0000 0119  processing error
// The token is self-describing and HMAC-signed (stateless across API nodes): it carries the
// brand, last 4, expiry and the test outcome, never the number or the CVV.
// Like a real processor, it remembers every charge's outcome by idempotency key (its own table,
// sandbox_charge, when given a database; in memory otherwise): a repeated key answers the first
// outcome, and `lookup` tells reconciliation what became of a charge (ADR 204). `responseDelayMs`
// (SANDBOX_RESPONSE_DELAY_MS, for crash tests) holds each answer back after it is recorded, as a
// slow network would: a process killed meanwhile has been charged without knowing it;
// `requestDelayMs` (SANDBOX_REQUEST_DELAY_MS) slows every other charge on its way there, so a
// crash also finds charges the processor never received.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '@mijote/db';
import { sandboxCharge, sandboxRefund } from '@mijote/db/schema';
import { AppError } from '../../errors.js';
import { cardBrand, checkExpiry, cvvValid, formatMoney, luhnValid } from '@mijote/domain';
import type {
  CardBrand,
  CardInput,
  ChargeResult,
  InteracResult,
  PaymentGateway,
  ProcessorRefund,
  RefundResult,
  TokenizedCard,
} from './gateway.js';

export const SANDBOX_CARDS = {
  approve: '4242424242424242',
  decline: '4000000000000002',
  error: '4000000000000119',
} as const;

type Outcome = 'a' | 'd' | 'e';

interface TokenPayload {
  b: CardBrand;
  l: string;
  m: number;
  y: number;
  o: Outcome;
  n: string;
}

const PREFIX = 'tok_sbx_';
const INTERAC_PREFIX = 'io_sbx_';

/** The stand-in bank page of Interac Online (ADR 163). */
export const SANDBOX_INTERAC_PATH = '/api/payments/sandbox/interac';

function escapeAttr(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

function outcomeOf(digits: string): Outcome {
  if (digits === SANDBOX_CARDS.decline) return 'd';
  if (digits === SANDBOX_CARDS.error) return 'e';
  return 'a';
}

export function cardInvalid(reason: string): AppError {
  return new AppError(400, 'card-invalid', 'The card details are not valid', { reason });
}

export interface SandboxOptions {
  /** where the processor keeps its outcomes (survives a restart); in memory when absent */
  db?: Db | undefined;
  /** the processor's clock (when a refund was made); the real one when absent */
  now?: (() => Date) | undefined;
  /** how long each charge's answer is held back after it is recorded (crash tests) */
  responseDelayMs?: number | undefined;
  /** how long every other charge (by its key's hash) takes to reach the processor (crash tests) */
  requestDelayMs?: number | undefined;
}

type Stored = Exclude<ChargeResult, { status: 'error' }> | { status: 'error'; message: string };

/** The processor's memory of charges by idempotency key. */
function chargeMemory(db: Db | undefined) {
  const memory = new Map<string, { result: Stored; amountCents: number }>();
  const toResult = (r: typeof sandboxCharge.$inferSelect): Stored =>
    r.status === 'approved'
      ? { status: 'approved', transactionId: r.transactionId!, card: { brand: r.cardBrand as CardBrand, last4: r.cardLast4! } }
      : r.status === 'declined'
        ? { status: 'declined', transactionId: r.transactionId! }
        : { status: 'error', message: 'Sandbox processing error' };
  return {
    /** What an approved charge took, by its transaction (null: a charge this processor does not know). */
    async amountOf(transactionId: string): Promise<number | null> {
      if (!db) {
        for (const m of memory.values())
          if (m.result.status === 'approved' && m.result.transactionId === transactionId) return m.amountCents;
        return null;
      }
      const [row] = await db
        .select({ amountCents: sandboxCharge.amountCents })
        .from(sandboxCharge)
        .where(and(eq(sandboxCharge.transactionId, transactionId), eq(sandboxCharge.status, 'approved')))
        .limit(1);
      return row?.amountCents ?? null;
    },
    async get(key: string): Promise<Stored | null> {
      if (!db) return memory.get(key)?.result ?? null;
      const [row] = await db.select().from(sandboxCharge).where(eq(sandboxCharge.idempotencyKey, key)).limit(1);
      return row ? toResult(row) : null;
    },
    /** Keeps the first outcome of a key; answers the one that is kept. */
    async put(key: string, result: Stored, amountCents: number): Promise<Stored> {
      if (!db) {
        if (!memory.has(key)) memory.set(key, { result, amountCents });
        return memory.get(key)!.result;
      }
      await db
        .insert(sandboxCharge)
        .values({
          idempotencyKey: key,
          status: result.status,
          transactionId: result.status === 'error' ? null : result.transactionId,
          amountCents,
          cardBrand: result.status === 'approved' ? (result.card?.brand ?? null) : null,
          cardLast4: result.status === 'approved' ? (result.card?.last4 ?? null) : null,
        })
        .onConflictDoNothing();
      return (await this.get(key))!;
    },
  };
}

/**
 * The processor's memory of refunds, once per idempotency key (a repeat answers the first refund),
 * in sandbox_refund when the sandbox has a database (a restart finds them again: a refund is asked
 * outside any transaction of ours and a crash may cut its recording off, ADR 366). As a processor
 * does, it never refunds more than what is left of the charge it knows.
 */
function refundMemory(db: Db | undefined, chargedAmount: (transactionId: string) => Promise<number | null>) {
  const memory = new Map<string, { refundId: string; transactionId: string; amountCents: number; at: Date }>();
  type Kept = { key: string; refundId: string; transactionId: string; amountCents: number; at: Date };
  const get = async (key: string): Promise<Kept | null> => {
    if (!db) {
      const m = memory.get(key);
      return m ? { key, ...m } : null;
    }
    const [row] = await db.select().from(sandboxRefund).where(eq(sandboxRefund.idempotencyKey, key)).limit(1);
    return row ? { key, refundId: row.refundId, transactionId: row.transactionId, amountCents: row.amountCents, at: row.createdAt } : null;
  };
  const of = async (transactionId: string): Promise<Kept[]> => {
    if (!db) return [...memory.entries()].filter(([, r]) => r.transactionId === transactionId).map(([key, r]) => ({ key, ...r }));
    const rows = await db
      .select()
      .from(sandboxRefund)
      .where(eq(sandboxRefund.transactionId, transactionId))
      .orderBy(asc(sandboxRefund.createdAt));
    return rows.map((r) => ({
      key: r.idempotencyKey,
      refundId: r.refundId,
      transactionId: r.transactionId,
      amountCents: r.amountCents,
      at: r.createdAt,
    }));
  };
  return {
    of,
    /** Keeps the first refund of a key; refuses one that would refund more than the charge. */
    async put(
      key: string,
      r: { refundId: string; transactionId: string; amountCents: number; at: Date },
    ): Promise<Kept | { error: string }> {
      const kept = await get(key);
      if (kept) return kept;
      const charged = await chargedAmount(r.transactionId);
      if (charged !== null) {
        const already = (await of(r.transactionId)).reduce((a, x) => a + x.amountCents, 0);
        if (already + r.amountCents > charged) return { error: 'the refund is more than what is left of the charge' };
      }
      if (!db) memory.set(key, r);
      else
        await db
          .insert(sandboxRefund)
          .values({
            idempotencyKey: key,
            refundId: r.refundId,
            transactionId: r.transactionId,
            amountCents: r.amountCents,
            createdAt: r.at,
          })
          .onConflictDoNothing();
      return (await get(key))!;
    },
  };
}

export function createSandboxGateway(secret: string, options: SandboxOptions = {}): PaymentGateway {
  const charges = chargeMemory(options.db);
  const refunds = refundMemory(options.db, (transactionId) => charges.amountOf(transactionId));
  const now = options.now ?? (() => new Date());
  const delay = options.responseDelayMs ?? 0;
  const requestDelay = options.requestDelayMs ?? 0;
  const slowOnTheWay = (key: string) =>
    requestDelay > 0 && createHmac('sha256', 'sandbox-request-delay').update(key).digest()[0]! % 2 === 1;
  const key = createHmac('sha256', secret).update('mijote-sandbox-card-token').digest();
  const sign = (body: string) => createHmac('sha256', key).update(body).digest('base64url');
  const refundIdOf = (idempotencyKey: string, transactionId: string) =>
    `sbx_re_${createHmac('sha256', key).update(`refund:${idempotencyKey}:${transactionId}`).digest('hex').slice(0, 24)}`;

  function read(token: string): TokenPayload {
    if (!token.startsWith(PREFIX)) throw cardInvalid('token');
    const [body, mac] = token.slice(PREFIX.length).split('.');
    if (!body || !mac) throw cardInvalid('token');
    const expected = Buffer.from(sign(body));
    const given = Buffer.from(mac);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) throw cardInvalid('token');
    try {
      return JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as TokenPayload;
    } catch {
      throw cardInvalid('token');
    }
  }

  const display = (p: TokenPayload, token: string): TokenizedCard => ({ token, brand: p.b, last4: p.l, expMonth: p.m, expYear: p.y });

  return {
    name: 'sandbox',

    async tokenize(card: CardInput, now: Date): Promise<TokenizedCard> {
      const digits = card.number.replace(/[\s-]/g, '');
      if (!luhnValid(digits)) throw cardInvalid('number');
      const brand = cardBrand(digits);
      if (!brand) throw new AppError(400, 'card-brand-unsupported', 'Only VISA, Master Card and AMEX are accepted');
      if (!cvvValid(card.cvv.trim(), brand)) throw cardInvalid('cvv');
      const expiry = checkExpiry(card.exp_month, card.exp_year, now);
      if (expiry === 'expired') throw new AppError(400, 'card-expired', 'The card has expired');
      if (expiry === 'invalid') throw cardInvalid('expiry');
      const payload: TokenPayload = {
        b: brand,
        l: digits.slice(-4),
        m: card.exp_month,
        y: card.exp_year,
        o: outcomeOf(digits),
        n: randomBytes(12).toString('base64url'),
      };
      const body = Buffer.from(JSON.stringify(payload), 'utf8').toString('base64url');
      const token = `${PREFIX}${body}.${sign(body)}`;
      return display(payload, token);
    },

    async verifyCard(token: string): Promise<TokenizedCard> {
      const p = read(token);
      if (p.o === 'd') throw new AppError(402, 'card-declined', 'Order declined', {});
      if (p.o === 'e') throw new AppError(502, 'payment-processing-failed', 'Payment processing failed', {});
      return display(p, token);
    },

    async charge(input): Promise<ChargeResult> {
      const p = read(input.token);
      if (slowOnTheWay(input.idempotencyKey)) await new Promise((r) => setTimeout(r, requestDelay));
      const transactionId = `sbx_${createHmac('sha256', key).update(input.idempotencyKey).digest('hex').slice(0, 24)}`;
      const outcome: Stored =
        p.o === 'd'
          ? { status: 'declined', transactionId }
          : p.o === 'e'
            ? { status: 'error', message: 'Sandbox processing error' }
            : { status: 'approved', transactionId, card: { brand: p.b, last4: p.l } };
      const kept = await charges.put(input.idempotencyKey, outcome, input.amountCents);
      if (delay > 0) await new Promise((r) => setTimeout(r, delay));
      return kept;
    },

    async lookup(input) {
      return (await charges.get(input.idempotencyKey)) ?? { status: 'unknown' };
    },

    async refund(input): Promise<RefundResult> {
      // remembered, as a processor does: once per idempotency key, listed by `listRefunds`
      const kept = await refunds.put(input.idempotencyKey, {
        refundId: refundIdOf(input.idempotencyKey, input.transactionId),
        transactionId: input.transactionId,
        amountCents: input.amountCents,
        at: now(),
      });
      if (delay > 0) await new Promise((r) => setTimeout(r, delay));
      if ('error' in kept) return { status: 'error', message: kept.error };
      return { status: 'refunded', refundId: kept.refundId };
    },

    async listRefunds(input): Promise<ProcessorRefund[]> {
      return (await refunds.of(input.transactionId)).map((r) => ({ refundId: r.refundId, amountCents: r.amountCents, createdAt: r.at }));
    },

    async startInterac(input) {
      const reference = `sbx_io_${createHmac('sha256', key).update(`interac:${input.idempotencyKey}`).digest('hex').slice(0, 24)}`;
      return { redirectUrl: `${SANDBOX_INTERAC_PATH}/${input.orderId}`, reference };
    },

    async completeInterac(input): Promise<InteracResult> {
      const invalid = () => new AppError(400, 'interac-result-invalid', 'The Interac Online result is not valid');
      if (!input.result.startsWith(INTERAC_PREFIX)) throw invalid();
      const [body, mac] = input.result.slice(INTERAC_PREFIX.length).split('.');
      if (!body || !mac) throw invalid();
      const expected = Buffer.from(sign(body));
      const given = Buffer.from(mac);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) throw invalid();
      let r: { i: number; a: number; o: 'a' | 'd' };
      try {
        r = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as typeof r;
      } catch {
        throw invalid();
      }
      if (r.i !== input.orderId) throw invalid();
      const transactionId = `sbx_io_${createHmac('sha256', key).update(`interac-result:${r.i}`).digest('hex').slice(0, 24)}`;
      // the bank's approval is money taken: remembered as a charge (refunds are checked against it)
      if (r.o === 'a') await charges.put(`interac:${r.i}`, { status: 'approved', transactionId }, r.a);
      return { status: r.o === 'a' ? 'approved' : 'declined', transactionId, amountCents: r.a };
    },

    interacSandboxPage(input) {
      const result = (o: 'a' | 'd') => {
        const body = Buffer.from(JSON.stringify({ i: input.orderId, a: input.amountCents, o }), 'utf8').toString('base64url');
        return `${INTERAC_PREFIX}${body}.${sign(body)}`;
      };
      // the domain's money format in the customer's language: $38.34 / 38,34 $ (issue 28: "38.34 $ CAD")
      const amount = formatMoney(input.amountCents, input.lang);
      const fr = input.lang === 'fr';
      // a <style> with the answer's nonce: the CSP refuses a style attribute (issue 28: console error)
      const style = input.styleNonce
        ? `<style nonce="${escapeAttr(input.styleNonce)}">body{font-family:sans-serif;max-width:32rem;margin:2rem auto;padding:0 1rem}</style>`
        : '';
      const form = (label: string, o: 'a' | 'd') =>
        `<form method="get" action="${escapeAttr(input.returnUrl)}"><input type="hidden" name="interacResult" value="${escapeAttr(result(o))}">` +
        `<input type="hidden" name="orderId" value="${input.orderId}"><button type="submit" name="outcome" value="${o === 'a' ? 'approved' : 'declined'}">${label}</button></form>`;
      return (
        `<!doctype html><html lang="${fr ? 'fr' : 'en'}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
        `<title>Interac Online — sandbox</title><link rel="icon" href="data:,">${style}</head><body>` +
        `<h1>${fr ? 'Interac en ligne (banque de test)' : 'Interac Online (sandbox bank)'}</h1>` +
        `<p>${fr ? `Commande ${input.orderId} — montant : ${escapeAttr(amount)}` : `Order ${input.orderId} — amount: ${escapeAttr(amount)}`}</p>` +
        '<p>This page stands in for the bank. No real payment is made. / Cette page remplace la banque : aucun paiement réel.</p>' +
        form('Approve / Approuver', 'a') +
        form('Decline / Refuser', 'd') +
        '</body></html>'
      );
    },
  };
}
