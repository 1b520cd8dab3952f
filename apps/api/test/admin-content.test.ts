// Blog articles and home banners in the back-office (issue 14; ADR 246, 270): an article is written
// in both languages with a slug each (unique in its language) and shows on the public blog at once,
// with its JPEG image; a banner slot takes an uploaded JPEG that the public list and image route
// answer at once; every change is in the record's history.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AdminBlog,
  AdminBlogListReply,
  AdminHomeBanner,
  AdminHomeBannerListReply,
  AuditHistoryReply,
  ErrorReply,
  GetBlogReply,
  HomeBannerListReply,
  ListBlogsReply,
} from '@mijote/contracts';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createAdminApp, type AdminApp } from './admin-helpers.js';
import { as, loginAs, makeAccount } from './fixtures/accounts.js';
import { createTestApp } from './helpers.js';

let t: AdminApp;
beforeAll(async () => {
  t = await createAdminApp();
});
afterAll(async () => {
  await t?.close();
});

const article = {
  Author: 'Chef Mathieu',
  Translations: [
    {
      LanguageCd: 'en',
      Slug: 'winter-soups',
      Title: 'Winter soups',
      Description: 'Three soups for cold days',
      Body: 'First.\n\n## Broth\n\nSecond.',
    },
    {
      LanguageCd: 'fr',
      Slug: 'soupes-d-hiver',
      Title: 'Soupes d’hiver',
      Description: 'Trois soupes pour les jours froids',
      Body: 'Premier.',
    },
  ],
};
const publicGet = (url: string) => t.app.inject({ method: 'GET', url });

describe('/api/admin/blogs', () => {
  it('an article written in both languages shows on the public blog at once; an edit too; unpublished it goes', async () => {
    const res = await t.call('POST', '/api/admin/blogs', { ...article, tempImage: await t.uploadJpeg() });
    expect(res.statusCode, res.body).toBe(201);
    const made = AdminBlog.parse(res.json());
    expect(made.IsPublished).toBe(true);
    expect(made.ImageName).toMatch(/\.jpg$/);
    const fr = GetBlogReply.parse((await publicGet('/api/blogs/soupes-d-hiver?language=fr')).json());
    expect(fr).toMatchObject({ id: made.Id, title: 'Soupes d’hiver', slugs: { en: 'winter-soups', fr: 'soupes-d-hiver' } });
    const image = await publicGet(made.ImageUrl);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toMatch(/^image\/jpeg/);

    const edited = await t.call('POST', `/api/admin/blogs/${made.Id}`, {
      ...made,
      Translations: made.Translations.map((x) => (x.LanguageCd === 'en' ? { ...x, Title: 'Soups for winter' } : x)),
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(GetBlogReply.parse((await publicGet('/api/blogs/winter-soups?language=en')).json()).title).toBe('Soups for winter');
    const [entry] = AuditHistoryReply.parse((await t.call('GET', `/api/admin/blogs/${made.Id}/history`)).json());
    expect(entry).toMatchObject({ action: 'update' });

    // to be published on a later day: not public yet
    expect((await t.call('POST', `/api/admin/blogs/${made.Id}`, { ...made, PublishedOn: '2099-01-01' })).statusCode).toBe(200);
    const list = ListBlogsReply.parse((await publicGet('/api/blogs?language=en')).json());
    expect(list.map((b) => b.id)).not.toContain(made.Id);
    expect((await publicGet('/api/blogs/winter-soups?language=en')).statusCode).toBe(404);

    const listed = AdminBlogListReply.parse((await t.call('GET', '/api/admin/blogs?search=soupes')).json());
    expect(listed.data.map((b) => b.Id)).toEqual([made.Id]);
    expect((await t.call('DELETE', `/api/admin/blogs/${made.Id}`)).statusCode).toBe(200);
    expect((await t.call('GET', `/api/admin/blogs/${made.Id}`)).statusCode).toBe(404);
  });

  it('refuses a taken slug (409), one language only, a bad slug, an unknown upload (400), writing nothing', async () => {
    const first = AdminBlog.parse((await t.call('POST', '/api/admin/blogs', article)).json());
    const again = await t.call('POST', '/api/admin/blogs', article);
    expect(again.statusCode).toBe(409);
    expect(ErrorReply.parse(again.json()).code).toBe('blog-slug-taken');
    const before = AdminBlogListReply.parse((await t.call('GET', '/api/admin/blogs?limit=500')).json()).meta.total;
    for (const bad of [
      { Translations: [article.Translations[0]] },
      { Translations: [article.Translations[0], { ...article.Translations[0], Slug: 'other' }] },
      { Translations: [{ ...article.Translations[0], Slug: 'Winter Soups' }, article.Translations[1]] },
      { Translations: [{ ...article.Translations[0], Title: '' }, article.Translations[1]] },
      {
        tempImage: `${'b'.repeat(32)}.jpg`,
        Translations: [
          { ...article.Translations[0], Slug: 'fresh' },
          { ...article.Translations[1], Slug: 'frais' },
        ],
      },
      { PublishedOn: '2026-13-01' },
    ]) {
      const res = await t.call('POST', '/api/admin/blogs', { ...article, ...bad });
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
    }
    expect(AdminBlogListReply.parse((await t.call('GET', '/api/admin/blogs?limit=500')).json()).meta.total).toBe(before);
    expect((await t.call('DELETE', `/api/admin/blogs/${first.Id}`)).statusCode).toBe(200);
  });
});

describe('/api/admin/home-banners', () => {
  it('lists the five slots; a new en-lg image shows on the public side at once; removing it hides the slot', async () => {
    const slots = AdminHomeBannerListReply.parse((await t.call('GET', '/api/admin/home-banners')).json());
    expect(slots.map((s) => s.Slot)).toEqual(['en-lg', 'fr-lg', 'en-sm', 'fr-sm', 'mobile']);

    const name = await t.uploadJpeg(4096);
    const res = await t.call('POST', '/api/admin/home-banners/en-lg', { tempImage: name, LinkUrl: '/en/meal-delivery' });
    expect(res.statusCode, res.body).toBe(200);
    const saved = AdminHomeBanner.parse(res.json());
    expect(saved).toMatchObject({ Slot: 'en-lg', ImageName: name, LinkUrl: '/en/meal-delivery' });

    const publicList = HomeBannerListReply.parse((await publicGet('/api/home-banners')).json());
    expect(publicList.find((b) => b.Slot === 'en-lg')).toEqual({
      Slot: 'en-lg',
      ImageUrl: `/api/public/img/banners/${name}`,
      LinkUrl: '/en/meal-delivery',
    });
    const image = await publicGet(`/api/public/img/banners/${name}`);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toMatch(/^image\/jpeg/);
    // re-encoded on upload (ADR 377): the 4096-byte padded file is stored as its 32 × 24 picture
    expect(image.rawPayload.subarray(0, 3).equals(Buffer.from([0xff, 0xd8, 0xff]))).toBe(true);
    expect(image.rawPayload.length).toBeLessThan(4096);

    const [entry] = AuditHistoryReply.parse((await t.call('GET', '/api/admin/home-banners/en-lg/history')).json());
    expect(entry).toMatchObject({ action: 'update', before: { ImageName: null }, after: { ImageName: name } });

    const removed = AdminHomeBanner.parse((await t.call('POST', '/api/admin/home-banners/en-lg', { removeImage: true })).json());
    expect(removed).toMatchObject({ ImageName: null, ImageUrl: null, LinkUrl: '/en/meal-delivery' });
    expect(HomeBannerListReply.parse((await publicGet('/api/home-banners')).json()).map((b) => b.Slot)).not.toContain('en-lg');
    expect((await publicGet(`/api/public/img/banners/${name}`)).statusCode).toBe(404);
  });

  it('refuses an unknown slot, an unsafe link, a PDF upload as the image', async () => {
    expect((await t.call('POST', '/api/admin/home-banners/xl', { removeImage: true })).statusCode).toBe(400);
    expect((await t.call('POST', '/api/admin/home-banners/fr-sm', { LinkUrl: 'javascript:alert(1)' })).statusCode).toBe(400);
    expect((await t.call('POST', '/api/admin/home-banners/fr-sm', { LinkUrl: '//evil.test/x' })).statusCode).toBe(400);
    expect((await t.call('POST', '/api/admin/home-banners/fr-sm', { LinkUrl: 'https://mijote.test/fr/' })).statusCode).toBe(200);
    expect((await t.call('POST', '/api/admin/home-banners/fr-sm', { tempImage: `${'c'.repeat(32)}.pdf` })).statusCode).toBe(400);
  });
});

describe('the rendered public pages follow a content change at once', () => {
  it('a banner saved in the back-office drops the kept pages (page cache of a minute)', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'mijote-admin-web-'));
    let renders = 0;
    const site = await createTestApp({
      deps: { web: { clientDir: dir, render: async () => ({ status: 200, shared: true, html: `<p>render ${++renders}</p>` }) } },
      config: { pageCacheSeconds: 60 },
    });
    try {
      const su = await loginAs(site.app, (await makeAccount(site.db, { userTypeCd: 'SU' })).email);
      const page = async () => (await site.app.inject({ method: 'GET', url: '/en/' })).body;
      expect(await page()).toBe('<p>render 1</p>');
      expect(await page()).toBe('<p>render 1</p>'); // kept
      const saved = await as(site.app, su, 'POST', '/api/admin/home-banners/en-lg', { LinkUrl: '/en/catering' });
      expect(saved.statusCode, saved.body).toBe(200);
      let body = await page();
      for (let i = 0; i < 50 && body === '<p>render 1</p>'; i++) {
        await new Promise((r) => setTimeout(r, 20));
        body = await page();
      }
      expect(body).toBe('<p>render 2</p>');
    } finally {
      await site.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
