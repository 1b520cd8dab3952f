import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createI18n, loadLanguage, NAMESPACES } from '../src/lib/i18n';

const localesDir = path.resolve(import.meta.dirname, '../src/locales');

type Json = string | number | boolean | null | Json[] | { [k: string]: Json };

function flatten(obj: Json, prefix = ''): Map<string, Json> {
  const out = new Map<string, Json>();
  if (obj !== null && typeof obj === 'object' && !Array.isArray(obj)) {
    for (const [k, v] of Object.entries(obj)) for (const [kk, vv] of flatten(v, prefix ? `${prefix}.${k}` : k)) out.set(kk, vv);
  } else out.set(prefix, obj);
  return out;
}

const read = (lang: string, file: string) => JSON.parse(readFileSync(path.join(localesDir, lang, file), 'utf8')) as Json;

describe('locale files', () => {
  const en = readdirSync(path.join(localesDir, 'en')).sort();
  const fr = readdirSync(path.join(localesDir, 'fr')).sort();

  it('en and fr have the same namespaces, and every namespace is loaded', () => {
    expect(fr).toEqual(en);
    expect(en.map((f) => f.replace(/\.json$/, '')).sort()).toEqual([...NAMESPACES].sort());
  });

  it.each(en)('%s: same keys in en and fr, no empty values, strings only', (file) => {
    const a = flatten(read('en', file));
    const b = flatten(read('fr', file));
    expect([...b.keys()].sort()).toEqual([...a.keys()].sort());
    for (const [key, value] of [...a, ...b]) {
      expect(typeof value, key).toBe('string');
      expect((value as string).trim(), key).not.toBe('');
    }
  });

  it.each(en)('%s: same interpolation variables in en and fr', (file) => {
    const a = flatten(read('en', file));
    const b = flatten(read('fr', file));
    const vars = (s: Json | undefined) => [...String(s).matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
    for (const key of a.keys()) expect(vars(b.get(key)), key).toEqual(vars(a.get(key)));
  });
});

describe('i18next setup', () => {
  it('a missing key renders as ~key (customer-side §8), in both languages, with no fallback', async () => {
    for (const lang of ['en', 'fr'] as const) {
      const i18n = createI18n(lang, { [lang]: await loadLanguage(lang) });
      expect(i18n.t('no.such.key')).toBe('~no.such.key');
      expect(i18n.t('home:nothing')).toBe('~nothing');
      expect(i18n.t('skipLink')).not.toMatch(/^~/);
    }
    // a French instance never shows English text for a key missing in French
    const frOnly = createI18n('fr', { fr: { common: {} }, en: { common: { only: 'English' } } });
    expect(frOnly.t('only')).toBe('~only');
  });
});

describe('API error codes', () => {
  it.each(['en', 'fr'])('%s: every code the API can answer has a translated text', async (lang) => {
    const { ERROR_CODES } = await import('@mijote/contracts');
    const codes = (read(lang, 'errors.json') as { codes: Record<string, string> }).codes;
    const staff = (read(lang, 'admin.json') as { errorCodes: Record<string, string> }).errorCodes;
    expect(ERROR_CODES.filter((c) => !codes[c] && !staff[c])).toEqual([]);
  });
  it.each(['en', 'fr'])('%s: the back-office codes have their text in the admin namespace only, the others in errors', async (lang) => {
    const { ERROR_CODES, STAFF_ERROR_CODES } = await import('@mijote/contracts');
    const codes = (read(lang, 'errors.json') as { codes: Record<string, string> }).codes;
    const staff = (read(lang, 'admin.json') as { errorCodes: Record<string, string> }).errorCodes;
    expect(Object.keys(staff).sort()).toEqual([...STAFF_ERROR_CODES].sort());
    expect(STAFF_ERROR_CODES.filter((c) => c in codes)).toEqual([]);
    expect(ERROR_CODES.filter((c) => !(STAFF_ERROR_CODES as readonly string[]).includes(c) && !codes[c])).toEqual([]);
  });
});

describe('invoice status-history reasons', () => {
  it.each(['en', 'fr'])('%s: every reason the code writes has a translated text', async (lang) => {
    const { INVOICE_STATUS_REASONS } = await import('@mijote/domain');
    const reasons = (read(lang, 'admin.json') as { invoices: { reason: Record<string, string> } }).invoices.reason;
    expect(INVOICE_STATUS_REASONS.filter((c) => !reasons[c])).toEqual([]);
    expect(Object.keys(reasons).sort()).toEqual([...INVOICE_STATUS_REASONS].sort());
  });
});
