// Comptes clients en français (issue 4), et la réinitialisation forcée du mot de passe : la
// fenêtre ne se ferme pas avant que le nouveau mot de passe soit enregistré (customer-side §2, §4),
// sur les pages du client comme sur les pages publiques (issue 9).
import { expect, test } from '@playwright/test';
import { accountSpecs } from '../accounts-suite.js';
import { logIn, main, TEXT } from '../accounts-support.js';
import { DEMO_PASSWORD, expectCleanPage, watchConsole } from '../support.js';

accountSpecs('fr');

test('fr: the forced password reset blocks the page — store and account pages, and public pages too — until a new password is saved', async ({
  page,
}) => {
  const T = TEXT.fr;
  // the wrong current password answers 400 on purpose
  const problems = watchConsole(page, [400]);
  // the demo account reset@mijote.test must choose a new password at its next login (seed)
  await logIn(page, 'fr', 'reset@mijote.test', DEMO_PASSWORD, '/fr/account');
  const dialog = page.getByRole('dialog', { name: T.resetTitle });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(T.forcedWhy);
  // not dismissable: no close button, Escape does nothing, the page behind stays put
  await expect(dialog.getByRole('button', { name: 'Fermer' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL('/fr/connecter?next=%2Ffr%2Faccount');
  await expectCleanPage(page, 'forced reset modal');

  // focus stays inside: Tab from the last control comes back to the first
  const logout = dialog.getByRole('button', { name: T.logout });
  await logout.focus();
  await page.keyboard.press('Tab');
  expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);

  // a wrong current password is refused, with the server's code translated
  await dialog.getByLabel(T.currentPassword, { exact: true }).fill('Pas-le-bon-mot-de-passe-1');
  await dialog.getByLabel(T.newPassword, { exact: true }).fill('Nouveau-jardin-potager-83');
  await dialog.getByLabel('Confirmez le mot de passe', { exact: true }).fill('Nouveau-jardin-potager-83');
  await dialog.getByRole('button', { name: T.saveNewPassword }).click();
  await expect(dialog.getByRole('alert')).toContainText('Votre mot de passe actuel n’est pas le bon.');
  await expect(dialog).toBeVisible();

  // issue 9: the public pages too (server HTML with islands) — the same modal, not dismissable,
  // while the API refuses what this session may not do yet
  await page.goto('/fr/notre-histoire');
  const island = page.getByRole('dialog', { name: T.resetTitle });
  await expect(island).toBeVisible();
  await expect(island).toContainText(T.forcedWhy);
  await expect(island.getByRole('button', { name: 'Fermer' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(island).toBeVisible();
  await expect(page).toHaveURL('/fr/notre-histoire');
  await expectCleanPage(page, 'forced reset modal on a public page');
  const refused = await page.request.get('/api/accounts/me');
  expect(refused.status()).toBe(403);
  expect(((await refused.json()) as { code: string }).code).toBe('password-reset-required');
  // the island checks the fields with the spec's messages before sending
  await island.getByRole('button', { name: T.saveNewPassword }).click();
  await expect(island.getByLabel(T.currentPassword, { exact: true })).toHaveAccessibleDescription(/Veuillez remplir ce champ/);
  await island.getByLabel(T.currentPassword, { exact: true }).fill(DEMO_PASSWORD);
  await island.getByLabel(T.newPassword, { exact: true }).fill('Nouveau-jardin-potager-83');
  await island.getByLabel('Confirmez le mot de passe', { exact: true }).fill('Nouveau-jardin-potager-83');
  await island.getByRole('button', { name: T.saveNewPassword }).click();
  await expect(island).toBeHidden();
  // the flag is cleared: no modal after a reload, and the account opens
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect((await page.request.get('/api/accounts/me')).status()).toBe(200);
  await page.goto('/fr/account');
  await expect(main(page).getByRole('heading', { level: 1, name: 'Mon compte' })).toBeVisible();
  await expect(main(page).getByTestId('century-balance')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(problems).toEqual([]);
});
