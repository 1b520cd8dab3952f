// The referral form is not an open relay (issue 9, ADR 193). Before: anyone could make Mijote
// e-mail any address with their own text (a free message, the names they typed, their reply-to),
// as often as they liked. Now: the invitation is our text only, it goes out for a verified
// account's e-mail, names the referrer only when that account sent it signed in, and the form is
// limited per client address, per referrer mailbox and per friend mailbox, after the captcha.
// Issue 29 (ADR 375): the form is a signed-in customer's; a visitor's gets 401 and nothing is sent,
// and the referrer is the session's account whatever e-mail is typed.
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorReply } from '@mijote/contracts';
import { emailOutbox, formSubmission } from '@mijote/db/schema';
import { suiteNow } from '@mijote/db/testing';
import { REFERRAL_FORM_LIMITS } from '../src/modules/referrals/service.js';
import { skippedCaptcha, type CaptchaVerifier } from '../src/modules/captcha/captcha.js';
import { freshIp } from './fixtures/accounts.js';
import { acceptingCaptcha, createPublicTestApp, login, makeAccount, type LoggedIn, type PublicTestApp } from './public-helpers.js';

let t: PublicTestApp;
// pinned before anything is created; the weekly limit test moves it on
let clock = suiteNow();
beforeAll(async () => {
  t = await createPublicTestApp({ captcha: acceptingCaptcha, deps: { now: () => clock }, config: { staffEmail: 'staff@mijote.test' } });
});
afterAll(async () => {
  await t?.close();
});

let n = 0;
const unique = (tag: string) => `${tag}.${Date.now().toString(36)}.${++n}@example.test`;

/** What a stranger types: none of it may reach the friend. */
const TYPED = {
  firstName: 'Visit spam.example',
  lastName: 'Cheap<b>Pills</b>',
  friendFirstName: 'Winner http://spam.example/prize',
  friendLastName: 'Lucky',
};

function send(lang: 'en' | 'fr', body: Record<string, unknown>, opts: { ip?: string; session?: LoggedIn; app?: PublicTestApp } = {}) {
  return (opts.app ?? t).app.inject({
    method: 'POST',
    url: `/api/forms/${lang}/referral`,
    remoteAddress: opts.ip ?? freshIp(),
    headers: opts.session?.headers ?? {},
    payload: { site: '21', reCaptchaToken: 'token', ...TYPED, ...body },
  });
}

async function invitationsTo(friendEmail: string, app: PublicTestApp = t) {
  return app.db.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.template, 'referral-invitation'), sql`lower(${emailOutbox.to}) = lower(${friendEmail})`));
}

describe('issue 29: no invitation without a signed-in referrer', () => {
  it.each(['en', 'fr'] as const)('a visitor naming a verified account: 401 unauthorized, nothing stored or sent (%s)', async (lang) => {
    const referrer = await makeAccount(t.db.db, { email: unique('ref'), firstName: 'Nadia', lastName: 'Roy' });
    const friendEmail = unique('friend');
    const before = await t.db.db.select().from(formSubmission);
    const res = await send(lang, { email: referrer.email, friendEmail });
    expect(res.statusCode, res.body).toBe(401);
    expect(ErrorReply.parse(res.json())).toMatchObject({ code: 'unauthorized' });
    expect(await invitationsTo(friendEmail)).toEqual([]);
    expect(await t.db.db.select().from(formSubmission)).toHaveLength(before.length);
  });
});

describe('the invitation: our words only', () => {
  it.each(['en', 'fr'] as const)('a signed-in referrer: no typed word, no reply-to (%s)', async (lang) => {
    const referrer = await makeAccount(t.db.db, { email: unique('ref'), firstName: 'Nadia', lastName: 'Roy' });
    const session = await login(t, referrer.email);
    const friendEmail = unique('friend');
    const res = await send(lang, { email: referrer.email, friendEmail }, { session });
    expect(res.statusCode, res.body).toBe(200);

    const [mail, ...more] = await invitationsTo(friendEmail);
    expect(more).toEqual([]);
    expect(mail).toMatchObject({ languageCd: lang, replyTo: null, to: friendEmail });
    for (const part of [mail!.subject, mail!.text, mail!.html]) {
      for (const word of ['spam.example', 'Cheap', 'Pills', 'Winner', 'Lucky']) expect(part).not.toContain(word);
    }
    expect(mail!.subject).toBe(
      lang === 'fr'
        ? 'Nadia Roy vous invite chez Mijote : 25\u00a0$ sur votre première commande'
        : 'Nadia Roy invites you to Mijote: $25 toward your first order',
    );
    expect(mail!.text).toContain(lang === 'fr' ? 'Bonjour,' : 'Hello,');
    expect(mail!.text).toContain(`https://www.mijote.ca/${lang}/sign-up`);
    expect(mail!.text).toContain(friendEmail);

    // staff still see what was typed, with the visitor as reply-to
    const staff = await t.db.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.template, 'form-referral'), sql`${emailOutbox.text} like ${`%${friendEmail}%`}`));
    expect(staff).toHaveLength(1);
    expect(staff[0]).toMatchObject({ to: 'staff@mijote.test', replyTo: referrer.email });
    expect(staff[0]!.text).toContain('Winner http://spam.example/prize');
  });

  it('names the referrer — as their account has it — when their verified account sends it signed in', async () => {
    const referrer = await makeAccount(t.db.db, { email: unique('named'), firstName: 'Nadia', lastName: 'Roy' });
    const session = await login(t, referrer.email);
    const friendEmail = unique('friend');
    expect((await send('fr', { email: referrer.email, friendEmail }, { session })).statusCode).toBe(200);
    const [mail] = await invitationsTo(friendEmail);
    expect(mail!.subject).toBe('Nadia Roy vous invite chez Mijote : 25\u00a0$ sur votre première commande');
    expect(mail!.text).toContain('Nadia Roy, qui fait partie de notre clientèle,');
    expect(mail!.text).not.toContain('spam.example');

    // signed in as someone else, typing this referrer's e-mail: the referrer is the session's account
    const other = await makeAccount(t.db.db, { email: unique('other'), firstName: 'Eve', lastName: 'Mallory' });
    const otherSession = await login(t, other.email);
    const friend2 = unique('friend');
    expect((await send('en', { email: referrer.email, friendEmail: friend2 }, { session: otherSession })).statusCode).toBe(200);
    const [mail2] = await invitationsTo(friend2);
    expect(mail2!.subject).toBe('Eve Mallory invites you to Mijote: $25 toward your first order');
    expect(mail2!.text).not.toContain('Nadia');
    const [stored] = await t.db.db
      .select()
      .from(formSubmission)
      .where(sql`${formSubmission.data}->>'friendEmail' = ${friend2}`);
    expect(stored!.data).toMatchObject({ email: other.email, referrerAccountId: other.id });
  });

  it('sends nothing to the friend — with the same answer — for an unverified referrer, or a friend who is already a customer', async () => {
    const unverified = await makeAccount(t.db.db, { email: unique('unverified'), emailVerifiedAt: null });
    const verified = await makeAccount(t.db.db, { email: unique('verified') });
    const customerBase = `cust${Date.now().toString(36)}`;
    await makeAccount(t.db.db, { email: `${customerBase.slice(0, 2)}.${customerBase.slice(2)}@gmail.com` });
    const cases = [
      { email: unverified.email, friendEmail: unique('friend'), session: await login(t, unverified.email) },
      { email: verified.email, friendEmail: `${customerBase}+mijote@googlemail.com`, session: await login(t, verified.email) },
    ];
    const answers = [];
    for (const { session, ...c } of cases) {
      const res = await send('en', c, { session });
      answers.push({ status: res.statusCode, keys: Object.keys(res.json() as object).sort() });
      expect(await invitationsTo(c.friendEmail)).toEqual([]);
      const stored = await t.db.db
        .select()
        .from(formSubmission)
        .where(sql`${formSubmission.data}->>'friendEmail' = ${c.friendEmail}`);
      expect(stored).toHaveLength(1);
    }
    expect(answers).toEqual(cases.map(() => ({ status: 200, keys: ['id', 'ok'] })));
  });
});

describe('limits (shared counters, ADR 198)', () => {
  it('one invitation per friend mailbox a week, whatever the spelling and whoever sends it', async () => {
    const a = await makeAccount(t.db.db, { email: unique('a') });
    const b = await makeAccount(t.db.db, { email: unique('b') });
    const [sa, sb] = [await login(t, a.email), await login(t, b.email)];
    const base = `pal${Date.now().toString(36)}`;
    expect((await send('en', { email: a.email, friendEmail: `${base}@gmail.com` }, { session: sa })).statusCode).toBe(200);
    const before = await t.db.db.select().from(formSubmission);
    const again = await send('en', { email: b.email, friendEmail: `${base.slice(0, 1)}.${base.slice(1)}+x@gmail.com` }, { session: sb });
    expect(again.statusCode).toBe(429);
    expect(ErrorReply.parse(again.json()).code).toBe('rate-limited');
    expect(Number(again.headers['retry-after'])).toBeGreaterThan(6 * 24 * 3600);
    expect(await t.db.db.select().from(formSubmission)).toHaveLength(before.length);

    clock = new Date(clock.getTime() + REFERRAL_FORM_LIMITS.friend.windowMs);
    // a week on (a new session: the old one has expired)
    expect((await send('en', { email: b.email, friendEmail: `${base}@gmail.com` }, { session: await login(t, b.email) })).statusCode).toBe(
      200,
    );
  });

  it(`${REFERRAL_FORM_LIMITS.referrer.max} forms a day per referrer, from any address, whatever e-mail is typed`, async () => {
    const r = await makeAccount(t.db.db, { email: `limit${Date.now().toString(36)}@example.test` });
    const session = await login(t, r.email);
    for (let i = 0; i < REFERRAL_FORM_LIMITS.referrer.max; i++) {
      const email = i % 2 ? r.email : unique(`typed${i}`);
      expect((await send('en', { email, friendEmail: unique('f') }, { session })).statusCode).toBe(200);
    }
    const over = await send('en', { email: unique('other'), friendEmail: unique('f') }, { session });
    expect(over.statusCode).toBe(429);
    expect(over.headers['retry-after']).toBeDefined();
  });

  it(`${REFERRAL_FORM_LIMITS.ip.max} forms an hour per client address`, async () => {
    const ip = freshIp();
    // referrers of their own, each under the per-referrer limit
    const sessions: LoggedIn[] = [];
    for (let i = 0; i < 3; i++) sessions.push(await login(t, (await makeAccount(t.db.db, { email: unique('r') })).email));
    const by = (i: number) => ({ session: sessions[i % 2]! });
    for (let i = 0; i < REFERRAL_FORM_LIMITS.ip.max; i++) {
      expect((await send('en', { email: unique('r'), friendEmail: unique('f') }, { ip, ...by(i) })).statusCode).toBe(200);
    }
    expect((await send('en', { email: unique('r'), friendEmail: unique('f') }, { ip, session: sessions[2]! })).statusCode).toBe(429);
    // another address is not affected
    expect((await send('en', { email: unique('r'), friendEmail: unique('f') }, { session: sessions[2]! })).statusCode).toBe(200);
  });
});

describe('captcha (ADR 101) on the referral form', () => {
  it('configured: no token or a rejected one → 400 captcha-failed, nothing stored or sent, no limit used', async () => {
    const strict: CaptchaVerifier = {
      mode: 'recaptcha',
      async verify(check) {
        if (check.action !== 'referral') return { ok: false, reason: 'wrong-action', score: null };
        if (check.token !== 'good') return { ok: false, reason: check.token ? 'rejected' : 'missing-token', score: 0.1 };
        return { ok: true, skipped: false, score: 0.9 };
      },
    };
    const app = await createPublicTestApp({ captcha: strict });
    try {
      const r = await makeAccount(app.db.db, { email: unique('cap') });
      const session = await login(app, r.email);
      const friendEmail = unique('friend');
      for (const token of [undefined, 'bad']) {
        const res = await send('en', { email: r.email, friendEmail, reCaptchaToken: token }, { app, session });
        expect(res.statusCode).toBe(400);
        expect(ErrorReply.parse(res.json())).toMatchObject({
          code: 'captcha-failed',
          params: { reason: token ? 'rejected' : 'missing-token' },
        });
      }
      expect(await app.db.db.select().from(formSubmission)).toEqual([]);
      expect(await invitationsTo(friendEmail, app)).toEqual([]);
      // the refused attempts did not use the friend's weekly invitation
      expect((await send('en', { email: r.email, friendEmail, reCaptchaToken: 'good' }, { app, session })).statusCode).toBe(200);
      const [sub] = await app.db.db.select().from(formSubmission);
      expect(sub!.recaptchaScore).toBe('0.9');
      expect(await invitationsTo(friendEmail, app)).toHaveLength(1);
    } finally {
      await app.close();
    }
  });

  it('not configured: accepted with a logged warning', async () => {
    const warnings: string[] = [];
    const app = await createPublicTestApp({ captcha: skippedCaptcha({ warn: (_obj, msg) => warnings.push(msg) }) });
    try {
      const r = await makeAccount(app.db.db, { email: unique('nocap') });
      const session = await login(app, r.email);
      const friendEmail = unique('friend');
      expect((await send('fr', { email: r.email, friendEmail, reCaptchaToken: undefined }, { app, session })).statusCode).toBe(200);
      expect(warnings).toEqual(['captcha verification skipped: RECAPTCHA_SECRET is not set']);
      expect(await invitationsTo(friendEmail, app)).toHaveLength(1);
    } finally {
      await app.close();
    }
  });
});
