// The menus come from the server with their dishes (issue 11, ADR 216): the HTML of the
// meal-delivery menu and of the generic store, fetched without JavaScript, already holds the dish
// names and prices of the day shown, in English and in French; the page then hydrates without a
// console error and without reading the same menu again, and its add button works. (A dish in the
// first screen at 375 × 812 after hydration: store-layout.spec.ts; here the server HTML alone.)
import { expect, test, type APIRequestContext } from '@playwright/test';
import { watchConsole } from '../support.js';

type Lang = 'en' | 'fr';
const LANGS: Lang[] = ['en', 'fr'];
const MENU = { en: '/en/meal-delivery', fr: '/fr/livraisons-a-domicile' } as const;
const CATERING = { en: '/en/catering', fr: '/fr/traiteur' } as const;
const DAY_GROUP = { en: 'Menu day', fr: 'Journée du menu' } as const;
const ADD = { en: /^Add to/, fr: /^Ajouter (au|pour)/ } as const;
const ADDED = { en: /added to your cart/i, fr: /ajouté.* à votre panier/i } as const;

interface Dish {
  Title: string;
  PriceCents: number;
  Available?: boolean;
}
interface Day {
  date: string;
  orderable: boolean;
  products: Dish[];
}

/** The money format of the site: `$12.95` in English, `12,95 $` in French. */
const money = (cents: number, lang: Lang) => {
  const amount = (cents / 100).toFixed(2);
  return lang === 'en' ? `$${amount}` : `${amount.replace('.', ',')}\u00a0$`;
};

/** The text of server HTML (entities of React's escaping decoded, tags dropped). */
const textOf = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** The planned week as the API serves it. */
async function plannedWeek(request: APIRequestContext, lang: Lang): Promise<Day[]> {
  const res = await request.get(`/api/meal-delivery/menus/products/current?language=${lang}`);
  expect(res.status()).toBe(200);
  return ((await res.json()) as { days: Day[] }).days;
}

/** The planned week's first day that takes orders (else its first day with dishes). */
async function plannedDay(request: APIRequestContext, lang: Lang): Promise<Day> {
  const days = await plannedWeek(request, lang);
  const day = days.find((d) => d.orderable && d.products.length > 0) ?? days.find((d) => d.products.length > 0);
  expect(day, 'the demo week has a menu').toBeTruthy();
  return day!;
}

for (const lang of LANGS) {
  test(`${lang}: the meal-delivery menu's server HTML holds the day's dishes and prices`, async ({ request }) => {
    const day = await plannedDay(request, lang);
    const res = await request.get(`${MENU[lang]}?day=${day.date}`);
    expect(res.status()).toBe(200);
    const html = await res.text();
    const main = textOf(html.slice(html.indexOf('<main'), html.indexOf('</main>')));
    for (const dish of day.products) {
      expect(main, dish.Title).toContain(dish.Title);
      expect(main, `${dish.Title}: ${money(dish.PriceCents, lang)}`).toContain(money(dish.PriceCents, lang));
    }
    expect(html.match(/<article class="product-card/g)).toHaveLength(day.products.length);
    // the menu is not waiting for itself (the cart beside it is the visitor's: the browser reads it),
    // and the client gets the queries the server read
    const dishes = textOf(html.slice(html.indexOf('class="store-menu__main"'), html.indexOf('class="store-menu__aside"')));
    expect(dishes).toContain(day.products[0]!.Title);
    expect(dishes).not.toMatch(lang === 'en' ? /Loading…/ : /Chargement…/);
    expect(html).toMatch(/<script [^>]*type="application\/json" id="query-state">/);
    // its weight (ADR 236): ≈ 40 KB of markup and ≈ 80 KB of state (the week with the cards'
    // details, the weekend, the sides; a day switch and a card's details need no read): 128–134 KB
    // for the demo week; more than 160 KB means something else got into the page
    expect(Buffer.byteLength(html), 'the menu page in bytes').toBeLessThan(160_000);
    // React's image preloads are in <head>: #root holds the app alone (Preact hydrates it in place)
    expect(html).toContain('<div id="root"><div class="shell"');
    // a menu is for search engines too: indexable, with its canonical address
    expect(html).not.toContain('<meta name="robots" content="noindex">');
    expect(html).toMatch(/<link rel="canonical" href="[^"]+\/(en\/meal-delivery|fr\/livraisons-a-domicile)">/);
  });

  test(`${lang}: the generic store's server HTML holds its products and prices`, async ({ request }) => {
    const api = await request.get(`/api/products?categories=S&types=GC,SP&internalUseProducts=true&language=${lang}`);
    expect(api.status()).toBe(200);
    const products = (await api.json()) as Dish[];
    expect(products.length).toBeGreaterThan(0);
    const html = await (await request.get(`/${lang}/store`)).text();
    const main = textOf(html.slice(html.indexOf('<main'), html.indexOf('</main>')));
    for (const p of products) {
      expect(main, p.Title).toContain(p.Title);
      expect(main, `${p.Title}: ${money(p.PriceCents, lang)}`).toContain(money(p.PriceCents, lang));
    }
  });

  test(`${lang}: the menu hydrates without errors and without reading the menu again; its days work at any hour`, async ({ page }) => {
    const problems = watchConsole(page);
    const menuReads: string[] = [];
    page.on('request', (r) => {
      const path = new URL(r.url()).pathname;
      if (/^\/api\/(meal-delivery\/menus|meal-delivery\/sides|promotion-discount)/.test(path)) menuReads.push(path);
    });
    const week = await plannedWeek(page.request, lang);
    const day = week.find((d) => d.orderable && d.products.length > 0) ?? week.find((d) => d.products.length > 0)!;
    // another day of the week with dishes: its cards come from the hydrated week, not from a read
    const other = week.find((d) => d.date !== day.date && d.products.length > 0);
    expect(other, 'the demo week has two days with dishes').toBeTruthy();
    await page.goto(`${MENU[lang]}?day=${day.date}`);
    const days = page.getByRole('group', { name: DAY_GROUP[lang] });
    // the day buttons wait for React (ADR 216): enabled once it has taken over the server HTML
    const otherButton = days.getByRole('button').nth(week.findIndex((d) => d.date === other!.date));
    await expect(otherButton).toBeEnabled();
    await otherButton.click();
    await expect(otherButton).toHaveAttribute('aria-pressed', 'true');
    await expect(page.locator('article.product-card')).toHaveCount(other!.products.length);
    await expect(page.locator('article.product-card h3').first()).toHaveText(other!.products[0]!.Title);
    if (day.orderable) {
      // an open day (most hours): its add button works too (catering's below works at any hour)
      await days.getByRole('button').nth(week.indexOf(day)).click();
      const dish = page
        .locator('article.product-card')
        .filter({ has: page.getByRole('button', { name: ADD[lang] }) })
        .filter({ hasNot: page.locator('select') })
        .first();
      const add = dish.getByRole('button', { name: ADD[lang] });
      await expect(add).toBeEnabled();
      await add.click();
      await expect(dish.getByRole('status')).toHaveText(ADDED[lang]);
    }
    await page.waitForLoadState('networkidle');
    expect(menuReads, 'the server already read these').toEqual([]);
    expect(problems).toEqual([]);
  });

  test(`${lang}: catering's menu comes from the server with its dishes, hydrates without reading them again; Add works`, async ({
    page,
  }) => {
    const api = await page.request.get(`/api/catering/menus/products/current?language=${lang}`);
    expect(api.status()).toBe(200);
    const { day } = (await api.json()) as { day: Day };
    expect(day.products.length).toBeGreaterThan(0);
    const res = await page.request.get(CATERING[lang]);
    expect(res.status()).toBe(200);
    const html = await res.text();
    const dishes = textOf(html.slice(html.indexOf('class="store-menu__main"'), html.indexOf('class="store-menu__aside"')));
    for (const dish of day.products) {
      expect(dishes, dish.Title).toContain(dish.Title);
      expect(dishes, `${dish.Title}: ${money(dish.PriceCents, lang)}`).toContain(money(dish.PriceCents, lang));
    }
    expect(dishes).not.toMatch(lang === 'en' ? /Loading…/ : /Chargement…/);

    const problems = watchConsole(page);
    const menuReads: string[] = [];
    page.on('request', (r) => {
      const path = new URL(r.url()).pathname;
      if (/^\/api\/(catering\/menus|catering\/sides|meal-delivery\/menus)/.test(path)) menuReads.push(path);
    });
    await page.goto(CATERING[lang]);
    const dish = page
      .locator('article.product-card')
      .filter({ has: page.getByRole('button', { name: ADD[lang] }) })
      .first();
    const add = dish.getByRole('button', { name: ADD[lang] });
    await expect(add).toBeEnabled();
    await add.click();
    await expect(dish.getByRole('status')).toHaveText(ADDED[lang]);
    await page.waitForLoadState('networkidle');
    expect(menuReads, 'the server already read these').toEqual([]);
    expect(problems).toEqual([]);
  });
}

test('fr 375×812, no JavaScript: the server HTML alone shows a dish in the first screen', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 375, height: 812 } });
  const page = await context.newPage();
  await page.goto(MENU.fr);
  const first = page.locator('article.product-card').first();
  await expect(first).toBeVisible();
  const box = (await first.locator('.product-card__price').boundingBox())!;
  expect(box.y + box.height).toBeLessThanOrEqual(812);
  await expect(first.locator('.product-card__price')).toHaveText(/\d+,\d{2}\u00a0\$/);
  await context.close();
});
