// Conditional catalogue reads and the catalogue cache across nodes (issue 17, ADR 240): ETag and
// 304 on a matching If-None-Match, compressed bodies equal to the plain one once decoded, and a
// catalogue write (catalogueChanged) seen by a second node on the same database within a second.
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { ProductListReply } from '@mijote/contracts';
import { createDb, type DbHandle } from '@mijote/db';
import { productTranslation } from '@mijote/db/schema';
import { createTestDatabase, suiteNow } from '@mijote/db/testing';
import { addDays, torontoInstant } from '@mijote/domain';
import { buildApp } from '../src/app.js';
import { catalogueChanged } from '../src/modules/catalogue/catalogue-cache.js';
import { createCatalogueApp, type CatalogueApp } from './catalogue-helpers.js';
import { testConfig } from './helpers.js';

const CURRENT = '/api/meal-delivery/menus/products/current';

describe('conditional catalogue and content reads', () => {
  let t: CatalogueApp;
  beforeAll(async () => {
    t = await createCatalogueApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

  it('answers the menu with an ETag, 304 on a matching If-None-Match, the body on another one', async () => {
    const first = await get(CURRENT);
    expect(first.statusCode).toBe(200);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]{27}"$/);
    // kept by browsers and CDNs, asked again each time: a cut-off shows at once
    expect(first.headers['cache-control']).toBe('public, no-cache');
    expect(String(first.headers.vary)).toContain('accept-encoding');

    const same = await get(CURRENT, { 'if-none-match': etag });
    expect(same.statusCode).toBe(304);
    expect(same.body).toBe('');
    expect(same.headers.etag).toBe(etag);
    expect((await get(CURRENT, { 'if-none-match': `"other", W/${etag}` })).statusCode).toBe(304);
    const other = await get(CURRENT, { 'if-none-match': '"not-this-one"' });
    expect(other.statusCode).toBe(200);
    expect(other.body).toBe(first.body);

    // the cut-off changes the menu, so the client's copy no longer matches
    t.at(t.day(2), '12:00');
    const after = await get(CURRENT, { 'if-none-match': etag });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(etag);
    t.at(t.day(2), '09:00');
  });

  it('answers 304 on the other catalogue and content reads', async () => {
    const urls = [
      '/api/products?categories=M',
      '/api/products/upsell?store=mealDelivery',
      '/api/meal-delivery/sides',
      '/api/catering/menus/products/current?language=fr',
      '/api/product-categories',
      '/api/holidays',
      '/api/meal-delivery/holidays/today',
      '/api/blogs?language=fr',
    ];
    for (const url of urls) {
      const first = await get(url);
      expect(first.statusCode, url).toBe(200);
      expect(String(first.headers['cache-control']), url).toMatch(/^public/);
      const etag = String(first.headers.etag);
      expect(etag, url).toMatch(/^"[\w-]{27}"$/);
      const again = await get(url, { 'if-none-match': etag });
      expect(again.statusCode, url).toBe(304);
      expect(again.body, url).toBe('');
    }
    // a personal answer gets none
    const drafts = await get('/api/products?status=D');
    expect(drafts.statusCode).toBe(401);
    expect(drafts.headers.etag).toBeUndefined();
  });

  it('sends br and gzip bodies equal to the plain one once decoded', async () => {
    for (const url of [CURRENT, '/api/products?categories=M&related=Nutrition', '/api/menus?store=mealDelivery']) {
      const plain = await get(url);
      // over the 1 KB under which nothing is compressed
      expect(plain.body.length, url).toBeGreaterThan(1024);
      expect(plain.headers['content-encoding'], url).toBeUndefined();
      const br = await get(url, { 'accept-encoding': 'br, gzip' });
      expect(br.headers['content-encoding'], url).toBe('br');
      expect(brotliDecompressSync(br.rawPayload).toString('utf8'), url).toBe(plain.body);
      const gzip = await get(url, { 'accept-encoding': 'gzip' });
      expect(gzip.headers['content-encoding'], url).toBe('gzip');
      expect(gunzipSync(gzip.rawPayload).toString('utf8'), url).toBe(plain.body);
      // one ETag for every encoding of one body
      expect(br.headers.etag, url).toBe(plain.headers.etag);
      expect(gzip.headers.etag, url).toBe(plain.headers.etag);
    }
  });
});

describe('the catalogue cache on two nodes of one database', () => {
  let dbA: DbHandle;
  let dbB: DbHandle;
  let nodeA: FastifyInstance;
  let nodeB: FastifyInstance;
  let now = suiteNow();

  beforeAll(async () => {
    const { handle, url } = await createTestDatabase({ seed: true });
    dbA = handle;
    // PostgreSQL: the second node has its own pool and its own LISTEN connection; PGlite is one
    // process's database, so the second node shares it (its notifications are in process). Its
    // connections end when the test database is dropped: that loss is expected here.
    dbB = url ? await createDb({ databaseUrl: url, migrate: false, poolMax: 3, onIdleError: () => undefined }) : handle;
    const result = (await dbA.db.execute(sql`select min(week_start)::text as monday from menu`)) as unknown as {
      rows: { monday: string }[];
    };
    now = torontoInstant(addDays(result.rows[0]!.monday, 2), '09:00:00');
    // a long TTL: only a catalogue write can make a node read again
    const config = testConfig({ catalogueCacheMs: 600_000 });
    nodeA = await buildApp({ db: dbA, config, logger: false, now: () => now });
    nodeB = await buildApp({ db: dbB, config, logger: false, now: () => now });
    await Promise.all([nodeA.ready(), nodeB.ready()]);
  });
  afterAll(async () => {
    await nodeA?.close();
    await nodeB?.close();
    if (dbB !== dbA) await dbB?.close();
    await dbA?.close();
  });

  const PRODUCTS = '/api/products?categories=M';
  const titleOf = async (node: FastifyInstance, id: number) =>
    ProductListReply.parse((await node.inject({ method: 'GET', url: PRODUCTS })).json()).find((p) => p.Id === id)?.Title;

  it('keeps replies until a catalogue write, which every node sees within a second', async () => {
    const first = await nodeB.inject({ method: 'GET', url: PRODUCTS });
    const product = ProductListReply.parse(first.json())[0]!;
    const menuBefore = await nodeB.inject({ method: 'GET', url: CURRENT });
    expect(await titleOf(nodeA, product.Id)).toBe(product.Title);

    const rename = (title: string) =>
      dbA.db
        .update(productTranslation)
        .set({ title })
        .where(and(eq(productTranslation.productId, product.Id), eq(productTranslation.languageCd, 'en')));
    // written without telling the catalogue: both nodes keep what they hold (the cache is on)
    await rename('Renamed without a notice');
    expect(await titleOf(nodeB, product.Id)).toBe(product.Title);
    expect(await titleOf(nodeA, product.Id)).toBe(product.Title);

    // a write through the entry point, in the transaction that writes (sent at its commit)
    await dbA.db.transaction(async (tx) => {
      await tx
        .update(productTranslation)
        .set({ title: 'Renamed by the back-office' })
        .where(and(eq(productTranslation.productId, product.Id), eq(productTranslation.languageCd, 'en')));
      await catalogueChanged(tx);
    });
    // each node hears the notice on its own connection: both within the second, in any order
    for (const node of [nodeB, nodeA]) {
      const started = Date.now();
      let seen: string | undefined;
      while (Date.now() - started < 1000) {
        seen = await titleOf(node, product.Id);
        if (seen === 'Renamed by the back-office') break;
        await new Promise((r) => setTimeout(r, 20));
      }
      expect(seen).toBe('Renamed by the back-office');
    }

    // the client's old copy is stale: 200 with the new ETag, and the menu was reloaded too
    const revalidated = await nodeB.inject({ method: 'GET', url: PRODUCTS, headers: { 'if-none-match': String(first.headers.etag) } });
    expect(revalidated.statusCode).toBe(200);
    expect(revalidated.headers.etag).not.toBe(first.headers.etag);
    const menuAfter = await nodeB.inject({ method: 'GET', url: CURRENT, headers: { 'if-none-match': String(menuBefore.headers.etag) } });
    const onMenu = menuBefore.body.includes(`"Id":${product.Id},`);
    expect(menuAfter.statusCode).toBe(onMenu ? 200 : 304);
  });
});

describe('the 304 short-cut before every hook (ADR 280)', () => {
  let db: DbHandle;
  let app: FastifyInstance;
  let now = suiteNow();

  beforeAll(async () => {
    ({ handle: db } = await createTestDatabase({ seed: true }));
    // the clock stands still (one second) unless a test moves it; a low rate limit shows which
    // requests went through the API's hooks (they count, and carry the limiter's headers)
    const config = testConfig({ catalogueCacheMs: 600_000, rateLimitMax: 6 });
    app = await buildApp({ db, config, logger: false, now: () => now });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await db?.close();
  });

  const URL = '/api/products?categories=M';
  const get = (headers: Record<string, string> = {}) => app.inject({ method: 'GET', url: URL, headers });
  const throughHooks = (r: { headers: Record<string, unknown> }) => r.headers['x-ratelimit-limit'] !== undefined;

  it('answers a matching If-None-Match at once, in the second its URL was answered, until a catalogue write', async () => {
    const first = await get();
    expect(first.statusCode).toBe(200);
    expect(throughHooks(first)).toBe(true);
    const etag = String(first.headers.etag);

    // the same second: 304 with the reply's validators, without the API's hooks (not counted: more than the limit)
    for (let i = 0; i < 10; i++) {
      const r = await get({ 'if-none-match': etag });
      expect(r.statusCode).toBe(304);
      expect(r.body).toBe('');
      expect(r.headers.etag).toBe(etag);
      expect(r.headers['cache-control']).toBe(first.headers['cache-control']);
      expect(String(r.headers.vary)).toContain('accept-encoding');
      expect(throughHooks(r)).toBe(false);
    }
    // another ETag, or none: the route answers (and counts)
    const other = await get({ 'if-none-match': '"not-this-one"' });
    expect(other.statusCode).toBe(200);
    expect(throughHooks(other)).toBe(true);

    // the next second: the route answers once (the URL's key is computed again), then the short-cut
    now = new Date(now.getTime() + 1000);
    const next = await get({ 'if-none-match': etag });
    expect(next.statusCode).toBe(304);
    expect(throughHooks(next)).toBe(true);
    expect(throughHooks(await get({ 'if-none-match': etag }))).toBe(false);

    // a catalogue write empties the cache: the route answers again
    await catalogueChanged(db.db);
    await new Promise((r) => setTimeout(r, 50));
    const afterWrite = await get({ 'if-none-match': etag });
    expect(afterWrite.statusCode).toBe(304);
    expect(throughHooks(afterWrite)).toBe(true);

    // over HTTP, the server answers it before Fastify (the same 304, no hook ran)
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const overHttp = await fetch(`${address}${URL}`, { headers: { 'if-none-match': etag } });
    expect(overHttp.status).toBe(304);
    expect(overHttp.headers.get('etag')).toBe(etag);
    expect(overHttp.headers.get('cache-control')).toBe(first.headers['cache-control']);
    expect(overHttp.headers.get('x-ratelimit-limit')).toBeNull();
    const plain = await fetch(`${address}${URL}`, { headers: { 'if-none-match': '"not-this-one"' } });
    expect(plain.status).toBe(200);
    expect(plain.headers.get('x-ratelimit-limit')).not.toBeNull();
    expect(await plain.text()).toBe(first.body);

    // requests that make the API work are still limited
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await get()).statusCode);
    expect(statuses).toContain(429);
  });
});
