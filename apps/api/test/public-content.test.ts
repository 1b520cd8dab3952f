import { and, asc, eq, inArray } from 'drizzle-orm';
import { MAIN_DISH_TYPES } from '@mijote/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FranchiseListReply,
  FromPricesReply,
  ErrorReply,
  GetBlogReply,
  ListBlogsReply,
  ListTestimonialsReply,
  productImageUrl,
  UploadReply,
} from '@mijote/contracts';
import { blog, blogTranslation, franchise, product, testimonial } from '@mijote/db/schema';
import { bodyBlocks } from '../src/modules/blogs/service.js';
import { ILLUSTRATION_SHAPES, illustrationSvg } from '../src/modules/uploads/illustration.js';
import { BRAND_ART_PALETTES, dishArtSvg } from '../src/modules/uploads/dish-art.js';
import { DISH_ART_KEYS } from '@mijote/db/schema';
import { createPublicTestApp, jpegBytes, multipart, superUser, type PublicTestApp } from './public-helpers.js';

let t: PublicTestApp;
let clock = new Date('2026-11-20T15:00:00Z');
beforeAll(async () => {
  t = await createPublicTestApp({ seed: true, config: { bakeryHosts: ['boulangerie.test'] }, deps: { now: () => clock } });
});
afterAll(async () => {
  await t?.close();
});

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

describe('GET /api/blogs', () => {
  it('lists the articles of each language, newest first, with image URLs', async () => {
    const en = ListBlogsReply.parse((await get('/api/blogs?language=en')).json());
    const fr = ListBlogsReply.parse((await get('/api/blogs?language=fr')).json());
    expect(en.length).toBeGreaterThanOrEqual(3);
    expect(fr.map((b) => b.id)).toEqual(en.map((b) => b.id));
    expect(en[0]).toMatchObject({
      slug: 'tourtiere-and-the-christmas-reveillon',
      publishedOn: '2026-11-16',
      imageUrl: `/api/public/img/blogs/${en[0]!.id}.jpg`,
    });
    expect(en[0]!.title).toMatch(/^Tourtière and the Réveillon/);
    expect(fr[0]).toMatchObject({ slug: 'la-tourtiere-et-le-reveillon-de-noel' });
    expect(fr[0]!.title).toMatch(/^La tourtière et le réveillon/);
    const dates = en.map((b) => b.publishedOn ?? '');
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it('defaults to English and refuses an unknown language', async () => {
    expect(ListBlogsReply.parse((await get('/api/blogs')).json())[0]!.slug).toBe('tourtiere-and-the-christmas-reveillon');
    const res = await get('/api/blogs?language=de');
    expect(res.statusCode).toBe(400);
    expect(ErrorReply.parse(res.json()).code).toBe('validation-failed');
  });

  it('hides articles published in the future and unpublished ones', async () => {
    clock = new Date('2026-11-10T15:00:00Z');
    try {
      const en = ListBlogsReply.parse((await get('/api/blogs?language=en')).json());
      expect(en.map((b) => b.slug)).not.toContain('tourtiere-and-the-christmas-reveillon');
      expect((await get('/api/blogs/tourtiere-and-the-christmas-reveillon?language=en')).statusCode).toBe(404);
    } finally {
      clock = new Date('2026-11-20T15:00:00Z');
    }
  });
});

describe('GET /api/blogs/{slug}', () => {
  it('answers one article in English and in French with its blocks and both slugs', async () => {
    const en = GetBlogReply.parse((await get('/api/blogs/tourtiere-and-the-christmas-reveillon?language=en')).json());
    expect(en).toMatchObject({
      language: 'en',
      slug: 'tourtiere-and-the-christmas-reveillon',
      author: 'Hélène Marchand',
      slugs: { en: 'tourtiere-and-the-christmas-reveillon', fr: 'la-tourtiere-et-le-reveillon-de-noel' },
    });
    expect(en.blocks[0]!.type).toBe('paragraph');
    expect(en.blocks).toContainEqual({ type: 'heading', text: 'A night that ended with a feast' });
    const fr = GetBlogReply.parse((await get('/api/blogs/la-tourtiere-et-le-reveillon-de-noel?language=fr')).json());
    expect(fr.language).toBe('fr');
    expect(fr.blocks).toContainEqual({ type: 'heading', text: 'Une nuit qui finissait en festin' });
  });

  it('a slug of the other language answers the twin, whose slug differs (the web redirects)', async () => {
    const res = await get('/api/blogs/tourtiere-and-the-christmas-reveillon?language=fr');
    expect(res.statusCode).toBe(200);
    const fr = GetBlogReply.parse(res.json());
    expect(fr.slug).toBe('la-tourtiere-et-le-reveillon-de-noel');
    expect(fr.language).toBe('fr');
  });

  it('an unknown slug → 404 not-found', async () => {
    const res = await get('/api/blogs/no-such-article?language=en');
    expect(res.statusCode).toBe(404);
    expect(ErrorReply.parse(res.json())).toMatchObject({ code: 'not-found', params: { what: 'article' } });
  });

  it('splits a body into paragraphs and subheadings', () => {
    expect(bodyBlocks('One\nline.\n\n## Title\n\nTwo')).toEqual([
      { type: 'paragraph', text: 'One line.' },
      { type: 'heading', text: 'Title' },
      { type: 'paragraph', text: 'Two' },
    ]);
  });
});

describe('GET /api/public/img/blogs/{id}.jpg', () => {
  it('serves a generated illustration as image/svg+xml when no JPEG was uploaded', async () => {
    const [first] = await t.db.db.select().from(blog).orderBy(asc(blog.id)).limit(1);
    const res = await get(`/api/public/img/blogs/${first!.id}.jpg`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    expect(res.body).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(res.body).toContain(first!.illustration!.color);
    const again = await get(`/api/public/img/blogs/${first!.id}.jpg`, { 'if-none-match': String(res.headers['etag']) });
    expect(again.statusCode).toBe(304);
  });

  it('serves the uploaded JPEG once an article has one', async () => {
    const jpeg = jpegBytes(5000);
    const { payload, headers } = multipart({ purpose: 'image' }, [{ filename: 'beet.jpg', data: jpeg }]);
    const su = await superUser(t);
    const name = UploadReply.parse(
      (await t.app.inject({ method: 'POST', url: '/api/upload', payload, headers: { ...headers, ...su.headers } })).json(),
    )[0]!;
    await t.storage.commit(name);
    const [first] = await t.db.db.select().from(blog).orderBy(asc(blog.id)).limit(1);
    await t.db.db.update(blog).set({ imageName: name }).where(eq(blog.id, first!.id));
    const res = await get(`/api/public/img/blogs/${first!.id}.jpg`);
    expect(res.headers['content-type']).toBe('image/jpeg');
    // the stored file is the re-encoded one (ADR 377), not the bytes sent
    expect(res.rawPayload.equals((await t.storage.read(name))!)).toBe(true);
    expect(res.rawPayload.equals(jpeg)).toBe(false);
  });

  it('answers 404 for an unknown id or a malformed name', async () => {
    for (const file of ['999999.jpg', 'abc.jpg', '1.png', '..%2F1.jpg']) {
      expect((await get(`/api/public/img/blogs/${file}`)).statusCode, file).toBe(404);
    }
  });
});

describe('GET /api/public/img/products/{ImageName}', () => {
  it('serves the illustration of a seeded product by id, in its colour', async () => {
    const [p] = await t.db.db.select().from(product).orderBy(asc(product.id)).limit(1);
    expect(productImageUrl(p!)).toBe(`/api/public/img/products/${p!.id}.svg`);
    const res = await get(productImageUrl(p!));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(res.body).toContain(p!.illustration!.color);
  });

  it('serves an uploaded JPEG by its ImageName, and by id', async () => {
    const jpeg = jpegBytes(7000);
    const { payload, headers } = multipart({ purpose: 'image' }, [{ filename: 'dish.jpg', data: jpeg }]);
    const su = await superUser(t);
    const name = UploadReply.parse(
      (await t.app.inject({ method: 'POST', url: '/api/upload', payload, headers: { ...headers, ...su.headers } })).json(),
    )[0]!;
    const [p] = await t.db.db.select().from(product).orderBy(asc(product.id)).offset(1).limit(1);
    await t.db.db.update(product).set({ imageName: name }).where(eq(product.id, p!.id));
    expect(productImageUrl({ id: p!.id, imageName: name })).toBe(`/api/public/img/products/${name}`);
    for (const url of [`/api/public/img/products/${name}`, `/api/public/img/products/${p!.id}.jpg`]) {
      const res = await get(url);
      expect(res.headers['content-type'], url).toBe('image/jpeg');
      expect(res.rawPayload.equals((await t.storage.read(name))!)).toBe(true);
      expect(res.rawPayload.equals(jpeg)).toBe(false);
    }
  });

  it('falls back to an illustration by product type when the product has none', async () => {
    const [p] = await t.db.db.select().from(product).where(eq(product.typeCd, 'PZ')).limit(1);
    await t.db.db.update(product).set({ illustration: null }).where(eq(product.id, p!.id));
    const res = await get(`/api/public/img/products/${p!.id}.svg`);
    expect(res.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(res.body).toContain('#E9A23B');
  });

  it('answers 404 for unknown products and names', async () => {
    for (const file of ['999999.svg', `${'b'.repeat(32)}.jpg`, 'x.gif', '0.svg']) {
      expect((await get(`/api/public/img/products/${file}`)).statusCode, file).toBe(404);
    }
  });

  it('draws every shape, and never lets a stored colour inject markup', () => {
    for (const shape of ILLUSTRATION_SHAPES) expect(illustrationSvg({ shape, color: '#123456', accent: '#abcdef' })).toContain('#123456');
    const svg = illustrationSvg({ shape: 'nope', color: '"><script>alert(1)</script>', accent: 'red' });
    expect(svg).not.toContain('<script');
    expect(svg).toContain('<svg');
  });
});

/** The elements of an SVG document close in order (a small well-formedness check). */
function wellFormed(svg: string): boolean {
  const stack: string[] = [];
  for (const m of svg.matchAll(/<(\/?)([a-z]+)[^>]*?(\/?)>/g)) {
    if (m[3]) continue;
    if (!m[1]) stack.push(m[2]!);
    else if (stack.pop() !== m[2]) return false;
  }
  return stack.length === 0;
}

describe('dish drawings (issue 11, ADR 212)', () => {
  it('draws a seeded product in the palette of the brand its host shows', async () => {
    const [hummus] = await t.db.db.select().from(product).where(eq(product.slug, 'md-hummus-crudites'));
    expect(hummus!.illustration!.shape).toBe('hummus');
    const main = await get(`/api/public/img/products/${hummus!.id}.svg`);
    const bakery = await get(`/api/public/img/products/${hummus!.id}.svg`, { host: 'boulangerie.test' });
    for (const res of [main, bakery]) {
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
      expect(res.body).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" viewBox="0 0 400 300" width="400" height="300">/);
      expect(res.body).toContain(hummus!.illustration!.color);
    }
    expect(main.body).toContain(`--p:${BRAND_ART_PALETTES.main.p}`);
    expect(bakery.body).toContain(`--p:${BRAND_ART_PALETTES.bakery.p}`);
    expect(bakery.body).not.toContain(BRAND_ART_PALETTES.main.p);
    // The same drawing: only the palette differs.
    const drawing = (svg: string) => svg.replace(/<style>svg\{[^}]*\}/, '');
    expect(drawing(bakery.body)).toBe(drawing(main.body));
  });

  it('renders every drawing in both palettes: well formed, small, nothing external', () => {
    const seen = new Set<string>();
    for (const art of DISH_ART_KEYS) {
      for (const brand of ['main', 'bakery'] as const) {
        const svg = dishArtSvg(art, brand, { color: '#123456', accent: '#abcdef' });
        expect(wellFormed(svg), art).toBe(true);
        expect(Buffer.byteLength(svg), art).toBeLessThan(3200);
        expect(svg, art).not.toMatch(/<script|href|url\(|NaN|undefined/);
        expect(svg, art).toContain('--f:#123456');
        seen.add(drawingOf(svg));
      }
    }
    // No two dish kinds have the same drawing.
    expect(seen.size).toBe(DISH_ART_KEYS.length);
  });

  it('never lets a stored food colour inject markup into a drawing', () => {
    const svg = illustrationSvg({ shape: 'soup', color: '}</style><script>alert(1)</script>', accent: 'red' }, 'bakery');
    expect(svg).not.toContain('<script');
    expect(wellFormed(svg)).toBe(true);
  });
});

function drawingOf(svg: string): string {
  return svg.slice(svg.indexOf('</style>'));
}

describe('GET /api/testimonials', () => {
  it('lists enabled testimonials in the asked language', async () => {
    const en = ListTestimonialsReply.parse((await get('/api/testimonials?language=en')).json());
    const fr = ListTestimonialsReply.parse((await get('/api/testimonials?language=fr')).json());
    const rows = await t.db.db.select().from(testimonial).where(eq(testimonial.enabled, true));
    expect(en).toHaveLength(rows.length);
    expect(en.length).toBeGreaterThan(0);
    const row = rows.find((r) => r.id === en[0]!.id)!;
    expect(en[0]!.quote).toBe(row.quoteEn);
    expect(fr.find((x) => x.id === row.id)!.quote).toBe(row.quoteFr);
    await t.db.db.update(testimonial).set({ enabled: false }).where(eq(testimonial.id, row.id));
    const after = ListTestimonialsReply.parse((await get('/api/testimonials?language=en')).json());
    expect(after.map((x) => x.id)).not.toContain(row.id);
  });
});

describe('blog translations', () => {
  it('every seeded article has both languages', async () => {
    const rows = await t.db.db.select().from(blogTranslation);
    const byBlog = new Map<number, string[]>();
    for (const r of rows) byBlog.set(r.blogId, [...(byBlog.get(r.blogId) ?? []), r.languageCd]);
    for (const langs of byBlog.values()) expect(langs.sort()).toEqual(['en', 'fr']);
  });
});

describe('GET /api/franchises', () => {
  it('lists the open bistros from the database, names in the asked language, times as HH:mm', async () => {
    const en = FranchiseListReply.parse((await get('/api/franchises?language=en')).json());
    const fr = FranchiseListReply.parse((await get('/api/franchises?language=fr')).json());
    expect(en.map((b) => b.City)).toEqual(['Pointe-Claire', 'Kirkland', 'Dorval']);
    expect(en[0]).toMatchObject({
      Name: 'Mijote Bistro – Pointe-Claire',
      Line1: '955, boulevard Saint-Jean',
      Phone: '514-555-0161',
      OpeningTime: '07:00',
      ClosingTime: '19:00',
    });
    expect(fr[0]!.Name).toBe('Bistro Mijote – Pointe-Claire');
    expect(fr.map((b) => b.Id)).toEqual(en.map((b) => b.Id));
  });

  it('leaves out a disabled bistro; refuses an unknown language', async () => {
    const [first] = await t.db.db.select().from(franchise).orderBy(asc(franchise.id)).limit(1);
    await t.db.db.update(franchise).set({ enabled: false }).where(eq(franchise.id, first!.id));
    try {
      const list = FranchiseListReply.parse((await get('/api/franchises?language=en')).json());
      expect(list.map((b) => b.Id)).not.toContain(first!.id);
    } finally {
      await t.db.db.update(franchise).set({ enabled: true }).where(eq(franchise.id, first!.id));
    }
    expect((await get('/api/franchises?language=de')).statusCode).toBe(400);
  });
});

describe('GET /api/catalogue/from-prices', () => {
  it('answers the lowest active price per category, as the catalogue has it', async () => {
    const prices = FromPricesReply.parse((await get('/api/catalogue/from-prices')).json());
    const lowest = async (category: string) => {
      const rows = await t.db.db
        .select({
          cents: product.priceCents,
          status: product.statusCd,
          type: product.typeCd,
          internal: product.isInternalUse,
          cat: product.categoryCd,
        })
        .from(product);
      const ok = rows
        .filter((r) => r.cat === category && r.status === 'A' && !r.internal && MAIN_DISH_TYPES.includes(r.type as never) && r.cents > 0)
        .map((r) => r.cents);
      return ok.length ? Math.min(...ok) : null;
    };
    for (const c of ['M', 'C', 'R', 'S'] as const) expect(prices[c], c).toBe(await lowest(c));
    expect(prices.M).toBeGreaterThan(0);
    const cheapest = (
      await t.db.db
        .select()
        .from(product)
        .where(and(eq(product.categoryCd, 'M'), eq(product.priceCents, prices.M!), inArray(product.typeCd, [...MAIN_DISH_TYPES])))
        .limit(1)
    )[0]!;
    await t.db.db.update(product).set({ statusCd: 'D' }).where(eq(product.id, cheapest.id));
    try {
      expect(FromPricesReply.parse((await get('/api/catalogue/from-prices')).json()).M).toBeGreaterThanOrEqual(cheapest.priceCents);
    } finally {
      await t.db.db.update(product).set({ statusCd: cheapest.statusCd }).where(eq(product.id, cheapest.id));
    }
  });
});
