// The site shell's scheduling widget end to end (customer-side §2, ADR 372), in English and in
// French, on the demo seed's slots: the footer's button opens the dialog, the visitor chooses a
// kind and a team, a day, a time, types their details and books; the dialog confirms, and the
// outbox (as the super user sees it) holds the confirmation in the visitor's language with the
// appointment in words. The dialog is checked with axe and for missing keys at each step;
// screenshots at 375 and 1280 px go to /tmp/scheduling-*.png.
import { expect, test, type Page } from '@playwright/test';
import { adminApi, horizontalOverflow } from '../store-support.js';
import { expectCleanPage, watchConsole } from '../support.js';

const T = {
  en: {
    page: '/en/contact-us',
    open: 'Book a call or a tasting',
    title: 'Book a call or a tasting',
    kind: 'A call',
    team: 'Catering',
    next: 'Next',
    name: 'Full name',
    email: 'E-mail',
    phone: 'Phone',
    company: 'Company',
    message: 'What should we prepare?',
    submit: 'Book this time',
    done: 'You are booked',
    subject: /^Your Mijote appointment: \w+day, \w+ \d+, \d+(:\d\d)? [ap]\.m\. to \d+(:\d\d)? [ap]\.m\.$/,
    body: 'A call with the catering team',
    required: 'Please fill out this field',
  },
  fr: {
    page: '/fr/nous-joindre',
    open: 'Réserver un appel ou une dégustation',
    title: 'Réserver un appel ou une dégustation',
    kind: 'Une dégustation',
    team: 'Traiteur',
    next: 'Suivant',
    name: 'Nom complet',
    email: 'Courriel',
    phone: 'Téléphone',
    company: 'Entreprise',
    message: 'Que devrions-nous préparer?',
    submit: 'Réserver cette plage',
    done: 'C’est réservé',
    subject: /^Votre rendez-vous Mijote : (lundi|mardi|mercredi|jeudi|vendredi) \d+ [a-zéû]+, de \d+ h( \d\d)? à \d+ h( \d\d)?$/,
    body: 'Une dégustation avec l’équipe traiteur',
    required: 'Veuillez remplir ce champ',
  },
} as const;

async function shot(page: Page, name: string) {
  await page.screenshot({ path: `/tmp/scheduling-${name}.png`, fullPage: false });
}

/** The newest e-mail of a template sent to `email`, with its text (the outbox view, super user). */
async function mailTo(baseURL: string, email: string, template: string) {
  const { api } = await adminApi(baseURL);
  try {
    const list = (await (await api.get('/api/admin/outbox?pageSize=200')).json()) as {
      items: { id: number; to: string; template: string; language: string; subject: string }[];
    };
    const item = list.items.find((i) => i.to === email && i.template === template);
    expect(item, `a ${template} e-mail to ${email}`).toBeDefined();
    const mail = (await (await api.get(`/api/admin/outbox/${item!.id}`)).json()) as { text: string };
    return { ...item!, text: mail.text };
  } finally {
    await api.dispose();
  }
}

for (const lang of ['en', 'fr'] as const) {
  test(`${lang}: a visitor books a slot from the footer and gets the e-mail in their language`, async ({ page, baseURL }) => {
    test.setTimeout(90_000);
    const problems = watchConsole(page);
    const t = T[lang];
    const email = `widget.${lang}.${Date.now().toString(36)}@example.test`;
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: width === 375 ? 740 : 900 });
      await page.goto(t.page);
      const open = page.getByRole('button', { name: t.open });
      await open.scrollIntoViewIfNeeded();
      await expect(open).toBeVisible();
      await expectCleanPage(page, `${lang} ${width}: the page with the widget's button`);
      if (width === 375) await shot(page, `${lang}-375-button`);
      await open.click();
      const dialog = page.getByRole('dialog', { name: t.title });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole('radio', { name: new RegExp(t.kind) })).toBeVisible();
      await expectCleanPage(page, `${lang} ${width}: the first step`);
      if (width === 375) {
        expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
        await shot(page, `${lang}-375-kind`);
        await page.keyboard.press('Escape');
        await expect(dialog).toBeHidden();
        await expect(open).toBeFocused();
        continue;
      }
      await dialog.getByRole('radio', { name: new RegExp(t.kind) }).check();
      await dialog.getByRole('radio', { name: new RegExp(t.team) }).check();
      await dialog.getByRole('button', { name: t.next }).click();

      // a day, then its first time (the seed opens weekdays from the day after tomorrow)
      const days = dialog.locator('.scheduling__pick');
      await expect(days.first()).toBeVisible();
      await expectCleanPage(page, `${lang}: the days`);
      await shot(page, `${lang}-1280-days`);
      const dayLabel = (await days.first().textContent())!.trim();
      await days.first().click();
      await expect(dialog.getByRole('heading', { name: new RegExp(dayLabel) })).toBeVisible();
      const times = dialog.locator('.scheduling__pick');
      // the first tests of a run may race for the first slot: take the last one of the day
      const time = times.last();
      const timeLabel = (await time.textContent())!.trim();
      await time.click();

      // the details: nothing typed is refused in the page's language, then the booking goes
      await dialog.getByRole('button', { name: t.submit }).click();
      await expect(dialog.getByText(t.required).first()).toBeVisible();
      await dialog.getByLabel(t.name).fill(lang === 'fr' ? 'Geneviève Lavoie' : 'Grace Lee');
      await dialog.getByLabel(t.email).fill(email);
      await dialog.getByLabel(t.phone).fill('514 555-0142');
      await dialog.getByLabel(new RegExp(t.company)).fill('Novatech');
      await dialog.getByLabel(new RegExp(t.message)).fill(lang === 'fr' ? 'Un buffet pour 40 personnes' : 'A buffet for 40 guests');
      await expectCleanPage(page, `${lang}: the details`);
      await shot(page, `${lang}-1280-details`);
      await dialog.getByRole('button', { name: t.submit }).click();

      await expect(dialog.getByRole('heading', { name: t.done })).toBeVisible();
      await expect(dialog).toContainText(email);
      await expect(dialog).toContainText(dayLabel);
      await expectCleanPage(page, `${lang}: the confirmation`);
      await shot(page, `${lang}-1280-done`);

      const mail = await mailTo(baseURL!, email, 'appointment-confirmation');
      expect(mail.language).toBe(lang);
      expect(mail.subject).toMatch(t.subject);
      expect(mail.subject).toContain(dayLabel);
      expect(mail.text).toContain(t.body);
      // the time chosen is the one the e-mail says
      expect(mail.subject).toContain(timeLabel);
    }
    expect(problems).toEqual([]);
  });
}
