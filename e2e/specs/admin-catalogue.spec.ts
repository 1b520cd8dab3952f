// Issue 14, the catalogue and content screens (back-office §2, §5, §8; ADR 270, 310): as the demo
// super user, in English and in French — change a meal's price and French title and see both on
// the public menu; duplicate it (a draft: not on the menu); give the copy a JPEG image (a PNG and a
// 5 MB JPEG refused with a clear message); create a promo code; issue a gift card, which a customer
// then adds on the profile. Each screen
// with no missing key and no axe violation.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expectCleanPage, watchConsole, signInDemoAdmin } from '../support.js';
import { signUp } from '../store-support.js';

type Lang = 'en' | 'fr';

// a real 16 × 12 JPEG (jpeg-js), a PNG's signature, and a 5 MB file named and typed as a JPEG
const dir = mkdtempSync(path.join(tmpdir(), 'mijote-admin-images-'));
const smallJpeg = path.join(dir, 'dish.jpg');
const png = path.join(dir, 'dish.png');
const bigJpeg = path.join(dir, 'huge.jpg');
writeFileSync(
  smallJpeg,
  Buffer.from(
    '/9j/4AAQSkZJRgABAQAAAQABAAD/2wCEAAoHBwgHBgoICAgLCgoLDhgQDg0NDh0VFhEYIx8lJCIfIiEmKzcvJik0KSEiMEExNDk7Pj4+JS5ESUM8SDc9PjsBCgsLDg0OHBAQHDsoIig7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7O//AABEIAAwAEAMBEQACEQEDEQH/xAGiAAABBQEBAQEBAQAAAAAAAAAAAQIDBAUGBwgJCgsQAAIBAwMCBAMFBQQEAAABfQECAwAEEQUSITFBBhNRYQcicRQygZGhCCNCscEVUtHwJDNicoIJChYXGBkaJSYnKCkqNDU2Nzg5OkNERUZHSElKU1RVVldYWVpjZGVmZ2hpanN0dXZ3eHl6g4SFhoeIiYqSk5SVlpeYmZqio6Slpqeoqaqys7S1tre4ubrCw8TFxsfIycrS09TV1tfY2drh4uPk5ebn6Onq8fLz9PX29/j5+gEAAwEBAQEBAQEBAQAAAAAAAAECAwQFBgcICQoLEQACAQIEBAMEBwUEBAABAncAAQIDEQQFITEGEkFRB2FxEyIygQgUQpGhscEJIzNS8BVictEKFiQ04SXxFxgZGiYnKCkqNTY3ODk6Q0RFRkdISUpTVFVWV1hZWmNkZWZnaGlqc3R1dnd4eXqCg4SFhoeIiYqSk5SVlpeYmZqio6Slpqeoqaqys7S1tre4ubrCw8TFxsfIycrS09TV1tfY2dri4+Tl5ufo6ery8/T19vf4+fr/2gAMAwEAAhEDEQA/AFaOw05vLkSJ5gQGhHlI65GckPGvt+deApVauqbt31a/CTPdUq1ZXTaXf3mvwkxwD3nyZgji37lCCJGA7Aski5/l7UtKeurfzf4OLJ0p66t/9vNfc4sr2N63H7v/AMjS/wDxVaVaS7/gv8jatRXf8I/5Gn5D3+5JbqcQvjMGQycY7MCeozya5OZUtVFXXXr+Fji51Rs4xV112f4WP//Z',
    'base64',
  ),
);
writeFileSync(png, Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'));
writeFileSync(bigJpeg, Buffer.concat([Buffer.from('ffd8ffe0', 'hex'), Buffer.alloc(5 * 1024 * 1024, 0x20)]));

const MENU = { en: '/en/meal-delivery', fr: '/fr/livraisons-a-domicile' } as const;

const T = {
  en: {
    products: 'Products',
    search: 'Search by title or number',
    searchButton: 'Search',
    price: 'Price',
    titleFr: 'Title in French',
    textsTab: 'Texts',
    generalTab: 'Prices and status',
    videosTab: 'Videos',
    restaurantsTab: 'Restaurants',
    menuTab: 'Weekly menu',
    video: 'Video 1',
    status: 'Status',
    save: 'Save',
    create: 'Create',
    add: 'Add',
    updated: 'Product updated',
    duplicate: 'Duplicate',
    duplicated: 'Product duplicated',
    choose: 'Choose a JPEG image',
    wrongType: 'This file is not a JPEG image.',
    tooLarge: 'This image is larger than 4 MB.',
    imageSaved: 'Image saved',
    promoCodes: 'Promo codes',
    code: 'Code',
    type: 'Type',
    amount: 'Amount',
    promoCreated: 'Promo code created',
    giftCards: 'Gift cards',
    giftCreated: 'Gift card created',
    recipient: 'Recipient’s e-mail',
    balance: 'balance $40.00',
    giftCode: 'Gift card code',
    giftSubmit: 'Add the card',
    giftAdded: '$40.00 was added',
    blogs: 'Blogs',
    titleEn: 'Title in English',
    blogUpdated: 'Blog updated',
    blog: '/en/the-golden-beet',
    banners: 'Home banners',
    slot: 'English, large screens',
    bannerSaved: 'Image saved',
  },
  fr: {
    products: 'Produits',
    search: 'Rechercher par titre ou numéro',
    searchButton: 'Rechercher',
    price: 'Prix',
    titleFr: 'Titre en français',
    textsTab: 'Textes',
    generalTab: 'Prix et statut',
    videosTab: 'Vidéos',
    restaurantsTab: 'Restaurants',
    menuTab: 'Menu de la semaine',
    video: 'Vidéo 1',
    status: 'Statut',
    save: 'Enregistrer',
    create: 'Créer',
    add: 'Ajouter',
    updated: 'Produit mis à jour',
    duplicate: 'Dupliquer',
    duplicated: 'Produit dupliqué',
    choose: 'Choisir une image JPEG',
    wrongType: 'Ce fichier n’est pas une image JPEG.',
    tooLarge: 'Cette image dépasse 4 Mo.',
    imageSaved: 'Image enregistrée',
    promoCodes: 'Codes promo',
    code: 'Code',
    type: 'Type',
    amount: 'Montant',
    promoCreated: 'Code promo créé',
    giftCards: 'Cartes-cadeaux',
    giftCreated: 'Carte-cadeau créée',
    recipient: 'Courriel du destinataire',
    balance: 'solde 40,00\u00a0$',
    giftCode: 'Code de la carte-cadeau',
    giftSubmit: 'Ajouter la carte',
    giftAdded: '40,00\u00a0$ a été ajouté',
    blogs: 'Blogues',
    titleEn: 'Titre en anglais',
    blogUpdated: 'Blogue mis à jour',
    blog: '/fr/la-betterave-doree',
    banners: 'Bannières de l’accueil',
    slot: 'Français, grands écrans',
    bannerSaved: 'Image enregistrée',
  },
} as const;

interface Dish {
  Id: number;
  ProductTypeCd: string;
  Title: string;
  PriceCents: number;
}
interface Day {
  date: string;
  products: Dish[];
}

/** The money format of the site: `$12.95` in English, `12,95 $` in French. */
const money = (cents: number, lang: Lang) => {
  const amount = (cents / 100).toFixed(2);
  return lang === 'en' ? `$${amount}` : `${amount.replace('.', ',')}\u00a0$`;
};

async function week(request: APIRequestContext, lang: Lang): Promise<Day[]> {
  const res = await request.get(`/api/meal-delivery/menus/products/current?language=${lang}`);
  expect(res.status()).toBe(200);
  return ((await res.json()) as { days: Day[] }).days;
}

/**
 * A dish of the week's last day with dishes that no other day serves (the other specs read the
 * first open day): English takes the first such dish, French the second, so the two runs in
 * parallel never change the same product.
 */
async function dishToChange(request: APIRequestContext, lang: Lang): Promise<{ day: string; en: Dish; fr: Dish }> {
  const [en, fr] = [await week(request, 'en'), await week(request, 'fr')];
  const days = en.filter((d) => d.products.length > 0);
  const last = days[days.length - 1]!;
  const elsewhere = new Set(days.filter((d) => d !== last).flatMap((d) => d.products.map((p) => p.Id)));
  // a lunch, supper or breakfast: the only meals bistros may sell (the copy gets a bistro's price)
  const own = last.products.filter((p) => !elsewhere.has(p.Id) && ['LU', 'SU', 'BF'].includes(p.ProductTypeCd));
  expect(own.length, 'the demo week’s last day has two meals of its own').toBeGreaterThanOrEqual(2);
  const dish = own[lang === 'en' ? 0 : 1]!;
  const frDish = fr.find((d) => d.date === last.date)!.products.find((p) => p.Id === dish.Id)!;
  return { day: last.date, en: dish, fr: frDish };
}

async function signIn(page: Page) {
  await signInDemoAdmin(page);
}

/** The card of a dish on the menu page, by its title. */
const card = (page: Page, title: string) =>
  page.locator('article.product-card').filter({ has: page.getByRole('heading', { name: title, exact: true }) });

for (const lang of ['en', 'fr'] as const) {
  const s = T[lang];

  test(`${lang}: a super user changes a meal's price and French title, sees them on the menu, duplicates it and gives the copy an image`, async ({
    page,
  }) => {
    // a long walk through the editor's tabs, the menu in a second page and an upload: 20–47 s on this box
    test.setTimeout(90_000);
    const problems = watchConsole(page);
    const tag = Date.now().toString(36);
    const { day, en, fr } = await dishToChange(page.request, lang);
    const newPrice = en.PriceCents + 150;
    const newFrTitle = `${fr.Title} ${tag}`;
    await signIn(page);

    // the meal-delivery list, status A by default: find the dish by its number, open it
    await page.goto(`/${lang}/admin/products/meal-delivery`);
    await expect(page.getByRole('heading', { level: 1, name: s.products })).toBeVisible();
    await expect(page.getByLabel(s.status, { exact: true }).first()).toHaveValue('A');
    await page.getByLabel(s.search).fill(String(en.Id));
    await page.getByRole('button', { name: s.searchButton, exact: true }).click();
    // the number matches other numbers too (18, 28…): the row whose number cell is the dish's
    const row = page.locator('.admin-table tbody tr').filter({ has: page.getByRole('cell', { name: String(en.Id), exact: true }) });
    await expect(row).toHaveCount(1);
    await row.getByRole('link').click();
    // the editor's tabs: the texts open first, the prices on their own tab
    await expect(page.getByRole('tab', { name: s.textsTab })).toHaveAttribute('aria-selected', 'true');
    await page.getByRole('tab', { name: s.generalTab }).click();
    const price = page.getByLabel(s.price, { exact: true });
    await expect(price).toHaveValue(money(en.PriceCents, lang).replace(/[$\s\u00a0]/g, ''));
    await price.fill((newPrice / 100).toFixed(2).replace('.', lang === 'fr' ? ',' : '.'));
    // the keyboard moves between the tabs (WAI-ARIA tabs): left arrow back to the texts
    await page.getByRole('tab', { name: s.generalTab }).press('ArrowLeft');
    await expect(page.getByRole('tab', { name: s.textsTab })).toBeFocused();
    await page.getByLabel(s.titleFr, { exact: true }).fill(newFrTitle);
    await page.getByRole('button', { name: s.save, exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: s.updated })).toBeVisible();
    await expectCleanPage(page, `${lang} product editor`);

    // the public menus show the new price (English) and the new French title at once
    const menu = await page.context().newPage();
    await menu.goto(`${MENU.en}?day=${day}`);
    await expect(card(menu, en.Title)).toContainText(money(newPrice, 'en'));
    await menu.goto(`${MENU.fr}?day=${day}`);
    await expect(card(menu, newFrTitle)).toHaveCount(1);
    await expect(card(menu, newFrTitle)).toContainText(money(newPrice, 'fr'));

    // duplicate: a new record, a draft, opened in the panel; the menu still has the dish once
    const originalUrl = page.url();
    await page.getByRole('button', { name: s.duplicate, exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: s.duplicated })).toBeVisible();
    await expect(page).not.toHaveURL(originalUrl);
    const copyId = Number(new URL(page.url()).searchParams.get('id'));
    expect(copyId).toBeGreaterThan(en.Id);
    await expect(page.getByLabel(s.titleFr, { exact: true })).toHaveValue(newFrTitle);
    await page.getByRole('tab', { name: s.generalTab }).click();
    await expect(page.getByLabel(s.status, { exact: true }).last()).toHaveValue('D');
    await menu.reload();
    await expect(card(menu, newFrTitle)).toHaveCount(1);

    // the copy's image: a PNG and a 5 MB JPEG are refused with a clear message, a JPEG is saved
    const file = page.getByLabel(s.choose);
    await file.setInputFiles(png);
    await expect(page.locator('.admin-image .admin-field__problem')).toHaveText(new RegExp(s.wrongType));
    await file.setInputFiles(bigJpeg);
    await expect(page.locator('.admin-image .admin-field__problem')).toHaveText(new RegExp(s.tooLarge));
    await file.setInputFiles(smallJpeg);
    await expect(page.getByRole('status').filter({ hasText: s.imageSaved })).toBeVisible();
    const img = page.locator('.admin-image__preview');
    await expect(img).toBeVisible();
    expect(await img.evaluate((el: HTMLImageElement) => el.naturalWidth)).toBe(16);
    await expect(page.locator('.admin-image .admin-field__problem')).toHaveCount(0);
    // the copy's video and a bistro's price override (the Videos and Restaurants tabs)
    await page.getByRole('tab', { name: s.videosTab }).click();
    await page.getByLabel(s.video, { exact: true }).fill('https://youtu.be/dQw4w9WgXcQ');
    await page.getByRole('tab', { name: s.restaurantsTab }).click();
    const franchises = page.getByRole('tabpanel', { name: s.restaurantsTab });
    await franchises.getByRole('checkbox').first().check();
    await franchises
      .getByRole('textbox')
      .first()
      .fill(lang === 'fr' ? '13,25' : '13.25');
    // a day-of-week option: the first corporate account's Monday
    await page.getByRole('tab', { name: s.menuTab }).click();
    await page.getByRole('tabpanel', { name: s.menuTab }).getByRole('checkbox').first().check();
    await page.getByRole('button', { name: s.save, exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: s.updated })).toBeVisible();
    const saved = (await (await page.request.get(`/api/admin/products/${copyId}`)).json()) as {
      ImageName: string | null;
      ProductStatusCd: string;
      Videos: { Code: string }[];
      Franchises: { CostCents: number; InStoreCostCents: number }[];
      SubsidyProductDays: { Day: number }[];
    };
    expect(saved.ImageName).toBeTruthy();
    expect(saved.ProductStatusCd).toBe('D');
    expect(saved.Videos.map((v) => v.Code)).toEqual(['dQw4w9WgXcQ']);
    expect(saved.Franchises).toHaveLength(1);
    expect(saved.Franchises[0]).toMatchObject({ CostCents: 1325, InStoreCostCents: newPrice });
    expect(saved.SubsidyProductDays.map((d) => d.Day)).toEqual([1]);
    await expectCleanPage(page, `${lang} product restaurants tab`);
    await menu.close();
    expect(problems).toEqual([]);
  });

  test(`${lang}: a super user creates a promo code and issues a gift card`, async ({ page }) => {
    test.setTimeout(90_000);
    const problems = watchConsole(page);
    const tag = Date.now().toString(36).toUpperCase();
    await signIn(page);

    // a promo code of 15 percent, saved in capitals
    await page.goto(`/${lang}/admin/promo-codes`);
    await expect(page.getByRole('heading', { level: 1, name: s.promoCodes })).toBeVisible();
    await page.getByRole('link', { name: s.add, exact: true }).click();
    await page.getByLabel(s.code, { exact: true }).fill(`e2e-${lang}-${tag}`);
    await page.getByLabel(s.type, { exact: true }).selectOption('percent');
    await page.getByLabel(s.amount, { exact: true }).fill('15');
    await page.getByRole('button', { name: s.create, exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: s.promoCreated })).toBeVisible();
    const code = `E2E-${lang.toUpperCase()}-${tag}`;
    await expect(page.getByRole('heading', { level: 2, name: code })).toBeVisible();
    await expect(page.locator('.admin-table tbody tr').filter({ hasText: code })).toContainText('15');
    const byCode = await page.request.get(`/api/admin/promo-codes/code/${code}`);
    expect(byCode.status()).toBe(200);
    expect(await byCode.json()).toMatchObject({ Code: code, Type: 'percent', Amount: 15, Status: 'V' });
    await expectCleanPage(page, `${lang} promo code`);

    // a gift card of $40.00: its code is generated, its balance is the amount
    await page.goto(`/${lang}/admin/gift-cards-admin`);
    await expect(page.getByRole('heading', { level: 1, name: s.giftCards })).toBeVisible();
    await page.getByRole('link', { name: s.add, exact: true }).click();
    await page.getByLabel(s.amount, { exact: true }).fill(lang === 'fr' ? '40,00' : '40.00');
    await page.getByLabel(s.recipient, { exact: true }).fill(`gift-${tag.toLowerCase()}@example.test`);
    const [created] = await Promise.all([
      page.waitForResponse((r) => new URL(r.url()).pathname === '/api/admin/gift-cards' && r.request().method() === 'POST'),
      page.getByRole('button', { name: s.create, exact: true }).click(),
    ]);
    expect(created.status(), await created.text()).toBe(201);
    await expect(page.getByRole('status').filter({ hasText: s.giftCreated })).toBeVisible();
    const giftCode = page.getByTestId('gift-card-code');
    await expect(giftCode).toHaveText(/^MIJ-[A-Z0-9]{4}-[A-Z0-9]{4}$/);
    await expect(page.locator('.admin-extra')).toContainText(s.balance);
    const cardCode = (await giftCode.textContent())!;
    await expect(page.locator('.admin-table tbody tr').filter({ hasText: cardCode })).toHaveCount(1);
    await expectCleanPage(page, `${lang} gift card`);

    // a customer adds the card on the profile: its value becomes Century Dollars
    const customer = await page.context().browser()!.newContext();
    await signUp(customer.request, lang);
    const profile = await customer.newPage();
    await profile.goto(`/${lang}/account`);
    await profile.getByLabel(s.giftCode, { exact: true }).fill(cardCode);
    await profile.getByRole('button', { name: s.giftSubmit, exact: true }).click();
    await expect(profile.getByRole('status').filter({ hasText: s.giftAdded })).toBeVisible();
    await customer.close();
    expect(problems).toEqual([]);
  });

  test(`${lang}: a super user edits an article, seen on the public blog at once, and replaces a home banner`, async ({ page }) => {
    const problems = watchConsole(page);
    const tag = Date.now().toString(36);
    await signIn(page);

    // the article of the list's second row (the first may be read by the public blog's own spec),
    // its title in the page's language
    await page.goto(`/${lang}/admin/blogs`);
    await expect(page.getByRole('heading', { level: 1, name: s.blogs })).toBeVisible();
    await page
      .locator('.admin-table tbody tr')
      .nth(lang === 'en' ? 1 : 2)
      .getByRole('link')
      .click();
    const title = page.getByLabel(lang === 'en' ? s.titleEn : 'Titre en français', { exact: true });
    await expect(title).not.toHaveValue('');
    const renamed = `${await title.inputValue()} ${tag}`;
    await title.fill(renamed);
    await page.getByRole('button', { name: s.save, exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: s.blogUpdated })).toBeVisible();
    await expectCleanPage(page, `${lang} blog editor`);
    const blog = await page.context().newPage();
    await blog.goto(s.blog);
    await expect(blog.getByText(renamed, { exact: true }).first()).toBeVisible();
    await blog.close();

    // the large banner of the page's language: a JPEG, then served by the public banner list
    await page.goto(`/${lang}/admin/banners`);
    await expect(page.getByRole('heading', { level: 1, name: s.banners })).toBeVisible();
    const slot = page.getByRole('region', { name: s.slot });
    await slot.getByLabel(s.choose).setInputFiles(smallJpeg);
    await expect(page.getByRole('status').filter({ hasText: s.bannerSaved })).toBeVisible();
    await expect(slot.locator('img')).toBeVisible();
    const banners = (await (await page.request.get('/api/home-banners')).json()) as { Slot: string; ImageUrl: string }[];
    const mine = banners.find((b) => b.Slot === `${lang}-lg`);
    expect(mine?.ImageUrl).toBe(await slot.locator('img').getAttribute('src'));
    const image = await page.request.get(mine!.ImageUrl);
    expect([image.status(), image.headers()['content-type']]).toEqual([200, 'image/jpeg']);
    await expectCleanPage(page, `${lang} home banners`);
    // and the home page of that language shows it (the write empties the page cache)
    const home = await page.context().newPage();
    await home.goto(`/${lang}/`);
    await expect(home.locator('.home-banner img')).toHaveAttribute('src', mine!.ImageUrl);
    await home.close();
    expect(problems).toEqual([]);
  });
}
