// A real server process for the crash tests (crash-checkout, crash-refund; ADR 204, 366): started
// the way `npm start` starts it (without the web build) on a PostgreSQL database of the test's own,
// killed with SIGKILL mid-work and started again; customers get sessions written straight into the
// session table (no argon2 login).
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import path from 'node:path';
import type { sql } from 'drizzle-orm';
import type { DbHandle } from '@mijote/db';
import { session as sessionTable } from '@mijote/db/schema';
import { creditCenturyDollars } from '@mijote/db/testing';
import { hashToken } from '../src/plugins/session.js';
import { makeAccount } from './fixtures/accounts.js';
import { enrolForTest } from './fixtures/second-factor.js';

const root = path.resolve(import.meta.dirname, '../../..');
export const CRASH_SECRET = 'crash-test-secret-crash-test-secret-0123456789';

export async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}

export interface ServerProcess {
  child: ChildProcess;
  output: () => string;
}

/** Starts the server the way `npm start` does (without the web build) and waits for its health. */
export async function startServer(
  o: { url: string; dataDir: string; port: number; children: ChildProcess[] },
  env: Record<string, string>,
): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DATABASE_URL: o.url,
      PORT: String(o.port),
      HOST: '127.0.0.1',
      DATA_DIR: o.dataDir,
      SESSION_SECRET: CRASH_SECRET,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_MAX: '100000',
      SHED_EVENT_LOOP_LAG_MS: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  o.children.push(child);
  let out = '';
  child.stdout!.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (out += d.toString()));
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode}):\n${out}`);
    const ok = await fetch(`http://127.0.0.1:${o.port}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return { child, output: () => out };
    if (Date.now() > deadline) throw new Error(`the server did not start:\n${out}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

export async function kill(p: ServerProcess, signal: 'SIGKILL' | 'SIGTERM' = 'SIGKILL'): Promise<void> {
  if (p.child.exitCode !== null) return;
  p.child.kill(signal);
  await new Promise((r) => p.child.once('exit', r));
}

export interface Customer {
  id: number;
  cookie: string;
  csrf: string;
  credit: number;
}

/** A new account with `credit` cents of Century Dollars and a session (a super user with `superUser`). */
export async function customer(db: DbHandle, now: Date, credit: number, o: { superUser?: boolean } = {}): Promise<Customer> {
  const acc = await makeAccount(db, o.superUser ? { userTypeCd: 'SU' } : {});
  if (credit > 0) await creditCenturyDollars(db.db, { accountId: acc.id, amountCents: credit, methodCd: 'MA', manualUserId: acc.id });
  // a super user has a second factor, passed with this session (ADR 378)
  if (o.superUser) await enrolForTest(db.db, acc.id, now);
  const token = randomBytes(32).toString('base64url');
  const csrf = randomBytes(32).toString('base64url');
  await db.db.insert(sessionTable).values({
    idHash: hashToken(token),
    accountId: acc.id,
    csrfSecret: csrf,
    createdAt: now,
    lastSeenAt: now,
    expiresAt: new Date(now.getTime() + 12 * 3600_000),
    ...(o.superUser ? { secondFactorAt: now } : {}),
  });
  return { id: acc.id, cookie: `mijote_sid=${token}`, csrf, credit };
}

/** Rows of a query, and the first value of its first row as a number. */
export function queries(db: DbHandle) {
  const rows = async <T>(q: ReturnType<typeof sql>): Promise<T[]> => ((await db.db.execute(q)) as unknown as { rows: T[] }).rows;
  const one = async (q: ReturnType<typeof sql>): Promise<number> => Number(Object.values((await rows<Record<string, unknown>>(q))[0]!)[0]);
  return { rows, one };
}
