// The store's layout on a phone and a laptop (issue 11, ADR 210 and 211), in English and in French:
// a dish shows in the first screen of the menu without scrolling, three cards a row at 1280 px, the
// add button on one line; no fixed or sticky element (header, cart bar, cart panel, back-to-top)
// covers a control of the menu, Review or Confirm, wherever the browser brings the control into
// view; a page opens at its top below the header; the steps bar says what really happened.
import { expect, test, type Page } from '@playwright/test';
import { horizontalOverflow, signUp } from '../store-support.js';
import { watchConsole } from '../support.js';

const MENU = { en: '/en/meal-delivery', fr: '/fr/livraisons-a-domicile' } as const;
const SIZES = [
  { width: 375, height: 812 },
  { width: 1280, height: 900 },
] as const;

/**
 * Every visible control (link, button, field, disclosure) that some fixed or sticky element covers:
 * at the page's opening position, then with each control brought to the top and to the bottom of the
 * window the way the browser does it for focus and anchors (scrollIntoView, which keeps the page's
 * scroll-padding clear). Answers "control ← covering element" descriptions.
 */
async function coveredControls(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const describe = (e: Element) =>
      `${e.tagName.toLowerCase()}${e.className && typeof e.className === 'string' ? '.' + e.className.trim().split(/\s+/).join('.') : ''}` +
      ` "${(e.textContent ?? '').trim().slice(0, 40) || e.getAttribute('aria-label') || ''}"`;
    const shown = (e: Element) => {
      const r = e.getBoundingClientRect();
      return r.width > 0 && r.height > 0 && e.checkVisibility({ opacityProperty: true, visibilityProperty: true });
    };
    const controls = [...document.querySelectorAll('a[href], button, input:not([type="hidden"]), select, textarea, summary')].filter(
      (c) => !c.closest('dialog'),
    );
    const problems = new Set<string>();
    // the part of an element its scrolling ancestors (a sideways row of days) do not clip
    const visibleRect = (e: Element) => {
      let { left, top, right, bottom } = e.getBoundingClientRect();
      for (let a = e.parentElement; a && a !== document.body; a = a.parentElement) {
        const style = getComputedStyle(a);
        if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
        const q = a.getBoundingClientRect();
        left = Math.max(left, q.left);
        top = Math.max(top, q.top);
        right = Math.min(right, q.right);
        bottom = Math.min(bottom, q.bottom);
      }
      return { left, top, right, bottom };
    };
    const check = (c: Element) => {
      if (!shown(c)) return;
      const r = visibleRect(c);
      if (r.right - r.left <= 1 || r.bottom - r.top <= 1) return;
      // only what the window shows
      if (r.bottom <= 0 || r.top >= innerHeight || r.right <= 0 || r.left >= innerWidth) return;
      for (const f of positioned) {
        if (f.contains(c) || c.contains(f) || !shown(f)) continue;
        const q = f.getBoundingClientRect();
        const w = Math.min(r.right, q.right) - Math.max(r.left, q.left);
        const h = Math.min(r.bottom, q.bottom) - Math.max(r.top, q.top);
        if (w > 1 && h > 1) problems.add(`${describe(c)} ← ${describe(f)} at y=${Math.round(scrollY)}`);
      }
    };
    // scrolled down first, so that what shows only after scrolling (the back-to-top arrow) shows
    // for the whole check: the loop below runs without giving scroll events a turn
    window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' });
    const frames = () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
    await frames();
    await Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined)));
    await frames();
    const positioned = [...document.querySelectorAll('body *')].filter((e) => {
      const style = getComputedStyle(e);
      return (style.position === 'fixed' || style.position === 'sticky') && style.pointerEvents !== 'none' && !e.closest('dialog');
    });
    window.scrollTo({ top: 0, behavior: 'instant' });
    controls.forEach(check);
    for (const block of ['start', 'end'] as const) {
      for (const c of controls) {
        if (!shown(c)) continue;
        c.scrollIntoView({ block, inline: 'nearest', behavior: 'instant' });
        check(c);
      }
    }
    window.scrollTo({ top: 0, behavior: 'instant' });
    return [...problems];
  });
}

/** The bottom of the sticky header, in the window. */
const headerBottom = (page: Page) => page.locator('.mainbar').evaluate((e) => e.getBoundingClientRect().bottom);

for (const lang of ['en', 'fr'] as const) {
  for (const size of SIZES) {
    test(`${lang} ${size.width}×${size.height}: a dish in the first screen of the menu, and nothing fixed covers a control on menu, Review and Confirm`, async ({
      page,
    }) => {
      test.setTimeout(90_000);
      const problems = watchConsole(page);
      await page.setViewportSize(size);
      await signUp(page.request, lang);
      await page.goto(MENU[lang]);
      const cards = page.locator('article.product-card');
      const first = cards.first();
      // (the menu's data may take a while on a loaded machine: its speed is the bundle benchmark's)
      await expect(first).toBeVisible({ timeout: 20_000 });

      // nothing wider than the window; the first dish, whole, between the header and the bottom of
      // the window, without scrolling
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
      expect(await page.evaluate(() => scrollY)).toBe(0);
      const box = (await first.boundingBox())!;
      expect(box.y).toBeGreaterThanOrEqual(await headerBottom(page));
      expect(box.y + box.height).toBeLessThanOrEqual(size.height);
      // its add button on one line, inside the card
      const add = first.locator('.product-card__add');
      if ((await add.count()) > 0) {
        const lines = await add.evaluate((b) => {
          const range = document.createRange();
          range.selectNodeContents(b);
          return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
        });
        expect(lines).toBe(1);
        const addBox = (await add.boundingBox())!;
        expect(addBox.x + addBox.width).toBeLessThanOrEqual(box.x + box.width);
      }
      if (size.width >= 1280) {
        // three cards a row
        const tops = await cards.evaluateAll((all) => all.slice(0, 4).map((c) => Math.round(c.getBoundingClientRect().top)));
        expect(tops.slice(0, 3)).toEqual([tops[0], tops[0], tops[0]]);
        expect(tops[3]).toBeGreaterThan(tops[0]!);
      }
      expect(await coveredControls(page)).toEqual([]);

      // a dish in the cart: the cart bar (phones) or the cart panel (laptops) shows
      const orderable = cards.filter({ has: page.locator('form') }).first();
      await orderable.locator('.product-card__add').click();
      await expect(orderable.getByRole('status')).not.toHaveText('');
      const review = page.getByRole('link', { name: lang === 'en' ? /^Review/ : /^Réviser/ }).first();
      await expect(review).toBeVisible();
      expect(await coveredControls(page)).toEqual([]);

      await page.goto(`${MENU[lang]}/review-order`);
      await expect(page.locator('.review-line')).toHaveCount(1);
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
      expect(await coveredControls(page)).toEqual([]);

      await page.goto(`${MENU[lang]}/confirm-order`);
      await expect(page.getByRole('button', { name: lang === 'en' ? /Place order/ : /Passer la commande/ })).toBeVisible();
      expect(await coveredControls(page)).toEqual([]);
      expect(problems).toEqual([]);
    });
  }
}

test('fr 375×812: a step opens at its top below the header, and the steps bar says what really happened', async ({ page }) => {
  const problems = watchConsole(page);
  await page.setViewportSize({ width: 375, height: 812 });
  const steps = page.getByRole('navigation', { name: 'Étapes de la commande' });
  // an empty cart on Review: nothing is done yet, Menu is where the customer stands
  await page.goto(`${MENU.fr}/review-order`);
  await expect(page.getByText('Votre panier est vide.')).toBeVisible();
  await expect(steps.locator('[aria-current="step"]')).toHaveText('1Menu');
  await expect(steps.getByText('(terminée)')).toHaveCount(0);

  // a dish in the cart: on Review, Menu is done
  await page.goto(MENU.fr);
  const dish = page
    .locator('article.product-card')
    .filter({ has: page.locator('form') })
    .first();
  await dish.locator('.product-card__add').click();
  await expect(dish.getByRole('status')).not.toHaveText('');
  await page.goto(`${MENU.fr}/review-order`);
  await expect(page.locator('.review-line')).toHaveCount(1);
  await expect(steps.locator('[aria-current="step"]')).toHaveText('2Révision');
  await expect(steps.getByText('(terminée)')).toHaveCount(1);

  // the way on, at the bottom of Review: the next page opens at its top, its title below the header
  const next = page.getByRole('link', { name: 'Passer à la caisse' });
  await next.scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => scrollY)).toBeGreaterThan(0);
  await next.click();
  const title = page.getByRole('heading', { level: 1, name: 'Confirmer et payer' });
  await expect(title).toBeVisible();
  await expect.poll(() => page.evaluate(() => scrollY)).toBe(0);
  expect((await title.boundingBox())!.y).toBeGreaterThanOrEqual(await headerBottom(page));
  await expect(steps.locator('[aria-current="step"]')).toHaveText('3Confirmation');
  expect(problems).toEqual([]);
});
