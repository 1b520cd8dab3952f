import { expect, test } from '@playwright/test';

for (const [path, home, store] of [
  ['/en/at-your-service/home-meal-delivery', '/en/', '/en/meal-delivery'],
  ['/fr/nos-services/livraisons-a-domicile', '/fr/', '/fr/livraisons-a-domicile'],
] as const) {
  test(`${path}: the "service has moved" modal cannot be dismissed; it leads into the store or home`, async ({ page }) => {
    await page.goto(path);
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeVisible();
    // a click on the backdrop does nothing either
    await page.mouse.click(5, 5);
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button')).toHaveCount(1);
    // the page behind is inert
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => !!document.activeElement?.closest('dialog'))).toBe(true);
    // not a dead end: its link goes into the meal-delivery store (issue 11)
    await expect(dialog.getByRole('link')).toHaveAttribute('href', store);
    await dialog.getByRole('button').click();
    await expect(page).toHaveURL(new RegExp(`${home}$`));
  });
}

test('the main menu toggles on a phone and the quick cart opens', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/en/our-story');
  const toggle = page.getByRole('button', { name: 'Menu' });
  await expect(page.locator('#main-nav')).toBeHidden();
  // the header's island may hydrate after the first click on a busy machine: click until it opens
  await expect(async () => {
    await toggle.click();
    await expect(page.locator('#main-nav')).toBeVisible({ timeout: 1000 });
  }).toPass();
  await page.keyboard.press('Escape');
  await expect(page.locator('#main-nav')).toBeHidden();
  await expect(async () => {
    await page.locator('.quick-cart__toggle').click();
    await expect(page.locator('#quick-cart-panel')).toBeVisible({ timeout: 1000 });
  }).toPass();
  await expect(page.locator('#quick-cart-panel')).toContainText('Your cart is empty');
});

test('the language switch keeps the page and stores the language', async ({ page }) => {
  await page.goto('/en/catering-montreal-west-island');
  await page.locator('a.lang-switch').click();
  await expect(page).toHaveURL(/\/fr\/traiteur-montreal-west-island$/);
  expect(await page.evaluate(() => localStorage.getItem('mijote.lang'))).toBe('fr');
});
