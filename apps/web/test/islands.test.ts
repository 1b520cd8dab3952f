// Islands (ADR 140, 141): what they may import, the form checks with the spec's messages, and
// the CV checks of the upload widget.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { formStrings, publicFormProps, uploadStrings } from '../src/components/forms/form-props';
import { checkCv } from '../src/islands/form/upload-field';
import { fieldErrorsFromIssues, validateForm } from '../src/islands/form/validation';
import { createI18n, loadLanguage } from '../src/lib/i18n';
import { ISLAND_NAMES } from '../src/islands/names';

const islandsDir = path.resolve(import.meta.dirname, '../src/islands');
const files = (dir: string): string[] =>
  readdirSync(dir).flatMap((f) => (statSync(path.join(dir, f)).isDirectory() ? files(path.join(dir, f)) : [path.join(dir, f)]));

describe('island modules', () => {
  it('never import the router, i18next, zod or contract values (they ship to every public page)', () => {
    for (const file of files(islandsDir)) {
      const src = readFileSync(file, 'utf8');
      const rel = path.relative(islandsDir, file);
      expect(src, rel).not.toMatch(/from '(react-router|react-i18next|i18next|zod)[/']/);
      expect(src, rel).not.toMatch(/^import (?!type )[^;]*from '@mijote\/contracts/m);
      expect(src, rel).not.toMatch(/\buseId\(/);
      // the island wrapper's context is server-side only
      if (!rel.startsWith('island.tsx')) expect(src, rel).not.toMatch(/from '\.\.\/(app|features|lib\/i18n\/index)/);
    }
  });

  it('every island name has its module with a default export', () => {
    for (const name of ISLAND_NAMES) expect(readFileSync(path.join(islandsDir, `${name}.tsx`), 'utf8')).toMatch(/export default function/);
  });
});

async function t(lang: 'en' | 'fr') {
  return createI18n(lang, { [lang]: await loadLanguage(lang) }).t;
}

describe('public form checks', () => {
  it.each([
    ['en', 'Please fill out this field', 'Please fill in a valid email address'],
    ['fr', 'Veuillez remplir ce champ', 'Veuillez saisir une adresse courriel valide'],
  ] as const)('%s: the spec messages for required and e-mail fields', async (lang, required, email) => {
    const tt = await t(lang);
    const props = publicFormProps(tt, 'contact-us', { id: 'f', lang, isBbCorp: false });
    const errors = validateForm(
      props.fields,
      { firstName: '  ', lastName: 'Roy', email: 'marie@', message: 'Bonjour', phone: '' },
      props.strings,
    );
    expect(errors).toEqual({ firstName: required, email });
  });

  it('phone and postal code follow the contract patterns', async () => {
    const s = formStrings(await t('en'), 'specials');
    const fields = publicFormProps(await t('en'), 'employment', { id: 'f', lang: 'en', isBbCorp: false }).fields.filter(
      (f) => f.name === 'phone',
    );
    expect(validateForm(fields, { phone: '514 555-0142 poste 12' }, s)).toEqual({});
    expect(validateForm(fields, { phone: 'call me' }, s)).toEqual({ phone: s.phone });
    const pc = publicFormProps(await t('en'), 'specials', { id: 'f', lang: 'en', isBbCorp: false }).fields.filter(
      (f) => f.name === 'postalCode',
    );
    expect(validateForm(pc, { postalCode: 'h9r 3j1' }, s)).toEqual({});
    expect(validateForm(pc, { postalCode: '12345' }, s)).toEqual({ postalCode: s.postalCode });
  });

  it('required flags match the contract schemas', async () => {
    const { FORM_SCHEMAS } = await import('@mijote/contracts');
    const tt = await t('en');
    for (const name of [
      'contact-us',
      'referral',
      'specials',
      'employment',
      'schools',
      'corporate',
      'coffee',
      'cafeteria',
      'home-first-form',
    ] as const) {
      const shape = FORM_SCHEMAS[name].shape as Record<string, { safeParse(v: unknown): { success: boolean } }>;
      for (const f of publicFormProps(tt, name, { id: 'f', lang: 'en', isBbCorp: false }).fields) {
        if (f.name === 'province' || f.type === 'checkbox') continue; // not in the contract (reported) / boolean
        const schema = shape[f.name];
        expect(schema, `${name}.${f.name}`).toBeDefined();
        expect(!schema?.safeParse(undefined).success, `${name}.${f.name} required`).toBe(f.required);
      }
    }
  });

  it('server issues map to the fields, translated', async () => {
    const tt = await t('fr');
    const props = publicFormProps(tt, 'referral', { id: 'f', lang: 'fr', isBbCorp: false });
    const errors = fieldErrorsFromIssues(
      props.fields,
      [
        { path: 'body.firstName', code: 'required' },
        { path: 'body.friendEmail', code: 'referral-self' },
      ],
      props.strings,
    );
    expect(errors).toEqual({
      firstName: 'Veuillez remplir ce champ',
      friendEmail: 'Vous ne pouvez pas vous parrainer vous-même : entrez le courriel de votre ami.',
    });
  });

  it('props are plain JSON (they are serialized into the page)', async () => {
    const props = publicFormProps(await t('fr'), 'employment', { id: 'f', lang: 'fr', isBbCorp: true });
    expect(JSON.parse(JSON.stringify(props))).toEqual(props);
    expect(props.upload?.errorPrefix).toBe('Erreur : ');
  });
});

describe('CV checks (one PDF ≤ 1 MB)', () => {
  it('accepts a small PDF and refuses the rest with the translated message', async () => {
    const s = uploadStrings(await t('en'));
    expect(checkCv([{ name: 'cv.pdf', type: 'application/pdf', size: 200_000 }], s)).toBeNull();
    expect(checkCv([{ name: 'cv.pdf', type: 'application/pdf', size: 2 * 1024 * 1024 }], s)).toBe('The file is larger than 1 MB.');
    expect(checkCv([{ name: 'cv.docx', type: 'application/msword', size: 1000 }], s)).toBe('The file must be a PDF document.');
    expect(checkCv([], s)).toBe('Please choose one file only.');
  });
});
