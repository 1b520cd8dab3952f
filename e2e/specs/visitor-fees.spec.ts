// A visitor's total must not jump when the delivery fee arrives (issue 11): before any postal code
// is known, Review already says which days pay a fee and what it may cost; once the code is
// checked, the fee is in the total, within what was announced.
import { expect, test } from '@playwright/test';
import { watchConsole } from '../support.js';

test('en: a visitor sees the delivery-fee rule on Review before the postal code', async ({ page }) => {
  const problems = watchConsole(page);
  await page.goto('/en/meal-delivery');
  const dish = page
    .locator('article.product-card')
    .filter({ has: page.locator('form') })
    .filter({ hasNot: page.getByLabel('Side (required)') })
    .first();
  await dish.getByRole('button', { name: /^Add to/ }).click();
  await expect(dish.getByRole('status')).toHaveText(/Added to your cart/);
  // the menu's cart panel already says it too: what the fee may cost, and when delivery is free
  const panel = page.locator('.store-menu__aside .cart-summary');
  await expect(panel.locator('.totals__row--delivery td')).toHaveText(/^\$\d+\.\d\d( to \$\d+\.\d\d)?, by postal code$/);
  await expect(panel.locator('.cart-summary__fee-rule')).toHaveText(/^Delivery is free on days with \$\d+\.\d\d of meals or more\.$/);
  await page.goto('/en/meal-delivery/review-order');
  // one day under $49: the rule on the day, and the delivery line says what it may cost
  await expect(page.locator('.review-group__fee')).toContainText(/a delivery fee of \$\d+\.\d\d( to \$\d+\.\d\d)? applies/);
  const delivery = page.locator('.totals__row--delivery td');
  await expect(delivery).toHaveText(/^\$\d+\.\d\d( to \$\d+\.\d\d)?, by postal code$/);
  const announced = (await delivery.textContent())!.match(/\$(\d+\.\d\d)/g)!.map((x) => Number(x.slice(1)));
  await page.getByLabel('Postal code').fill('H9R 2W3');
  await page.getByRole('button', { name: 'Check' }).click();
  await expect(delivery).toHaveText(/^\$\d+\.\d\d$/);
  const fee = Number((await delivery.textContent())!.slice(1));
  expect(fee).toBeGreaterThanOrEqual(announced[0]!);
  expect(fee).toBeLessThanOrEqual(announced.at(-1)!);
  // back on the menu, the panel knows the postal code: the fee itself, and the rule still shown
  await page.goto('/en/meal-delivery');
  const known = page.locator('.store-menu__aside .cart-summary');
  await expect(known.locator('.totals__row--delivery td')).toHaveText(`$${fee.toFixed(2)}`);
  await expect(known.locator('.cart-summary__fee-rule')).toContainText('Delivery is free on days with');
  expect(problems).toEqual([]);
});
