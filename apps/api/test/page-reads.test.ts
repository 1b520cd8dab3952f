// The reads a server render makes in process (ADR 345) answer what their routes answer: the same
// JSON for every path a page asks for, the route's 4xx for a bad or unknown one, and no answer
// (so the render goes through the API itself) for a path without a read.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPublicTestApp, type PublicTestApp } from './public-helpers.js';

let t: PublicTestApp;
const clock = new Date('2026-11-20T15:00:00Z');
beforeAll(async () => {
  t = await createPublicTestApp({ seed: true, deps: { now: () => clock } });
});
afterAll(async () => {
  await t?.close();
});

async function both(path: string) {
  const viaApi = await t.app.inject({ method: 'GET', url: path });
  const direct = await t.app.pageReads.get(path);
  return { viaApi, direct };
}

describe('page reads in process', () => {
  it('answer the same JSON as their routes, in both languages', async () => {
    const blogs = (await t.app.inject({ method: 'GET', url: '/api/blogs?language=en' })).json() as { slug: string }[];
    expect(blogs.length).toBeGreaterThan(0);
    const article = (await t.app.inject({ method: 'GET', url: `/api/blogs/${blogs[0]!.slug}?language=en` })).json() as {
      slugs: { en: string; fr: string };
    };
    const paths = [
      '/api/catalogue/from-prices',
      '/api/home-banners',
      '/api/franchises?language=en',
      '/api/franchises?language=fr',
      '/api/franchises',
      '/api/testimonials?language=en',
      '/api/testimonials?language=fr',
      '/api/blogs?language=en',
      '/api/blogs?language=fr',
      `/api/blogs/${article.slugs.en}?language=en`,
      `/api/blogs/${article.slugs.fr}?language=fr`,
      // the other language's slug: its twin, as the route answers it
      `/api/blogs/${article.slugs.fr}?language=en`,
    ];
    for (const path of paths) {
      const { viaApi, direct } = await both(path);
      expect(viaApi.statusCode, path).toBe(200);
      expect(direct?.status, path).toBe(200);
      expect(await direct!.json(), path).toEqual(viaApi.json());
    }
    // the lists are not empty, so the comparison compared something
    const franchises = await (await t.app.pageReads.get('/api/franchises?language=fr'))!.json();
    expect((franchises as unknown[]).length).toBeGreaterThan(0);
    const testimonials = await (await t.app.pageReads.get('/api/testimonials?language=fr'))!.json();
    expect((testimonials as unknown[]).length).toBeGreaterThan(0);
  });

  it('answer the route’s 4xx for an unknown article or a bad query, and nothing for other paths', async () => {
    for (const path of ['/api/blogs/no-such-article?language=en', '/api/blogs?language=de', '/api/franchises?language=xx']) {
      const { viaApi, direct } = await both(path);
      expect(viaApi.statusCode, path).toBeGreaterThanOrEqual(400);
      expect(viaApi.statusCode, path).toBeLessThan(500);
      expect(direct?.status, path).toBe(viaApi.statusCode);
    }
    expect(await t.app.pageReads.get('/api/products?types=GC')).toBeNull();
    expect(await t.app.pageReads.get('/api/blogs/a/b')).toBeNull();
  });
});
