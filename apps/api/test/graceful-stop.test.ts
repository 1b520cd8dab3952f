// Stopping a node (issue 31, ADR 384). The stop sequence on its own (order, failures, the hard
// timeout), then the real server process started as `npm start` starts it (without the web build):
// on its embedded database in a fresh DATA_DIR, or on a PostgreSQL database of its own with
// TEST_DATABASE_URL. (The embedded one starts as the test run's migrated template, loaded with
// db:import's importPgliteDataDir: a restart's start, seconds quicker than a first one's.) A
// request held in flight by a body sent in two halves is answered after
// SIGTERM while new connections are refused and idle keep-alive ones closed, then the process
// closes its database and exits 0; with a short SHUTDOWN_TIMEOUT_MS and a body that never ends,
// it gives up and exits 1.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { request, type IncomingMessage } from 'node:http';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { DbHandle } from '@mijote/db';
import { importPgliteDataDir } from '@mijote/db/backup';
import { createTestDatabase } from '@mijote/db/testing';
import { DEFAULT_SHUTDOWN_TIMEOUT_MS, runShutdown, shutdownTimeoutFromEnv, type ShutdownLog } from '../src/ops/shutdown.js';
import { freePort } from './server-process.js';

const root = path.resolve(import.meta.dirname, '../../..');

describe('the stop sequence', () => {
  const recorder = () => {
    const lines: string[] = [];
    const log: ShutdownLog = {
      info: (_o, msg) => lines.push(msg),
      error: (_o, msg) => lines.push(`ERROR ${msg}`),
    };
    return { lines, log };
  };
  const later = (ms: number, then: () => void = () => undefined) => new Promise<void>((r) => setTimeout(() => (then(), r()), ms));

  it('starts the server first, runs the background work alongside, closes the database last, exits 0', async () => {
    const { lines, log } = recorder();
    const events: string[] = [];
    const exits: number[] = [];
    const code = await runShutdown(
      {
        log,
        server: { name: 'http server', run: () => (events.push('server start'), later(50, () => events.push('server end'))) },
        background: [{ name: 'payment jobs', run: () => (events.push('jobs start'), later(80, () => events.push('jobs end'))) }],
        database: { name: 'database', run: () => void events.push('database') },
        timeoutMs: 5000,
        exit: (c) => exits.push(c),
      },
      'SIGTERM',
    );
    expect(code).toBe(0);
    expect(exits).toEqual([0]);
    expect(events).toEqual(['server start', 'jobs start', 'server end', 'jobs end', 'database']);
    expect(lines[0]).toMatch(/^shutdown: SIGTERM received, stopping \(at most 5\.0 s\)$/);
    expect(lines.slice(1, 4)).toEqual([
      expect.stringMatching(/^shutdown: http server stopped in /),
      expect.stringMatching(/^shutdown: payment jobs stopped in /),
      expect.stringMatching(/^shutdown: database stopped in /),
    ]);
    expect(lines.at(-1)).toMatch(/^shutdown: done in /);
  });

  it('still closes the database after a failed step, and exits 1', async () => {
    const { lines, log } = recorder();
    let closed = false;
    const code = await runShutdown(
      {
        log,
        server: { name: 'http server', run: () => Promise.reject(new Error('boom')) },
        background: [],
        database: { name: 'database', run: () => void (closed = true) },
        timeoutMs: 5000,
        exit: () => undefined,
      },
      'SIGINT',
    );
    expect(code).toBe(1);
    expect(closed).toBe(true);
    expect(lines).toContain('ERROR shutdown: http server failed');
    expect(lines.at(-1)).toBe('shutdown: done, with failures');
  });

  it('gives up after the timeout, naming what still runs, and exits 1 without closing the database under it', async () => {
    const { lines, log } = recorder();
    let closed = false;
    const started = Date.now();
    const code = await runShutdown(
      {
        log,
        server: { name: 'http server', run: () => new Promise(() => undefined) },
        background: [{ name: 'payment jobs', run: () => later(10) }],
        database: { name: 'database', run: () => void (closed = true) },
        timeoutMs: 200,
        exit: () => undefined,
      },
      'SIGTERM',
    );
    expect(code).toBe(1);
    expect(Date.now() - started).toBeLessThan(2000);
    expect(closed).toBe(false);
    expect(lines.at(-1)).toBe('ERROR shutdown: gave up after 200 ms (SHUTDOWN_TIMEOUT_MS); still running: http server');
  });

  it('reads SHUTDOWN_TIMEOUT_MS: 25 s when unset, a bad value refused', () => {
    expect(shutdownTimeoutFromEnv({})).toBe(DEFAULT_SHUTDOWN_TIMEOUT_MS);
    expect(DEFAULT_SHUTDOWN_TIMEOUT_MS).toBe(25_000);
    expect(shutdownTimeoutFromEnv({ SHUTDOWN_TIMEOUT_MS: '1500' })).toBe(1500);
    for (const bad of ['abc', '-1', '999', '1.5', '600001']) {
      expect(() => shutdownTimeoutFromEnv({ SHUTDOWN_TIMEOUT_MS: bad })).toThrow(/SHUTDOWN_TIMEOUT_MS/);
    }
  });
});

describe('the server process on SIGTERM', () => {
  let dataDir: string;
  let pgDb: { handle: DbHandle; url: string | null } | null = null;
  const children: ChildProcess[] = [];
  const sockets: Socket[] = [];

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'mijote-stop-'));
    if (process.env.TEST_DATABASE_URL) pgDb = await createTestDatabase();
    else {
      const ctx = inject('mijoteTestDb');
      if (ctx?.kind === 'pglite') await importPgliteDataDir(ctx.migratedDump, path.join(dataDir, 'pglite'));
    }
  });

  afterAll(async () => {
    for (const s of sockets) s.destroy();
    for (const c of children) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL');
    await pgDb?.handle.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const kind = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';

  /** Starts the server and waits for its health; `output()` is what it wrote so far. */
  async function start(port: number, env: Record<string, string> = {}) {
    const childEnv: NodeJS.ProcessEnv = {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SESSION_SECRET: 'graceful-stop-secret-graceful-stop-secret-0123',
      SEED_DEMO: 'false',
      DEMO_HISTORY: 'false',
      LOG_LEVEL: 'info',
      LOG_FORMAT: 'json',
      RATE_LIMIT_MAX: '100000',
      ...env,
    };
    delete childEnv.DATABASE_URL;
    if (pgDb?.url) childEnv.DATABASE_URL = pgDb.url;
    const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
      cwd: root,
      env: childEnv,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    children.push(child);
    let out = '';
    child.stdout!.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr!.on('data', (d: Buffer) => (out += d.toString()));
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    const deadline = Date.now() + 60_000;
    for (;;) {
      if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode}):\n${out}`);
      const ok = await fetch(`http://127.0.0.1:${port}/api/health`, { headers: { connection: 'close' } }).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) break;
      if (Date.now() > deadline) throw new Error(`the server did not start:\n${out}`);
      await new Promise((r) => setTimeout(r, 100));
    }
    const output = () => out;
    /** Resolves once the output has a line matching `pattern`. */
    const logged = async (pattern: RegExp, timeoutMs = 10_000) => {
      const until = Date.now() + timeoutMs;
      while (!pattern.test(out)) {
        if (Date.now() > until) throw new Error(`no line matching ${pattern} in:\n${out}`);
        await new Promise((r) => setTimeout(r, 20));
      }
    };
    return { child, output, logged, exited };
  }

  const BODY = JSON.stringify({ store: 'mealDelivery', language: 'en', cart: {} });

  /**
   * A POST whose body is sent in two halves: it is in flight until `finish()`. Resolves once the
   * server has the request (its `100 Continue` answers the headers) and the first half.
   */
  async function heldRequest(port: number) {
    const req = request({
      host: '127.0.0.1',
      port,
      method: 'POST',
      path: '/api/cart/price',
      agent: false,
      headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(BODY), expect: '100-continue' },
    });
    const response = new Promise<{ res: IncomingMessage; body: string }>((resolve, reject) => {
      req.on('response', (res) => {
        let body = '';
        res.on('data', (d: Buffer) => (body += d.toString()));
        res.on('end', () => resolve({ res, body }));
        res.on('error', reject);
      });
      req.on('error', reject);
    });
    response.catch(() => undefined); // awaited by the test that finishes it
    const continued = new Promise<void>((r) => req.once('continue', () => r()));
    req.flushHeaders();
    await continued;
    await new Promise<void>((r) => req.write(BODY.slice(0, 10), () => r()));
    return { response, finish: () => req.end(BODY.slice(10)), abort: () => req.destroy() };
  }

  /** A keep-alive connection that has had its answer and now sits idle; `closed` resolves when the server closes it. */
  async function idleKeepAlive(port: number) {
    const socket = connect(port, '127.0.0.1');
    sockets.push(socket);
    const closed = new Promise<void>((r) => socket.once('close', () => r()));
    let got = '';
    await new Promise<void>((resolve, reject) => {
      socket.on('data', (d: Buffer) => {
        got += d.toString();
        if (/\r\n\r\n[\s\S]*"status":"ok"[\s\S]*\}$/.test(got)) resolve();
      });
      socket.once('error', reject);
      socket.write(`GET /api/health HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nConnection: keep-alive\r\n\r\n`);
    });
    expect(got).toMatch(/^HTTP\/1\.1 200/);
    expect(got.toLowerCase()).toContain('connection: keep-alive');
    return { socket, closed };
  }

  /** Resolves to the error code of a new TCP connection (null: it was accepted). */
  function connectOutcome(port: number): Promise<string | null> {
    return new Promise((resolve) => {
      const s = connect(port, '127.0.0.1');
      s.once('connect', () => (s.destroy(), resolve(null)));
      s.once('error', (err: NodeJS.ErrnoException) => resolve(err.code ?? err.message));
    });
  }

  it(`answers the request in flight, refuses new connections, closes the database and exits 0 (${kind})`, async () => {
    const port = await freePort();
    const server = await start(port);
    const idle = await idleKeepAlive(port);
    // the server has the headers and half the body: the request is in flight
    const held = await heldRequest(port);

    server.child.kill('SIGTERM');
    await server.logged(/shutdown: http server takes no new connections; \d+ open connection/);
    expect(await connectOutcome(port)).toBe('ECONNREFUSED');
    // the idle keep-alive connection is closed, the held request's is not
    await idle.closed;
    expect(server.child.exitCode).toBeNull();
    expect(server.output()).not.toMatch(/shutdown: http server stopped/);

    held.finish();
    const { res, body } = await held.response;
    expect(res.statusCode, body).toBe(200);
    expect(JSON.parse(body)).toMatchObject({ store: 'mealDelivery', lines: [] });
    expect(res.headers.connection).toBe('close');

    expect(await server.exited).toBe(0);
    const out = server.output();
    const order = [
      /shutdown: SIGTERM received, stopping \(at most 25\.0 s\)/,
      /shutdown: http server stopped in/,
      new RegExp(`shutdown: database \\(${kind}\\) stopped in`),
      /shutdown: done in/,
    ].map((p) => out.search(p));
    expect(
      order.every((i) => i >= 0),
      out,
    ).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    expect(out).toMatch(/shutdown: payment jobs stopped in/);
    expect(out).toMatch(/shutdown: temp upload purge stopped in/);
    // PGlite removes its postmaster.pid when it is closed, never when the process just ends
    if (kind === 'pglite') expect(existsSync(path.join(dataDir, 'pglite', 'postmaster.pid'))).toBe(false);
  });

  it(`gives up past SHUTDOWN_TIMEOUT_MS with a log line and exits 1 (${kind})`, async () => {
    const port = await freePort();
    const server = await start(port, { SHUTDOWN_TIMEOUT_MS: '1000' });
    const held = await heldRequest(port);
    const signalled = Date.now();
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(1);
    expect(Date.now() - signalled).toBeLessThan(5000);
    expect(server.output()).toMatch(/shutdown: gave up after 1\.0 s \(SHUTDOWN_TIMEOUT_MS\); still running: http server/);
    held.abort();
  });
});
