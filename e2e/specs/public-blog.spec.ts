import { expect, test } from '@playwright/test';

test('the blog lists the articles with images, opens one, and its language switch goes to the other blog home', async ({ page }) => {
  await page.goto('/en/the-golden-beet');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('The Golden Beet');
  const cards = page.locator('.blog-card');
  expect(await cards.count()).toBeGreaterThanOrEqual(3);
  const img = cards.first().locator('img');
  await expect(img).toHaveAttribute('src', /^\/api\/public\/img\/blogs\/\d+\.jpg$/);
  expect(await img.evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth > 0)).toBe(true);
  const title = (await cards.first().locator('h2').innerText()).trim();
  await cards.first().locator('a').click();
  await expect(page).toHaveURL(/\/en\/the-golden-beet\/[\w-]+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  expect(await page.locator('.article-body p').count()).toBeGreaterThan(1);
  await page.locator('a.lang-switch').click();
  await expect(page).toHaveURL(/\/fr\/la-betterave-doree$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('La Betterave dorée');
});

test('an unknown article slug lands on the blog home', async ({ page }) => {
  await page.goto('/fr/la-betterave-doree/cet-article-nexiste-pas');
  await expect(page).toHaveURL(/\/fr\/la-betterave-doree$/);
  await page.goto('/en/the-golden-beet/no-such-article');
  await expect(page).toHaveURL(/\/en\/the-golden-beet$/);
});

test('testimonials come from the database in each language', async ({ page }) => {
  await page.goto('/fr/temoignages');
  expect(await page.locator('.testimonial-list blockquote').count()).toBeGreaterThan(0);
});
