import { expect, test, type Page } from '@playwright/test';
import { axeViolations, missingKeys } from '../support.js';

// Every public route of customer-side §2 (plus the services overview, ADR 142), both languages.
export const PUBLIC_PAGES: [string, string][] = [
  ['/en/', '/fr/'],
  ['/en/contact-us', '/fr/nous-joindre'],
  ['/en/our-story', '/fr/notre-histoire'],
  ['/en/gift-cards', '/fr/cartes-cadeaux'],
  ['/en/testimonials', '/fr/temoignages'],
  ['/en/referral-program', '/fr/parrainage'],
  ['/en/specials', '/fr/promotions'],
  ['/en/employment', '/fr/emplois'],
  ['/en/green-policy', '/fr/engagement-ecoresponsables'],
  ['/en/press', '/fr/media'],
  ['/en/terms-and-conditions', '/fr/termes-et-conditions'],
  ['/en/at-your-service', '/fr/nos-services'],
  ['/en/at-your-service/retail-locations', '/fr/nos-services/succursales'],
  ['/en/at-your-service/home-meal-delivery', '/fr/nos-services/livraisons-a-domicile'],
  ['/en/catering-montreal-west-island', '/fr/traiteur-montreal-west-island'],
  ['/en/at-your-service/schools', '/fr/nos-services/ecole'],
  ['/en/corporate-cafeteria-montreal', '/fr/cafeteria-entreprise-montreal'],
  ['/en/gourmet-coffee', '/fr/cafe-gourmet'],
  ['/en/corporate-lunch-montreal', '/fr/repas-affaire-montreal'],
  ['/en/the-golden-beet', '/fr/la-betterave-doree'],
];

const pages = PUBLIC_PAGES.flatMap(([en, fr]) => [
  { path: en, lang: 'en', twin: fr },
  { path: fr, lang: 'fr', twin: en },
]);

test.describe('public pages: server HTML', () => {
  test('every public route answers 200 server HTML with lang, title, canonical and hreflang', async ({ request, baseURL }) => {
    const titles = new Set<string>();
    for (const p of pages) {
      const res = await request.get(p.path);
      expect(res.status(), p.path).toBe(200);
      const html = await res.text();
      expect(html, p.path).toMatch(new RegExp(`<html[^>]*lang="${p.lang}`));
      const title = html.match(/<title>([^<]+)<\/title>/)?.[1] ?? '';
      expect(title.length, p.path).toBeGreaterThan(10);
      titles.add(title);
      expect(html, p.path).toMatch(/<meta name="description" content="[^"]{40,}"/);
      expect(html, p.path).toContain(`<link rel="canonical" href="${baseURL}${p.path}"`);
      expect(html, p.path).toContain(`<link rel="alternate" hreflang="${p.lang === 'en' ? 'fr' : 'en'}" href="${baseURL}${p.twin}"`);
      expect(html.match(/<h1[\s>]/g), p.path).toHaveLength(1);
      expect(html, p.path).not.toContain('id="router-state"'); // islands only (ADR 140)
    }
    expect(titles.size).toBe(pages.length);
  });

  test('the sitemap lists every public page in both languages', async ({ request, baseURL }) => {
    const xml = await (await request.get('/sitemap.xml')).text();
    for (const p of pages) expect(xml, p.path).toContain(`<loc>${baseURL}${p.path}</loc>`);
  });
});

async function expectCleanPage(page: Page, url: string, opts: { modal?: boolean; status?: number } = {}) {
  const problems: string[] = [];
  page.on('console', (msg) => {
    // the document's own 404 status is reported by Chromium as a console error
    if (opts.status === 404 && msg.text().includes('404')) return;
    if (msg.type() === 'error' || msg.type() === 'warning') problems.push(msg.text());
  });
  page.on('pageerror', (err) => problems.push(err.message));
  const res = await page.goto(url);
  expect(res?.status(), url).toBe(opts.status ?? 200);
  await page.waitForLoadState('networkidle');
  expect(await missingKeys(page)).toEqual([]);
  // the home page's division modal is dismissable: check it open, then the page (home.spec)
  if (opts.modal) {
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
  }
  const violations = await axeViolations(page);
  expect(violations, JSON.stringify(violations, null, 2)).toEqual([]);
  // no admin or store code on public pages: only the islands entry and its chunks
  const scripts = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((e) => e.name)
      .filter((n) => n.endsWith('.js')),
  );
  expect(
    scripts.some((s) => /\/assets\/index-[\w-]+\.js$/.test(s)),
    scripts.join('\n'),
  ).toBe(false);
  expect(problems).toEqual([]);
}

for (const p of pages) {
  test(`${p.path}: hydrates cleanly, no missing key, 0 axe violations`, async ({ page }) => {
    await expectCleanPage(page, p.path, { modal: p.path === '/en/' || p.path === '/fr/' });
  });
}

// Beyond the route list: a blog article in each language, the bakery brand (other tokens), the 404 page.
for (const path of [
  '/en/the-golden-beet/tourtiere-and-the-christmas-reveillon',
  '/fr/la-betterave-doree/la-tourtiere-et-le-reveillon-de-noel',
]) {
  test(`${path}: a blog article hydrates cleanly with 0 axe violations`, async ({ page }) => {
    await expectCleanPage(page, path);
    await expect(page.locator('h1')).toContainText(/Tourtière|tourtière/);
  });
}

test('the bakery brand: home and contact with 0 axe violations', async ({ page, baseURL }) => {
  const port = new URL(baseURL ?? 'http://localhost:3199').port;
  await expectCleanPage(page, `http://bakery.localhost:${port}/fr/`, { modal: true });
  await expect(page.locator('html')).toHaveAttribute('data-brand', 'bakery');
  await expectCleanPage(page, `http://bakery.localhost:${port}/en/contact-us`);
});

for (const path of ['/en/no/such/page', '/fr/pas/de/page']) {
  test(`${path}: the 404 page has 0 axe violations`, async ({ page }) => {
    await expectCleanPage(page, path, { status: 404 });
  });
}
