// E-mail verification end to end (issue 9, ADR 192), in English and in French: a new account's
// profile asks to confirm the address and sends the link again; the link's page confirms it, says
// so, and the notice is gone; the same link again, or a made-up one, is said in words. The link is
// read from the outbox as the super user sees it. Every page is checked with axe and for missing keys.
import { expect, test, type Page } from '@playwright/test';
import { main } from '../accounts-support.js';
import { adminApi, signUp } from '../store-support.js';
import { expectCleanPage, watchConsole } from '../support.js';

const T = {
  en: {
    notice: 'Please confirm your e-mail address',
    resend: 'Send the link again',
    sent: /A new link is on its way to .+\. It is good for 48 hours\./,
    title: 'Confirm your e-mail address',
    done: /Thank you! Your e-mail address .+ is confirmed\./,
    toAccount: 'Go to my account',
    used: 'This confirmation link was already used.',
    invalid: 'This confirmation link is not valid (any more). Ask for a new one from your account.',
    save: 'Save my information',
  },
  fr: {
    notice: 'Veuillez confirmer votre adresse courriel',
    resend: 'Renvoyer le lien',
    sent: /Un nouveau lien est en route vers .+\. Il est valide pendant 48 heures\./,
    title: 'Confirmez votre adresse courriel',
    done: /Merci! Votre adresse courriel .+ est confirmée\./,
    toAccount: 'Aller à mon compte',
    used: 'Ce lien de confirmation a déjà été utilisé.',
    invalid: 'Ce lien de confirmation n’est pas (ou plus) valide. Demandez-en un nouveau dans votre compte.',
    save: 'Enregistrer mes renseignements',
  },
} as const;

/** The path of the newest verification link sent to `email` (the outbox view, super user). */
async function linkPathFor(baseURL: string, email: string): Promise<string> {
  const { api } = await adminApi(baseURL);
  try {
    const list = (await (await api.get('/api/admin/outbox?pageSize=200')).json()) as {
      items: { id: number; to: string; template: string }[];
    };
    const item = list.items.find((i) => i.to === email && i.template === 'email-verification');
    expect(item, `a verification e-mail to ${email}`).toBeDefined();
    const mail = (await (await api.get(`/api/admin/outbox/${item!.id}`)).json()) as { text: string };
    const path = /https?:\/\/[^/\s]+(\/(?:en|fr)\/verify-email\/[A-Za-z0-9_-]+)/.exec(mail.text)?.[1];
    expect(path, mail.text).toBeDefined();
    return path!;
  } finally {
    await api.dispose();
  }
}

const alertOf = (page: Page) => main(page).getByRole('alert');

for (const lang of ['en', 'fr'] as const) {
  test(`${lang}: a new account confirms its e-mail from the link, once`, async ({ page, baseURL }) => {
    test.setTimeout(90_000); // a long journey; the machine's two cores are shared
    // the second opening of the link and the made-up link answer 400 on purpose
    const problems = watchConsole(page, [400]);
    const t = T[lang];
    const customer = await signUp(page.request, lang);

    await page.goto(`/${lang}/account`);
    await expect(main(page).getByText(t.notice)).toBeVisible();
    await expect(main(page)).toContainText(customer.email);
    await expectCleanPage(page, 'account, e-mail not confirmed');
    await main(page).getByRole('button', { name: t.resend }).click();
    await expect(main(page).getByText(t.sent)).toBeVisible();

    const path = await linkPathFor(baseURL!, customer.email);
    expect(path.startsWith(`/${lang}/verify-email/`)).toBe(true);
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
    await expect(main(page).getByText(t.done)).toBeVisible();
    await expectCleanPage(page, 'e-mail confirmed');

    await main(page).getByRole('link', { name: t.toAccount }).click();
    await expect(main(page).getByRole('button', { name: t.save })).toBeVisible();
    await expect(main(page).getByText(t.notice)).toHaveCount(0);

    await page.goto(path);
    await expect(alertOf(page)).toContainText(t.used);
    await expectCleanPage(page, 'link used');

    await page.goto(`/${lang}/verify-email/${'made-up-token'.repeat(4)}`);
    await expect(alertOf(page)).toContainText(t.invalid);
    await expectCleanPage(page, 'made-up link');
    expect(problems).toEqual([]);
  });
}
