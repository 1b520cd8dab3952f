// Sessions seen from the page (issue 9): a session that ended before the page loaded is announced
// — the browser still holds the "signed in" hint — instead of a cart that silently looks empty.
import { expect, test, type Page } from '@playwright/test';
import { signUp } from '../store-support.js';
import { expectCleanPage, watchConsole } from '../support.js';

/** Ends the page's session on the server while the browser keeps its cookies (as an idle timeout does). */
async function endSessionOnServer(page: Page): Promise<void> {
  const context = page.context();
  const kept = await context.cookies();
  const status = await page.request.post('/api/accounts/me/status');
  const { csrfToken } = (await status.json()) as { csrfToken: string };
  expect((await page.request.post('/api/accounts/me/logout', { headers: { 'x-csrf-token': csrfToken } })).status()).toBe(200);
  // the logout cleared the cookies; the browser of a timed-out session still has them
  await context.clearCookies();
  await context.addCookies(kept);
  expect((await context.cookies()).map((c) => c.name).sort()).toEqual(['mijote_in', 'mijote_sid']);
}

const T = {
  en: { title: 'Sorry, your session has expired.', login: 'Log in again', store: '/en/meal-delivery', account: '/en/account' },
  fr: { title: 'Désolé, votre session a expiré.', login: 'Se reconnecter', store: '/fr/livraisons-a-domicile', account: '/fr/account' },
} as const;

for (const lang of ['en', 'fr'] as const) {
  const s = T[lang];
  test(`${lang}: a session that ended before the page loaded is announced on the store and account pages`, async ({ page }) => {
    // the status check of the ended session answers 401 on purpose
    const problems = watchConsole(page, [401]);
    await signUp(page.request, lang);
    await endSessionOnServer(page);

    await page.goto(`${s.store}/review-order`);
    const notice = page.getByRole('alert').filter({ hasText: s.title });
    await expect(notice).toBeVisible();
    await expect(notice.getByRole('link', { name: s.login })).toHaveAttribute(
      'href',
      new RegExp(`next=${encodeURIComponent(`${s.store}/review-order`)}`),
    );
    await expectCleanPage(page, `${lang} review with an ended session`);

    // the status reply cleared the hint: the next page is a visitor's, without a request
    expect((await page.context().cookies()).map((c) => c.name)).not.toContain('mijote_in');

    await page.context().addCookies([{ name: 'mijote_in', value: '1', url: new URL('/', page.url()).href }]);
    await page.goto(s.account);
    await expect(page.getByRole('alert').filter({ hasText: s.title })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${s.account}$`));
    expect(problems).toEqual([]);
  });
}
