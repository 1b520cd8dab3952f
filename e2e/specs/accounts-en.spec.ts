// Customer accounts in English (issue 4): sign-up, login, profile, cards, gift cards, orders,
// redirections, accessibility; and the session-expired header (customer-side §8).
import { expect, test } from '@playwright/test';
import { accountSpecs } from '../accounts-suite.js';
import { logIn, main, TEXT } from '../accounts-support.js';
import { DEMO_PASSWORD, expectCleanPage, watchConsole } from '../support.js';

accountSpecs('en');

test('en: a session that ended on the server shows the spec header and subtext, then a way back in', async ({ page, context }) => {
  // the save after the session is gone answers 401 on purpose, and so does the next status check
  // (the readable hint cookie outlived the session: that check clears it)
  const problems = watchConsole(page, [401]);
  const T = TEXT.en;
  await logIn(page, 'en', 'client@mijote.test', DEMO_PASSWORD, '/en/account');
  await expect(page).toHaveURL(/\/en\/account$/);
  await expect(main(page).getByRole('button', { name: 'Save my information' })).toBeVisible();
  // the server forgets the session (as after 30 idle minutes): the browser loses its cookie
  await context.clearCookies({ name: 'mijote_sid' });
  // the save answers 401; a status check of the page may notice the ended session first (then the
  // form is already gone and the same notice shows)
  await main(page)
    .getByRole('button', { name: 'Save my information' })
    .click({ timeout: 5_000 })
    .catch(() => undefined);
  await expect(main(page).getByRole('heading', { name: T.expiredTitle })).toBeVisible();
  await expect(main(page)).toContainText('your cart is kept');
  await expectCleanPage(page, 'session expired');
  await main(page).getByRole('link', { name: 'Log in again' }).click();
  await expect(page).toHaveURL('/en/login?next=%2Fen%2Faccount');
  await expect(main(page).getByRole('button', { name: 'Log in', exact: true })).toBeVisible();
  // the status check cleared the stale hint: the next page asks nothing
  await expect.poll(async () => (await context.cookies()).map((c) => c.name)).not.toContain('mijote_in');
  expect(problems).toEqual([]);
});
