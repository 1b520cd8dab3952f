import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { ErrorReply, HealthReply, ReadyReply } from '@mijote/contracts';
import { migrationCount } from '@mijote/db';
import { buildApp } from '../src/app.js';
import { HEALTH_PING_REUSE_MS } from '../src/modules/health/routes.js';
import { createTestApp, testConfig, type TestApp } from './helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: true, config: { rateLimitMax: 5, mainHosts: ['mijote.example'] } });
});
afterAll(async () => {
  await t?.close();
});

describe('GET /api/health', () => {
  it('answers ok after checking the database', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    const body = HealthReply.parse(res.json());
    expect(body.database.kind).toBe(process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite');
    expect(body.revision).toBe('test-rev');
  });
});

describe('GET /api/health under load (issue 31)', () => {
  it('pings the database at most once a second for its probes, and every time after a failure', async () => {
    let pings = 0;
    let down = false;
    const db = {
      ...t.db,
      ping: async () => {
        pings++;
        if (down) throw new Error('connection refused');
        return t.db.ping();
      },
    };
    const app = await buildApp({ db, config: testConfig(), logger: false });
    try {
      for (let i = 0; i < 5; i++) expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
      expect(pings).toBe(1);
      await new Promise((r) => setTimeout(r, HEALTH_PING_REUSE_MS + 50));
      down = true;
      const failed = await app.inject({ method: 'GET', url: '/api/health' });
      expect(failed.statusCode).toBe(503);
      expect(failed.json()).toMatchObject({ code: 'database-unavailable' });
      expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(503);
      expect(pings).toBe(3);
      down = false;
      expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
      expect(pings).toBe(4);
    } finally {
      await app.close();
    }
  });
});

describe('GET /api/ready (issue 31)', () => {
  it('is ready when the database answers with current migrations and the event loop keeps up', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/ready' });
    expect(res.statusCode, res.body).toBe(200);
    const body = ReadyReply.parse(res.json());
    expect(body).toMatchObject({
      status: 'ready',
      checks: { database: 'ok', migrations: { status: 'current', expected: migrationCount() }, eventLoop: { status: 'ok' } },
    });
    expect(body.checks.migrations.applied).toBe(migrationCount());
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('answers 503 not-ready with Retry-After when the event loop falls behind, and ready again once it catches up', async () => {
    const lagging = await createTestApp({ deps: { readiness: { lagLimitMs: 100, windowMs: 300 } } });
    try {
      // keep the loop busy for 1.2 s in 400 ms slices (each slice delays the monitor's next tick)
      for (let slice = 0; slice < 3; slice++) {
        const until = Date.now() + 400;
        while (Date.now() < until) Math.sqrt(Math.random());
        await new Promise((r) => setTimeout(r, 1));
      }
      const res = await lagging.app.inject({ method: 'GET', url: '/api/ready' });
      expect(res.statusCode, res.body).toBe(503);
      expect(res.headers['retry-after']).toBe('5');
      const body = ReadyReply.parse(res.json());
      expect(body.status).toBe('not-ready');
      expect(body.checks.eventLoop.status).toBe('lagging');
      expect(body.checks.eventLoop.lagMs).toBeGreaterThan(100);
      // quiet windows later it is ready again (asked every window for up to 10 s: other test files share the CPU)
      let status = 0;
      for (let tries = 0; tries < 33 && status !== 200; tries++) {
        await new Promise((r) => setTimeout(r, 300));
        status = (await lagging.app.inject({ method: 'GET', url: '/api/ready' })).statusCode;
      }
      expect(status).toBe(200);
    } finally {
      await lagging.close();
    }
  });

  it('is not ready while the database lacks a migration this code expects', async () => {
    const behind = await createTestApp();
    try {
      await behind.db.db.execute(
        sql`delete from drizzle.__drizzle_migrations where id = (select max(id) from drizzle.__drizzle_migrations)`,
      );
      const res = await behind.app.inject({ method: 'GET', url: '/api/ready' });
      expect(res.statusCode).toBe(503);
      expect(ReadyReply.parse(res.json()).checks.migrations).toEqual({
        applied: migrationCount() - 1,
        expected: migrationCount(),
        status: 'behind',
      });
    } finally {
      await behind.close();
    }
  });
});

describe('errors', () => {
  it('answers an unknown API path with the JSON error format', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(res.statusCode).toBe(404);
    const body = ErrorReply.parse(res.json());
    expect(body.code).toBe('not-found');
  });

  it('answers malformed JSON with 400 bad-request, not 500, and no stack trace', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/health',
      headers: { 'content-type': 'application/json' },
      payload: '{"broken":',
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(res.body).not.toMatch(/at .*\.ts:\d+/);
    expect(ErrorReply.parse(res.json()).code).toMatch(/bad-request|not-found|method-not-allowed/);
  });
});

describe('security', () => {
  it('sends security headers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(String(res.headers['content-security-policy'])).toContain("default-src 'self'");
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('rate-limits the API with a 429 in the error format', async () => {
    const statuses: number[] = [];
    let last;
    for (let i = 0; i < 8; i++) {
      last = await t.app.inject({ method: 'GET', url: '/api/nothing', remoteAddress: '10.9.8.7' });
      statuses.push(last.statusCode);
    }
    expect(statuses.slice(0, 5).every((s) => s === 404)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    const body = ErrorReply.parse(last!.json());
    expect(body.code).toBe('rate-limited');
  });

  it('cannot be dodged with a made-up X-Forwarded-For (no proxy is trusted by default)', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/nothing',
        remoteAddress: '10.9.8.6',
        headers: { 'x-forwarded-for': `203.0.113.${i}` },
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.at(-1)).toBe(429);
  });
});

describe('OpenAPI', () => {
  it('serves the document with the health route and the error schema', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json() as { openapi: string; paths: Record<string, unknown>; components?: { schemas?: Record<string, unknown> } };
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toContain('/api/health');
    expect(Object.keys(doc.components?.schemas ?? {})).toEqual(expect.arrayContaining(['HealthReply', 'ErrorReply']));
  });

  it('serves the docs page', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect([200, 302]).toContain(res.statusCode);
  });
});

describe('SEO files', () => {
  it('lists every public page in both languages in the sitemap', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/sitemap.xml', headers: { host: 'mijote.example' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/xml');
    expect(res.body).toContain('<loc>http://mijote.example/en/</loc>');
    expect(res.body).toContain('<loc>http://mijote.example/fr/</loc>');
    expect(res.body).toContain('hreflang="fr"');
  });

  it('lists every published blog article, each with its twin in the other language', async () => {
    const { blogArticleEntries } = await import('../src/modules/seo/routes.js');
    const articles = await blogArticleEntries(t.db, new Date());
    expect(articles.length).toBeGreaterThanOrEqual(3);
    const res = await t.app.inject({ method: 'GET', url: '/sitemap.xml', headers: { host: 'mijote.example' } });
    for (const a of articles) {
      for (const lang of ['en', 'fr'] as const) {
        if (!a[lang]) continue;
        expect(a[lang]).toMatch(lang === 'en' ? /^\/en\/the-golden-beet\/[\w-]+$/ : /^\/fr\/la-betterave-doree\/[\w-]+$/);
        expect(res.body).toContain(`<loc>http://mijote.example${a[lang]}</loc>`);
      }
    }
  });

  it('serves robots.txt pointing at the sitemap', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/robots.txt', headers: { host: 'mijote.example' } });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Sitemap: http://mijote.example/sitemap.xml');
    expect(res.body).toContain('Disallow: /en/admin/');
    expect(res.body).toContain('Disallow: /fr/account/');
  });

  it('never takes the origin of its links from an unknown Host header (the production host instead)', async () => {
    for (const url of ['/sitemap.xml', '/robots.txt']) {
      const res = await t.app.inject({ method: 'GET', url, headers: { host: 'evil.example' } });
      expect(res.body, url).not.toContain('evil.example');
      expect(res.body, url).toContain('https://www.mijote.ca/');
    }
  });

  it('uses PUBLIC_ORIGIN when it is set, whatever the Host', async () => {
    const withOrigin = await createTestApp({ config: { publicOrigin: 'https://www.mijote.ca', mainHosts: ['mijote.example'] } });
    try {
      for (const host of ['mijote.example', 'evil.example']) {
        const res = await withOrigin.app.inject({ method: 'GET', url: '/robots.txt', headers: { host } });
        expect(res.body).toContain('Sitemap: https://www.mijote.ca/sitemap.xml');
      }
    } finally {
      await withOrigin.close();
    }
  });
});
