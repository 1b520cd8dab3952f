// The account specs, run once per language by accounts-en.spec.ts and accounts-fr.spec.ts against
// the real server (a fresh demo database per run).
import { expect, test, type Page } from '@playwright/test';
import {
  closeHomeModal,
  expectHomeModalSnoozed,
  logIn,
  main,
  submitLogin,
  TEXT,
  uniqueEmail,
  utilityNav,
  type Lang,
} from './accounts-support.js';
import { DEMO_PASSWORD, expectCleanPage, watchConsole } from './support.js';

/** The account's password changes once during the journey. */
const PASSWORDS: Record<Lang, [string, string]> = {
  en: ['Sunday-tourtiere-41', 'Maple-taffy-in-March-7'],
  fr: ['Tourtiere-du-dimanche-41', 'Tire-sur-la-neige-en-mars-7'],
};

async function expectSignedInHeader(page: Page, lang: Lang): Promise<void> {
  await expect(utilityNav(page).getByRole('link', { name: TEXT[lang].myAccount })).toBeVisible();
  await expect(utilityNav(page).getByRole('link', { name: TEXT[lang].login, exact: true })).toHaveCount(0);
}

async function expectVisitorHeader(page: Page, lang: Lang): Promise<void> {
  await expect(utilityNav(page).getByRole('link', { name: TEXT[lang].login, exact: true })).toBeVisible();
  await expect(utilityNav(page).getByRole('link', { name: TEXT[lang].myAccount })).toHaveCount(0);
}

export function accountSpecs(lang: Lang): void {
  const T = TEXT[lang];
  const [firstPassword, secondPassword] = PASSWORDS[lang];

  test(`${lang}: sign up with an address, change the password, log out and in, add an address, a card and a gift card`, async ({
    page,
  }) => {
    test.setTimeout(90_000); // a long journey; the machine's two cores are shared
    // the duplicate e-mail step answers 409 on purpose, and so does the old password (401)
    const problems = watchConsole(page, [401, 409]);
    const email = uniqueEmail(lang);

    // ── sign-up, with the spec's checks first ──
    await page.goto(`${T.signUpPath}?next=/${lang}/account`);
    await expectCleanPage(page, 'sign-up');
    const form = main(page);
    const submit = form.getByRole('button', { name: T.createAccount });
    await submit.click();
    const firstName = form.getByLabel(T.firstName, { exact: true });
    await expect(firstName).toBeFocused();
    await expect(firstName).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByText(T.required).first()).toBeVisible();

    await firstName.fill('Marie-Ève');
    await form.getByLabel(T.lastName, { exact: true }).fill('Lavoie');
    await form.getByLabel(T.email, { exact: true }).fill('marie@');
    await form.getByLabel(T.password, { exact: true }).fill(firstPassword);
    await form.getByLabel(T.confirmPassword, { exact: true }).fill(`${firstPassword}x`);
    await submit.click();
    await expect(form.getByText(T.invalidEmail)).toBeVisible();
    await expect(form.getByText(T.mismatch)).toBeVisible();
    await expect(form.getByLabel(T.email, { exact: true })).toBeFocused();
    await expectCleanPage(page, 'sign-up with errors');

    await form.getByLabel(T.confirmPassword, { exact: true }).fill(firstPassword);
    await form.getByLabel(new RegExp(`^${T.phone} \\(`)).fill('514 555-0199');

    // the postal-address autocomplete fills the city, the province and the start of the code
    const search = form.getByRole('combobox', { name: T.findArea });
    await search.fill('H9R');
    await expect(form.getByRole('option', { name: /H9R.*Pointe-Claire/ })).toBeVisible();
    await search.press('ArrowDown');
    await search.press('Enter');
    await expect(form.getByLabel(T.city, { exact: true })).toHaveValue('Pointe-Claire');
    await expect(form.getByLabel(T.postalCode, { exact: true })).toHaveValue('H9R ');
    await form.getByLabel(T.postalCode, { exact: true }).fill('H9R 2W3');
    await form.getByLabel(T.street, { exact: true }).fill('212, avenue Donegani');

    // an e-mail that already has an account: the server's code, translated, nothing typed is lost
    await form.getByLabel(T.email, { exact: true }).fill('client@mijote.test');
    await submit.click();
    await expect(form.getByRole('alert').filter({ hasText: T.emailTaken })).toBeVisible();
    await expect(form.getByLabel(T.street, { exact: true })).toHaveValue('212, avenue Donegani');
    await expect(form.getByLabel(T.password, { exact: true })).toHaveValue(firstPassword);

    await form.getByLabel(T.email, { exact: true }).fill(email);
    await submit.click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/account$`));
    await expect(page.getByRole('heading', { level: 1, name: T.myAccount })).toBeVisible();
    await expect(main(page).getByText(`${T.hello} Marie-Ève!`)).toBeVisible();
    // the header follows the new session without a reload (mijote:session event)
    await expectSignedInHeader(page, lang);
    // the billing address and its delivery copy ("deliver to my billing address")
    await expect(main(page).getByText('Pointe-Claire (QC) H9R 2W3')).toHaveCount(2);
    await expectCleanPage(page, 'profile');

    // ── change the password ──
    const passwordForm = main(page).locator('form', { has: page.getByRole('button', { name: T.changePassword }) });
    await passwordForm.getByLabel(T.currentPassword, { exact: true }).fill(firstPassword);
    await passwordForm.getByLabel(T.newPassword, { exact: true }).fill(secondPassword);
    await passwordForm.getByLabel(T.confirmPassword, { exact: true }).fill(secondPassword);
    await passwordForm.getByRole('button', { name: T.changePassword }).click();
    await expect(passwordForm.getByRole('status').filter({ hasText: T.saved })).toBeVisible();
    await expect(passwordForm.getByLabel(T.newPassword, { exact: true })).toHaveValue('');
    // the confirmation lasts 3 s
    await expect(passwordForm.getByRole('status').filter({ hasText: T.saved })).toBeHidden({ timeout: 6000 });

    // ── log out, then log in again ──
    if (lang === 'en') {
      // the account's button: home, as a visitor; then the header's login link
      await main(page).getByRole('button', { name: T.logout }).click();
      await expect(page).toHaveURL(new RegExp(`/${lang}/$`));
      await closeHomeModal(page);
      await expectVisitorHeader(page, lang);
      await utilityNav(page).getByRole('link', { name: T.login, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${T.loginPath}$`));
      await submitLogin(page, lang, email, secondPassword);
      await expect(page).toHaveURL(new RegExp(`/${lang}/$`));
      // dismissed before the login: still snoozed after it (ADR 213)
      await expectHomeModalSnoozed(page);
      // a public page: the island asked the status (the hint cookie is there)
      await expectSignedInHeader(page, lang);
      await utilityNav(page).getByRole('link', { name: T.myAccount }).click();
    } else {
      // the header's button (the island) reloads the page: the account sends the visitor to the
      // login, which brings them back here
      await utilityNav(page).getByRole('button', { name: T.logout }).click();
      await expect(page).toHaveURL(`${T.loginPath}?next=%2F${lang}%2Faccount`);
      await expectVisitorHeader(page, lang);
      // the old password no longer works
      await submitLogin(page, lang, email, firstPassword);
      await expect(main(page).getByRole('alert')).toContainText(T.invalidCredentials.slice(0, 10));
      await submitLogin(page, lang, email, secondPassword);
      await expectSignedInHeader(page, lang);
    }
    await expect(page).toHaveURL(new RegExp(`/${lang}/account$`));

    // ── add a delivery address ──
    await main(page).getByRole('button', { name: T.addDelivery }).click();
    const editor = main(page).locator('form.address-editor');
    await editor.getByLabel(T.street, { exact: true }).fill('16500, boulevard Hymus');
    await editor.getByLabel(T.city, { exact: true }).fill('Kirkland');
    await editor.getByLabel(T.postalCode, { exact: true }).fill('h9h 4b5');
    await editor.getByRole('button', { name: T.saveAddress }).click();
    await expect(editor).toHaveCount(0);
    await expect(main(page).getByText('Kirkland (QC) H9H 4B5')).toBeVisible();
    await expect(main(page).getByRole('status').filter({ hasText: T.saved })).toBeVisible();

    // ── add a card (sandbox: 4242 4242 4242 4242 approves) ──
    await main(page).getByRole('button', { name: T.addCard }).click();
    const cardForm = main(page).locator('form.card-form');
    await cardForm.getByLabel(T.cardNumber, { exact: true }).fill('4242 4242 4242 4242');
    await cardForm.getByLabel(T.cardName, { exact: true }).fill('Marie-Ève Lavoie');
    await cardForm.getByLabel(T.month, { exact: true }).selectOption('12');
    await cardForm.getByLabel(T.year, { exact: true }).selectOption(String(new Date().getFullYear() + 2));
    await cardForm.getByLabel(T.cvv, { exact: true }).fill('123');
    await cardForm.getByRole('button', { name: T.saveCard }).click();
    await expect(main(page).getByText(T.cardAdded)).toBeVisible();
    await expect(main(page).getByText(T.visa4242)).toBeVisible();
    await expect(cardForm).toHaveCount(0); // the number and the CVV are gone with the form

    // ── apply a gift card: its value moves into Century Dollars ──
    const balance = main(page).getByTestId('century-balance');
    await expect(balance).toHaveText(T.balanceBefore);
    await main(page).getByLabel(T.giftCode, { exact: true }).fill(T.giftCard);
    await main(page).getByRole('button', { name: T.addGift }).click();
    await expect(main(page).getByRole('status').filter({ hasText: T.balanceAfter })).toContainText(T.cardAdded);
    await expect(balance).toHaveText(T.balanceAfter);
    await expect(main(page).getByRole('cell', { name: T.giftMethod })).toBeVisible();
    await expect(main(page).getByLabel(T.giftCode, { exact: true })).toHaveValue('');
    await expectCleanPage(page, 'profile after saves');

    // ── remove the card ──
    await main(page).getByRole('button', { name: T.removeCard }).click();
    await expect(main(page).getByRole('status').filter({ hasText: T.cardRemoved })).toBeVisible();
    await expect(main(page).getByText(T.noCard)).toBeVisible();

    // ── the order history (none yet) ──
    await main(page).getByRole('link', { name: T.orders, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/account/orders$`));
    await expect(main(page).getByRole('heading', { level: 2, name: T.ordersTitle })).toBeVisible();
    await expect(main(page).getByText(T.noOrders)).toBeVisible();
    await expectCleanPage(page, 'orders');

    expect(problems).toEqual([]);
  });

  test(`${lang}: the sign-in screens have no axe violation and no missing key, forms included`, async ({ page }) => {
    // the reset link is made up: the confirmation answers 400 on purpose
    const problems = watchConsole(page, [400]);
    await page.goto(T.loginPath);
    await expect(page.getByRole('heading', { level: 1, name: T.login })).toBeVisible();
    await expectCleanPage(page, 'login');
    await main(page).getByRole('button', { name: T.login, exact: true }).click();
    await expect(main(page).getByText(T.required)).toHaveCount(2);
    await expectCleanPage(page, 'login with errors');

    await main(page).getByRole('link', { name: T.forgotTitle }).click();
    await expect(page).toHaveURL(new RegExp(`${T.forgotPath}$`));
    await expect(page.getByRole('heading', { level: 1, name: T.forgotTitle })).toBeVisible();
    await expect(main(page).getByRole('button', { name: T.sendLink })).toBeEnabled();
    await expectCleanPage(page, 'forgot password');
    await main(page)
      .getByLabel(T.email, { exact: true })
      .fill(uniqueEmail(`forgot-${lang}`));
    await main(page).getByRole('button', { name: T.sendLink }).click();
    await expect(main(page).getByRole('status')).toContainText(T.emailInstruction);
    await expectCleanPage(page, 'forgot password sent');

    await page.goto(`/${lang}/reset-password/${'n0t-a-real-token'.repeat(3)}`);
    await expect(page.getByRole('heading', { level: 1, name: T.resetTitle })).toBeVisible();
    await expect(main(page).getByRole('button', { name: T.saveNewPassword })).toBeEnabled();
    await expectCleanPage(page, 'reset password');
    await main(page).getByLabel(T.newPassword, { exact: true }).fill('Fresh-garden-in-June-5');
    await main(page).getByLabel(T.confirmPassword, { exact: true }).fill('Fresh-garden-in-June-5');
    await main(page).getByRole('button', { name: T.saveNewPassword }).click();
    await expect(main(page).getByRole('alert')).toHaveText(new RegExp(T.resetIssue.replace(/[.?]/g, '\\$&')));
    await expectCleanPage(page, 'reset password, bad link');

    await page.goto(T.signUpPath);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectCleanPage(page, 'sign-up');
    expect(problems).toEqual([]);
  });

  test(`${lang}: a refused login shows the spec's message and keeps what was typed`, async ({ page }) => {
    const problems = watchConsole(page, [401]);
    const email = uniqueEmail(`nobody-${lang}`);
    await logIn(page, lang, email, 'Not-the-password-1');
    await expect(main(page).getByRole('alert')).toHaveText(new RegExp(T.invalidCredentials.replace(/[!?.]/g, '\\$&')));
    await expect(main(page).getByLabel(T.email, { exact: true })).toHaveValue(email);
    await expect(page).toHaveURL(new RegExp(`${T.loginPath}$`));
    await expectCleanPage(page, 'login refused');
    expect(problems).toEqual([]);
  });

  test(`${lang}: account pages send a visitor to the login and back; signed in, login and sign-up go home`, async ({ page }) => {
    const problems = watchConsole(page);
    await page.goto(`/${lang}/account/orders`);
    await expect(page).toHaveURL(`${T.loginPath}?next=%2F${lang}%2Faccount%2Forders`);
    await submitLogin(page, lang, 'client@mijote.test', DEMO_PASSWORD);
    await expect(page).toHaveURL(new RegExp(`/${lang}/account/orders$`));
    await expect(main(page).getByRole('heading', { level: 2, name: T.ordersTitle })).toBeVisible();

    // the demo customer's profile: addresses, Century Dollars, forms
    await page.goto(`/${lang}/account`);
    await expect(main(page).getByTestId('century-balance')).toBeVisible();
    await main(page).getByRole('button', { name: T.addCard }).click();
    await expectCleanPage(page, 'profile of the demo customer, card form open');

    await page.goto(T.loginPath);
    await expect(page).toHaveURL(new RegExp(`/${lang}/$`));
    await closeHomeModal(page);
    await page.goto(T.signUpPath);
    await expect(page).toHaveURL(new RegExp(`/${lang}/$`));
    expect(problems).toEqual([]);
  });
}
