#!/usr/bin/env node
// Issue 15: "a 10,000-line file … finishes in under 30 s". Times POST
// /api/admin/subsidies/{id}/accounts/import with a generated CSV of N lines (default 10,000; every
// third person already has an account, names with accents, quoted fields, `;` separator, Windows-1252)
// on a fresh database of its own: PGlite, or PostgreSQL when TEST_DATABASE_URL is set. Measured, not
// asserted (ARCHITECTURE.md: benchmarks, never timed tests). Prints the seconds and the reply.
//
// Usage: node --import tsx bench/subsidy-import.mjs [--lines 10000]
import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { createTestDb } from '@mijote/db/testing';
import { account, session } from '@mijote/db/schema';
import { buildApp } from '../apps/api/src/app.ts';
import { hashToken } from '../apps/api/src/plugins/session.ts';
import { testConfig } from '../apps/api/test/helpers.ts';

const arg = (name, dflt) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : dflt;
};
const lines = Number(arg('lines', 10_000));
const db = await createTestDb({ seed: false });
const app = await buildApp({ db, config: testConfig(), logger: false });
await app.ready();
const now = new Date();
const [su] = await db.db
  .insert(account)
  .values({ firstName: 'Bench', lastName: 'Admin', email: `bench-${Date.now()}@mijote.test`, userTypeCd: 'SU' })
  .returning();
const token = randomBytes(32).toString('base64url');
const csrf = randomBytes(32).toString('base64url');
await db.db.insert(session).values({
  idHash: hashToken(token),
  accountId: su.id,
  csrfSecret: csrf,
  createdAt: now,
  lastSeenAt: now,
  expiresAt: new Date(now.getTime() + 3600_000),
});
const headers = { cookie: `mijote_sid=${token}`, 'x-csrf-token': csrf };
const made = await app.inject({ method: 'POST', url: '/api/admin/subsidies', headers, payload: { Name: 'Bench subsidy' } });
const subsidyId = made.json().Id;
// a third of the people already have an account
const existing = Array.from({ length: Math.floor(lines / 3) }, (_, i) => ({
  firstName: 'Déjà',
  lastName: `Là ${i}`,
  email: `person${i * 3}@bench.example`,
}));
for (let i = 0; i < existing.length; i += 1000) await db.db.insert(account).values(existing.slice(i, i + 1000));
const rows = ['FirstName;LastName;Email', ...Array.from({ length: lines }, (_, i) => `Hélène;"Côté; ${i}";person${i}@bench.example`)];
const file = Buffer.from(rows.join('\r\n'), 'latin1');
const boundary = '----bench';
const body = Buffer.concat([
  Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="users.csv"\r\nContent-Type: text/csv\r\n\r\n`),
  file,
  Buffer.from(`\r\n--${boundary}--\r\n`),
]);
const t0 = performance.now();
const res = await app.inject({
  method: 'POST',
  url: `/api/admin/subsidies/${subsidyId}/accounts/import`,
  headers: { ...headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
  payload: body,
});
const seconds = (performance.now() - t0) / 1000;
console.log(
  `${lines} lines (${(file.length / 1024).toFixed(0)} KB) on ${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'}: ${res.statusCode} in ${seconds.toFixed(2)} s`,
);
console.log(res.body.slice(0, 300));
await app.close();
await db.close();
