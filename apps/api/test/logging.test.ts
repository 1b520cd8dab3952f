// Database errors in the logs (issue 9, ADR 197): the statement and the PostgreSQL error code,
// never the parameters — they hold password hashes, e-mails and addresses.
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { account } from '@mijote/db/schema';
import { errorText, loggerOptions, serializeError } from '../src/logging.js';
import { freshIp, uniqueEmail } from './fixtures/accounts.js';
import { createTestApp, type TestApp } from './helpers.js';

const lines: string[] = [];
const stream = new Writable({
  write(chunk, _enc, done) {
    lines.push(String(chunk));
    done();
  },
});

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ deps: { logger: { ...loggerOptions('info'), stream } } });
});
afterAll(async () => {
  await t?.close();
});

describe('database errors in the logs', () => {
  it('a failed insert is logged with its statement and code; no e-mail, password hash, name or address', async () => {
    const email = uniqueEmail('secret-person');
    // a broken schema makes the sign-up's INSERT fail inside PostgreSQL
    await t.db.db.execute(sql`alter table account rename column first_name to first_name_gone`);
    try {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/accounts',
        remoteAddress: freshIp(),
        payload: {
          FirstName: 'Gertrude-Secret',
          LastName: 'Lapointe',
          Email: email,
          Password: 'Very-private-passphrase-42',
          BillingAddress: { line1: '987 rue Cachée', city: 'Montréal', province: 'QC', postalCode: 'H2X 1Y4' },
        },
      });
      expect(res.statusCode).toBe(500);
      expect(res.json()).toMatchObject({ code: 'internal-error' });
    } finally {
      await t.db.db.execute(sql`alter table account rename column first_name_gone to first_name`);
    }
    const log = lines.join('');
    const entry = lines
      .map((l) => JSON.parse(l) as { msg?: string; err?: Record<string, unknown> })
      .find((l) => l.err?.type === 'DatabaseError');
    expect(entry, log).toBeDefined();
    expect(entry!.err).toMatchObject({ message: 'Failed query', code: '42703' });
    expect(String(entry!.err!.query)).toMatch(/insert into "account"/i);
    for (const secret of [email, 'Gertrude-Secret', '$argon2id', '987 rue Cachée', 'H2X 1Y4', 'Very-private-passphrase-42']) {
      expect(log).not.toContain(secret);
    }
  });

  it('serializeError and errorText keep the statement and code of a real PostgreSQL error, not its values', async () => {
    const email = uniqueEmail('dup');
    const row = { firstName: 'Dup', lastName: 'Licate', email, passwordHash: '$argon2id$fake-hash-value' };
    await t.db.db.insert(account).values(row);
    const err = await t.db.db
      .insert(account)
      .values(row)
      .then(
        () => null,
        (e: unknown) => e,
      );
    expect(err).toBeInstanceOf(Error);
    expect(String((err as Error).message)).toContain(email); // what Drizzle puts in its message
    const safe = serializeError(err);
    expect(safe).toMatchObject({ type: 'DatabaseError', code: '23505' });
    expect(JSON.stringify(safe)).not.toContain(email);
    expect(JSON.stringify(safe)).not.toContain('fake-hash-value');
    expect(errorText(err)).toMatch(/^Failed query \(23505\): insert into "account"/);
    expect(errorText(err)).not.toContain(email);
  });
});
