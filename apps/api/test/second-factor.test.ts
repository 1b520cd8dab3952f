// The second factor's service against the real database (issue 29, ADR 378): enrolment with a
// sealed secret, confirmation, a code accepted once, recovery codes spent once. The clock is pinned.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import * as OTPAuth from 'otpauth';
import { DEMO_TOTP_SECRET } from '@mijote/db';
import { secondFactor } from '@mijote/db/schema';
import { beginEnrolment, confirmEnrolment, recoveryCodesLeft, verifyCode } from '../src/modules/second-factor/service.js';
import { createTestApp, type TestApp } from './helpers.js';
import { makeAccount } from './fixtures/accounts.js';

const KEY = 'test-encryption-key-for-the-second-factor-0123456789';
const now = new Date('2026-12-02T17:00:00.000Z');
const codeAt = (secret: string, at: Date) =>
  new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate({
    timestamp: at.getTime(),
  });

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('second factor service', () => {
  it('enrols with a sealed secret, confirms, accepts a code once and a recovery code once', async () => {
    const acct = await makeAccount(t.db, { userTypeCd: 'SU' });
    const e = await beginEnrolment(t.db.db, KEY, acct.id, acct.email);
    expect(e.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(e.otpauthUri).toMatch(/^otpauth:\/\/totp\/Mijote:.*secret=/);
    expect(e.qrSvg).toContain('<svg');
    // sealed at rest: no base32 secret in the table
    const raw = await t.db.db.execute(sql`select * from second_factor where account_id = ${acct.id}`);
    expect(JSON.stringify(raw)).not.toContain(e.secret);

    expect(await confirmEnrolment(t.db.db, KEY, acct.id, '000000' === codeAt(e.secret, now) ? '111111' : '000000', now)).toBeNull();
    const codes = await confirmEnrolment(t.db.db, KEY, acct.id, codeAt(e.secret, now), now);
    expect(codes).toHaveLength(10);
    for (const c of codes ?? []) expect(c).toMatch(/^[a-z0-9]{4}-[a-z0-9]{4}$/);
    const [row] = await t.db.db.select().from(secondFactor).where(eq(secondFactor.accountId, acct.id));
    expect(row?.enrolledAt?.toISOString()).toBe(now.toISOString());

    // the confirming code's step is spent; the next step's code works once
    expect(await verifyCode(t.db.db, KEY, acct.id, codeAt(e.secret, now), now)).toEqual({ ok: false, replayed: true });
    const later = new Date(now.getTime() + 30_000);
    expect(await verifyCode(t.db.db, KEY, acct.id, codeAt(e.secret, later), later)).toEqual({ ok: true, usedRecoveryCode: false });
    expect(await verifyCode(t.db.db, KEY, acct.id, codeAt(e.secret, later), later)).toEqual({ ok: false, replayed: true });
    // a wrong code is not a replay
    const wrong = codeAt(e.secret, later) === '123456' ? '654321' : '123456';
    expect(await verifyCode(t.db.db, KEY, acct.id, wrong, later)).toEqual({ ok: false, replayed: false });

    const first = codes?.[0] ?? '';
    expect(await verifyCode(t.db.db, KEY, acct.id, first.toUpperCase(), later)).toEqual({ ok: true, usedRecoveryCode: true });
    expect(await verifyCode(t.db.db, KEY, acct.id, first, later)).toEqual({ ok: false, replayed: false });
    expect(await recoveryCodesLeft(t.db.db, acct.id)).toBe(9);
  });

  it('opens nothing with another key, and knows the demo secret', async () => {
    const acct = await makeAccount(t.db, { userTypeCd: 'SU' });
    await beginEnrolment(t.db.db, KEY, acct.id, acct.email, DEMO_TOTP_SECRET);
    expect(
      await confirmEnrolment(t.db.db, 'another-key-entirely-0123456789abcdef', acct.id, codeAt(DEMO_TOTP_SECRET, now), now),
    ).toBeNull();
    expect(await confirmEnrolment(t.db.db, KEY, acct.id, codeAt(DEMO_TOTP_SECRET, now), now)).toHaveLength(10);
  });
});
