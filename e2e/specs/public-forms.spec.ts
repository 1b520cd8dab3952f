import { expect, test } from '@playwright/test';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const dir = mkdtempSync(path.join(tmpdir(), 'mijote-cv-'));

/** A small but real PDF document (the server parses it whole): objects, cross-reference table, trailer. */
function pdf(extraBytes = 0): Buffer {
  const content = `BT /F1 12 Tf 72 720 Td (Marie Roy) Tj ET\n${' '.repeat(extraBytes)}`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let out = '%PDF-1.4\n';
  const offsets = objects.map((body, i) => {
    const at = out.length;
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
    return at;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}
const smallPdf = path.join(dir, 'cv-marie-roy.pdf');
const bigPdf = path.join(dir, 'cv-too-big.pdf');
const fakePdf = path.join(dir, 'not-really.pdf');
writeFileSync(smallPdf, pdf(2000));
writeFileSync(bigPdf, pdf(2 * 1024 * 1024));
writeFileSync(fakePdf, 'This is plain text with a .pdf name.\n');

test('the contact form checks fields, then submits end to end: success alert and cleared form', async ({ page }) => {
  await page.goto('/en/contact-us');
  const form = page.locator('#form-contact-us');
  await form.getByRole('button', { name: 'Send my message' }).click();
  await expect(form.locator('#form-contact-us-firstName-error')).toHaveText(/Please fill out this field/);
  await form.locator('#form-contact-us-email').fill('marie@');
  await form.getByRole('button', { name: 'Send my message' }).click();
  await expect(form.locator('#form-contact-us-email-error')).toHaveText(/Please fill in a valid email address/);

  await form.locator('#form-contact-us-firstName').fill('Marie');
  await form.locator('#form-contact-us-lastName').fill('Roy');
  await form.locator('#form-contact-us-email').fill('marie.roy@example.com');
  await form.locator('#form-contact-us-message').fill('Do you deliver to Beaconsfield on Saturdays?');
  const posted = page.waitForResponse((r) => r.url().includes('/api/forms/en/contact-us'));
  await form.getByRole('button', { name: 'Send my message' }).click();
  expect((await posted).status()).toBe(200);
  await expect(form.getByRole('status')).toContainText('Thank you, your message was sent');
  await expect(form.locator('#form-contact-us-firstName')).toHaveValue('');
  await expect(form.locator('#form-contact-us-message')).toHaveValue('');
  // the confirmation lasts 3 s
  await expect(form.getByRole('status')).toBeHidden({ timeout: 6000 });
});

test('the footer lead form moves to its second step, then thanks the visitor (French)', async ({ page }) => {
  await page.goto('/fr/notre-histoire');
  const band = page.locator('.lead-band');
  await band.getByLabel('Prénom').fill('Luc');
  await band.getByLabel('Courriel').fill('luc@example.com');
  await band.getByRole('button', { name: 'Rappelez-moi' }).click();
  await expect(band).toContainText('Étape 2 de 2');
  await band.getByLabel('Entreprise').fill('Boulangerie Luc');
  await band.getByRole('button', { name: 'Envoyer les détails' }).click();
  await expect(band).toContainText('d’ici 24 heures');
});

// ADR 379: on the full client's pages the footer form's code loads after hydration; the server's
// form stays in place meanwhile and works once its code is there.
test('on a store page, the footer lead form loads after the page and works (English)', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  const leadChunk = page.waitForResponse((r) => /\/assets\/lead-form-[^/]+\.js$/.test(r.url()));
  await page.goto('/en/meal-delivery');
  await leadChunk;
  const band = page.locator('.lead-band');
  await expect(band.locator('.lead-form')).toHaveCount(1);
  await band.getByLabel('First name').fill('Nadia');
  await band.getByLabel('E-mail').fill('nadia@example.com');
  await band.getByRole('button', { name: 'Call me back' }).click();
  await expect(band).toContainText('Step 2 of 2');
  expect(errors).toEqual([]);
});

test.describe('employment CV upload', () => {
  test('accepts a small real PDF and the application goes through', async ({ page }) => {
    await page.goto('/en/employment');
    const form = page.locator('#form-employment');
    await form.getByLabel('Your CV').setInputFiles(smallPdf);
    await expect(form.locator('.upload-status')).toContainText('Upload complete');
    await expect(form.locator('.upload-status')).toContainText('cv-marie-roy.pdf');
    await form.getByLabel('First name').fill('Marie');
    await form.getByLabel('Last name').fill('Roy');
    await form.locator('#form-employment-email').fill('marie.roy@example.com');
    await form.getByLabel('Phone').fill('514 555-0199');
    await form.getByLabel('Position').selectOption('cook');
    await form.getByRole('button', { name: 'Send my application' }).click();
    await expect(form.locator('.public-form__outcome')).toContainText('your application was sent');
  });

  test('rejects a 2 MB PDF with the error shown', async ({ page }) => {
    await page.goto('/en/employment');
    const form = page.locator('#form-employment');
    await form.getByLabel('Your CV').setInputFiles(bigPdf);
    await expect(form.locator('.upload-status')).toContainText('Error: The file is larger than 1 MB.');
  });

  test('rejects a fake PDF (text renamed .pdf), checked by the server, with the error shown in French', async ({ page }) => {
    await page.goto('/fr/emplois');
    const form = page.locator('#form-employment');
    const upload = page.waitForResponse((r) => r.url().endsWith('/api/upload'));
    await form.getByLabel('Votre CV').setInputFiles(fakePdf);
    expect((await upload).status()).toBe(415);
    await expect(form.locator('.upload-status')).toContainText('Erreur : Le fichier doit être un document PDF.');
    // no CV: the application cannot be sent
    await form.getByRole('button', { name: 'Envoyer ma candidature' }).click();
    await expect(form.locator('#form-employment-attachment-error')).toHaveText(/Veuillez remplir ce champ/);
  });
});

test('the free-lunch feedback form of the testimonials page submits in French', async ({ page }) => {
  await page.goto('/fr/temoignages');
  const form = page.locator('#form-feedback-free-lunch');
  await form.locator('#form-feedback-free-lunch-firstName').fill('Geneviève');
  await form.locator('#form-feedback-free-lunch-email').fill('genevieve@exemple.ca');
  await form.locator('#form-feedback-free-lunch-company').fill('Pharmabec');
  await form.locator('#form-feedback-free-lunch-rating').selectOption('5');
  await form.locator('#form-feedback-free-lunch-message').fill('Le pâté chinois a fait l’unanimité au bureau.');
  const posted = page.waitForResponse((r) => r.url().includes('/api/forms/fr/feedback-free-lunch'));
  await form.getByRole('button', { name: 'Envoyer mes commentaires' }).click();
  expect((await posted).status()).toBe(200);
  await expect(form.getByRole('status')).toContainText('Merci pour vos commentaires!');
  await expect(form.locator('#form-feedback-free-lunch-message')).toHaveValue('');
});
