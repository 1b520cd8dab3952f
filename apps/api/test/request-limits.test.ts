// The general API and page limits hold across nodes (issue 31, ADR 387): two apps — two nodes, each
// with its own memory — on one database (on PostgreSQL, each with its own pool), and on one Redis.
// An address gets the configured limit in all, not once per node.
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { createDb, type DbHandle } from '@mijote/db';
import { rateLimitCounter } from '@mijote/db/schema';
import { createTestDatabase, suiteNow } from '@mijote/db/testing';
import { buildApp } from '../src/app.js';
import type { AppConfig } from '../src/config.js';
import { MAX_LEASE } from '../src/modules/rate-limits/request-limits.js';
import { testConfig } from './helpers.js';

let dir: string;
let first: DbHandle;
let second: DbHandle;
let now = suiteNow();
const nodes: FastifyInstance[] = [];

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'mijote-limits-'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, 'index.html'), '<!-- template -->');
  const made = await createTestDatabase();
  first = made.handle;
  // on PostgreSQL the second node has a pool of its own; on PGlite (one process) it shares the handle
  second = made.url ? await createDb({ databaseUrl: made.url, migrate: false, poolMax: 3 }) : first;
});
afterAll(async () => {
  for (const app of nodes) await app.close();
  if (second !== first) await second?.close();
  await first?.close();
  rmSync(dir, { recursive: true, force: true });
});

async function twoNodes(config: Partial<AppConfig>): Promise<[FastifyInstance, FastifyInstance]> {
  const web = { clientDir: dir, render: async () => ({ status: 200, shared: false, html: '<p>page</p>' }) };
  const make = async (db: DbHandle) => {
    const app = await buildApp({ db, config: testConfig({ pageCacheSeconds: 0, ...config }), logger: false, now: () => now, web });
    await app.ready();
    nodes.push(app);
    return app;
  };
  return [await make(first), await make(second)];
}

/** A client address no other test uses (Redis keeps its counts between runs for a minute). */
const address = () => `10.${randomInt(1, 250)}.${randomInt(1, 250)}.${randomInt(1, 250)}`;

async function send(node: FastifyInstance, url: string, ip: string) {
  return node.inject({ method: 'GET', url, remoteAddress: ip });
}

describe('the general limits, two nodes on one database', () => {
  it('lets an address call the API RATE_LIMIT_MAX times a minute in all, not per node; 429 with Retry-After past it', async () => {
    const [a, b] = await twoNodes({ rateLimitMax: 20 });
    const ip = address();
    const codes: number[] = [];
    for (let i = 0; i < 60; i++) codes.push((await send(i % 2 ? b : a, '/api/holidays', ip)).statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(20);
    expect(codes.filter((c) => c === 429)).toHaveLength(40);
    expect(codes.slice(0, 20).every((c) => c === 200)).toBe(true);
    const over = await send(a, '/api/holidays', ip);
    expect(over.statusCode).toBe(429);
    expect(over.json()).toMatchObject({ code: 'rate-limited' });
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    // another address is not affected, on either node; health is never limited
    const other = address();
    expect((await send(a, '/api/holidays', other)).statusCode).toBe(200);
    expect((await send(b, '/api/holidays', other)).statusCode).toBe(200);
    expect((await send(b, '/api/health', ip)).statusCode).toBe(200);
    // the next minute, the address may call again, on both nodes
    now = new Date(now.getTime() + 61_000);
    expect((await send(b, '/api/holidays', ip)).statusCode).toBe(200);
    expect((await send(a, '/api/holidays', ip)).statusCode).toBe(200);
  });

  it('lets an address load PAGE_RATE_LIMIT_MAX pages a minute in all, counted apart from its API calls', async () => {
    const [a, b] = await twoNodes({ pageRateLimitMax: 10, rateLimitMax: 1000 });
    const ip = address();
    const codes: number[] = [];
    for (let i = 0; i < 30; i++) codes.push((await send(i % 2 ? b : a, '/en/', ip)).statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(10);
    expect(codes.filter((c) => c === 429)).toHaveLength(20);
    expect((await send(a, '/api/holidays', ip)).statusCode).toBe(200);
  });

  it('at a larger limit, leases let requests through without asking the database each time, never past the limit', async () => {
    const [a, b] = await twoNodes({ rateLimitMax: 200 });
    // requests spread unevenly, at once (several in flight on each node)
    const ip = address();
    const codes: number[] = [];
    for (let round = 0; round < 10; round++) {
      const batch = Array.from({ length: 30 }, (_, i) => send(i % 3 === 0 ? b : a, '/api/holidays', ip));
      for (const r of await Promise.all(batch)) codes.push(r.statusCode);
    }
    const passed = codes.filter((c) => c === 200).length;
    expect(passed).toBeLessThanOrEqual(200);
    // what one node leased and did not spend is lost: at most one lease per node
    expect(passed).toBeGreaterThanOrEqual(200 - 2 * MAX_LEASE);
    expect(codes.filter((c) => c !== 200 && c !== 429)).toEqual([]);
    // the shared count is in the database, under the API limit's own key (apart from the login limits')
    const found = await first.db
      .select()
      .from(rateLimitCounter)
      .where(eq(rateLimitCounter.key, `api-requests:${ip}`));
    expect(found).toHaveLength(1);
    expect(found[0]!.count).toBeGreaterThanOrEqual(200);
  });
});

describe('the general limits, two nodes on one Redis (REDIS_URL)', () => {
  it('lets an address call the API RATE_LIMIT_MAX times a minute in all; pages count apart', async () => {
    const [a, b] = await twoNodes({ rateLimitMax: 20, pageRateLimitMax: 6, redisUrl: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379' });
    const ip = address();
    const codes: number[] = [];
    for (let i = 0; i < 60; i++) codes.push((await send(i % 2 ? b : a, '/api/holidays', ip)).statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(20);
    expect(codes.filter((c) => c === 429)).toHaveLength(40);
    const pages: number[] = [];
    for (let i = 0; i < 12; i++) pages.push((await send(i % 2 ? a : b, '/en/', ip)).statusCode);
    expect(pages.filter((c) => c === 200)).toHaveLength(6);
  });
});
