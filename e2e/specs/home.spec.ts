import { expect, test } from '@playwright/test';
import { axeViolations, missingKeys } from '../support.js';

const langs = [
  { lang: 'en', path: '/en/', htmlLang: /^en/, twin: '/fr/' },
  { lang: 'fr', path: '/fr/', htmlLang: /^fr/, twin: '/en/' },
] as const;

for (const l of langs) {
  test.describe(`home (${l.lang})`, () => {
    test('is rendered on the server in the right language with SEO links', async ({ request, baseURL }) => {
      const res = await request.get(l.path);
      expect(res.status()).toBe(200);
      expect(res.headers()['content-type']).toContain('text/html');
      const html = await res.text();
      expect(html).toMatch(new RegExp(`<html[^>]*lang="${l.lang}`));
      expect(html).toMatch(/<title>[^<]{10,}<\/title>/);
      expect(html).toMatch(/<meta name="description" content="[^"]{30,}"/);
      expect(html).toContain(`<link rel="canonical" href="${baseURL}${l.path}"`);
      expect(html).toMatch(new RegExp(`<link rel="alternate" hreflang="${l.lang === 'en' ? 'fr' : 'en'}[^"]*" href="${baseURL}${l.twin}"`));
      // the content itself is in the HTML, not only after JavaScript runs
      expect(html).toMatch(/<h1[^>]*>[^<]+/);
    });

    test('hydrates without errors, shows no missing key and has no axe violation', async ({ page }) => {
      const problems: string[] = [];
      page.on('console', (msg) => {
        if (msg.type() === 'error' || msg.type() === 'warning') problems.push(msg.text());
      });
      page.on('pageerror', (err) => problems.push(err.message));
      await page.goto(l.path);
      await page.waitForLoadState('networkidle');
      expect(await page.locator('html').getAttribute('lang')).toMatch(l.htmlLang);
      expect(await missingKeys(page)).toEqual([]);
      expect(problems).toEqual([]);
      // with the division-move modal open (it opens on every visit), then with the page itself
      const withModal = await axeViolations(page);
      expect(withModal, JSON.stringify(withModal, null, 2)).toEqual([]);
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toBeHidden();
      const pageOnly = await axeViolations(page);
      expect(pageOnly, JSON.stringify(pageOnly, null, 2)).toEqual([]);
    });

    test('the promo video plays on demand, self-hosted, with captions in the page language', async ({ page }) => {
      const problems: string[] = [];
      page.on('console', (msg) => {
        if (msg.type() === 'error' || msg.type() === 'warning') problems.push(msg.text());
      });
      const videoRequests: string[] = [];
      page.on('request', (r) => {
        if (r.url().includes('/video/')) videoRequests.push(r.url());
      });
      await page.goto(l.path);
      await expect(page.getByRole('dialog')).toBeVisible();
      await page.keyboard.press('Escape');
      expect(videoRequests).toEqual([]); // nothing downloaded before the visitor asks
      await page.getByRole('button', { name: l.lang === 'en' ? 'Watch our video' : 'Voir notre vidéo' }).click();
      const video = page.locator('video.poster__video');
      await expect(video).toBeVisible();
      await expect(video.locator('source[type="video/webm"]')).toHaveAttribute('src', '/video/mijote-kitchen.webm');
      await expect(video.locator('track[kind="captions"]')).toHaveAttribute('srclang', l.lang);
      // the browser really gets a playable video (duration read from the file)
      await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState)).toBeGreaterThanOrEqual(1);
      expect(await video.evaluate((v: HTMLVideoElement) => Math.round(v.duration))).toBe(9);
      const withVideo = await axeViolations(page);
      expect(withVideo, JSON.stringify(withVideo, null, 2)).toEqual([]);
      expect(problems).toEqual([]);
    });
  });
}

test('the bakery brand plays its own promo video', async ({ page, baseURL }) => {
  const port = new URL(baseURL ?? 'http://localhost:3199').port;
  await page.goto(`http://bakery.localhost:${port}/fr/`);
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Voir notre vidéo' }).click();
  await expect(page.locator('video.poster__video source[type="video/mp4"]')).toHaveAttribute('src', '/video/la-mie-mijote-bakery.mp4');
});

test('the root and unknown language segments fall back to English', async ({ page }) => {
  await page.goto('/');
  expect(new URL(page.url()).pathname).toBe('/en/');
  await page.goto('/de/');
  expect(new URL(page.url()).pathname).toMatch(/^\/en\/?/);
});

test('the API and the web app share one process', async ({ request }) => {
  const health = await request.get('/api/health');
  expect(health.status()).toBe(200);
  expect((await health.json()).status).toBe('ok');
  const sitemap = await request.get('/sitemap.xml');
  expect(await sitemap.text()).toContain('/fr/</loc>');
});
