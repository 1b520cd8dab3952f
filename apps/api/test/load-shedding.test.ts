// Load shedding (issue 31, ADR 388): while the event loop is later than the bound, reads that are not
// essential answer 503 with Retry-After at once; probes and writes are still served; once the loop
// keeps up, everything is served again. The lag is set by the test (a busy test machine lags on its
// own), except in the last test, which makes the loop really late.
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorReply } from '@mijote/contracts';
import { EventLoopWatch } from '../src/plugins/load-shedding.js';
import { createTestApp, type TestApp } from './helpers.js';

/** A watch whose lag the test sets. */
class SetLag extends EventLoopWatch {
  value = 0;
  override lagMs(): number {
    return this.value;
  }
}

let t: TestApp;
let dir: string;
const loop = new SetLag(5000);
beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'mijote-shed-'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, 'index.html'), '<!-- template -->');
  t = await createTestApp({
    config: { shedEventLoopLagMs: 100, rateLimitMax: 10_000 },
    deps: { loop, web: { clientDir: dir, render: async () => ({ status: 200, shared: true, html: '<p>page</p>' }) } },
  });
});
afterAll(async () => {
  await t?.close();
  rmSync(dir, { recursive: true, force: true });
});

/** Keeps the event loop busy for `ms` (a long synchronous task: a big PDF, a heavy render). */
function block(ms: number): void {
  const until = performance.now() + ms;
  while (performance.now() < until);
}

describe('load shedding', () => {
  it('serves everything while the loop keeps up (at the bound too)', async () => {
    for (const value of [0, 100]) {
      loop.value = value;
      expect((await t.app.inject({ method: 'GET', url: '/api/holidays' })).statusCode).toBe(200);
      expect((await t.app.inject({ method: 'GET', url: '/fr/' })).statusCode).toBe(200);
    }
  });

  it('answers API reads 503 overloaded with Retry-After while the loop is behind, then serves them again', async () => {
    loop.value = 101;
    const shed = await t.app.inject({ method: 'GET', url: '/api/holidays' });
    expect(shed.statusCode).toBe(503);
    expect(Number(shed.headers['retry-after'])).toBeGreaterThan(0);
    expect(shed.headers['cache-control']).toBe('no-store');
    expect(shed.headers['x-request-id']).toBeTruthy();
    const body = ErrorReply.parse(shed.json());
    expect(body).toMatchObject({ code: 'overloaded', params: { retryAfterSeconds: Number(shed.headers['retry-after']) } });
    loop.value = 3;
    expect((await t.app.inject({ method: 'GET', url: '/api/holidays' })).statusCode).toBe(200);
  });

  it('answers a page with a short page in its language that tries again by itself', async () => {
    loop.value = 500;
    const fr = await t.app.inject({ method: 'GET', url: '/fr/' });
    expect(fr.statusCode).toBe(503);
    expect(fr.headers['content-type']).toContain('text/html');
    expect(fr.body).toContain('<html lang="fr">');
    expect(fr.body).toContain('achalandé');
    expect(fr.body).toMatch(/http-equiv="refresh" content="\d+"/);
    const en = await t.app.inject({ method: 'GET', url: '/en/' });
    expect(en.statusCode).toBe(503);
    expect(en.body).toContain('<html lang="en">');
    loop.value = 0;
    expect((await t.app.inject({ method: 'GET', url: '/en/' })).statusCode).toBe(200);
  });

  it('never sheds liveness, readiness, static files or writes', async () => {
    loop.value = 500;
    writeFileSync(path.join(dir, 'assets', 'app-abc123.js'), 'console.log("menu")');
    expect((await t.app.inject({ method: 'GET', url: '/assets/app-abc123.js' })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/robots.txt' })).statusCode).not.toBe(503);
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    // readiness answers for itself (its body says why when it is not ready), it is not shed
    const ready = await t.app.inject({ method: 'GET', url: '/api/ready?probe=1' });
    expect(ready.json()).toHaveProperty('checks.eventLoop');
    // a write goes through to its route (refused here for its missing CSRF proof, not shed)
    const write = await t.app.inject({ method: 'POST', url: '/api/cart', payload: {} });
    expect(write.statusCode).not.toBe(503);
    expect(write.json().code).not.toBe('overloaded');
    loop.value = 0;
  });
});

describe('the measured lag', () => {
  it('counts a long task at once, before the probe fires; a node with a bound sheds what queued behind it', async () => {
    const real = await createTestApp({ config: { shedEventLoopLagMs: 100 } });
    const watch = new EventLoopWatch(5000);
    try {
      block(300);
      expect(watch.lagMs()).toBeGreaterThanOrEqual(250);
      block(300);
      expect((await real.app.inject({ method: 'GET', url: '/api/holidays' })).statusCode).toBe(503);
    } finally {
      watch.stop();
      await real.close();
    }
  });

  it('never sheds without a bound (SHED_EVENT_LOOP_LAG_MS=0)', async () => {
    const off = await createTestApp({ config: { shedEventLoopLagMs: 0 } });
    try {
      block(300);
      expect((await off.app.inject({ method: 'GET', url: '/api/holidays' })).statusCode).toBe(200);
    } finally {
      await off.close();
    }
  });
});
