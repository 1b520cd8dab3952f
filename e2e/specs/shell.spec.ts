import { expect, test } from '@playwright/test';
import { missingKeys } from '../support.js';

test('the language switch goes to the twin page and keeps working after hydration', async ({ page }) => {
  await page.goto('/en/');
  // The division-move modal opens on every visit (spec): wait for it, then close it.
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
  await page.locator('a.lang-switch').click();
  await expect(page).toHaveURL(/\/fr\/$/);
  await expect(page.locator('html')).toHaveAttribute('lang', /^fr/);
  expect(await missingKeys(page)).toEqual([]);
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
  await page.locator('a.lang-switch').click();
  await expect(page).toHaveURL(/\/en\/$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test('the division-move modal opens on the home page and closes with Escape', async ({ page }) => {
  await page.goto('/fr/');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

test('the bakery brand is chosen by host name', async ({ page, baseURL }) => {
  const port = new URL(baseURL!).port;
  await page.goto('/en/');
  const mainTitle = await page.title();
  await expect(page.locator('html')).toHaveAttribute('data-brand', 'main');
  await expect(page.locator('html')).toHaveAttribute('data-env', 'DEV');
  // Chromium resolves *.localhost to the loopback address; the server lists this host as bakery.
  await page.goto(`http://bakery.localhost:${port}/en/`);
  await expect(page.locator('html')).toHaveAttribute('data-brand', 'bakery');
  expect(await page.title()).not.toBe(mainTitle);
  const primary = await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--color-primary').trim().toLowerCase());
  expect(primary).toBe('#8a5a2b');
});

test('a route of the map without a page yet answers a translated 404, never a stub', async ({ request }) => {
  for (const [path, lang] of [['/en/admin/products', 'en'], ['/fr/traiteur/review-order', 'fr']] as const) {
    const res = await request.get(path);
    expect(res.status()).toBe(404);
    const html = await res.text();
    expect(html).toMatch(new RegExp(`<html[^>]*lang="${lang}`));
    expect(html).not.toMatch(/coming soon|bientôt/i);
    expect(html).toContain('noindex');
  }
});
