// The browser's i18next (src/lib/i18n/lite, ADR 230) against i18next itself: every key of every
// namespace, in both languages, with and without counts and values, as a string and as an object.
import { describe, expect, it } from 'vitest';
import { createInstance } from '../src/lib/i18n/lite/i18next';
import { createI18n, loadLanguage, missingKey, NAMESPACES } from '../src/lib/i18n';

const PLURAL = /_(zero|one|two|few|many|other)$/;

function keysOf(obj: unknown, prefix = ''): { key: string; value: unknown }[] {
  if (obj === null || typeof obj !== 'object' || Array.isArray(obj)) return [{ key: prefix, value: obj }];
  const own = prefix ? [{ key: prefix, value: obj }] : [];
  return [...own, ...Object.entries(obj).flatMap(([k, v]) => keysOf(v, prefix ? `${prefix}.${k}` : k))];
}

function varsOf(value: unknown): Record<string, string> {
  const names = JSON.stringify(value).match(/\{\{\s*[\w.]+\s*\}\}/g) ?? [];
  return Object.fromEntries(names.map((n) => [n.replace(/[{}\s]/g, ''), `<${n.replace(/[{}\s]/g, '')}>`]));
}

describe.each(['en', 'fr'] as const)('the browser i18n agrees with i18next (%s)', (lang) => {
  it('for every key, count, value and object', async () => {
    const resources = { [lang]: await loadLanguage(lang) };
    const real = createI18n(lang, resources);
    const lite = createInstance({ ...real.options, resources });
    let compared = 0;
    for (const ns of NAMESPACES) {
      for (const { key, value } of keysOf(resources[lang]![ns])) {
        const k = `${ns}:${key.replace(PLURAL, '')}`;
        const vars = varsOf(value);
        // (an object asked for as a string is a programming error: i18next answers a sentence)
        if (typeof value !== 'object')
          for (const opts of [
            {},
            vars,
            { ...vars, count: 0 },
            { ...vars, count: 1 },
            { ...vars, count: 2 },
            { ...vars, count: 7 },
          ] as Record<string, unknown>[]) {
            expect(lite.t(k, opts), `${k} ${JSON.stringify(opts)}`).toEqual(real.t(k, opts));
            compared++;
          }
        if (typeof value === 'object')
          expect(lite.t(k, { ...vars, returnObjects: true })).toEqual(real.t(k, { ...vars, returnObjects: true }));
      }
      // a fixed namespace, a key of another namespace, a missing key, a default value
      const fixedReal = real.getFixedT(lang, ns);
      const fixedLite = lite.getFixedT(lang, ns);
      for (const k of ['nothing.here', 'common:nothing', 'errors:codes.validation-failed', `${ns}:title`]) {
        expect(fixedLite(k)).toEqual(fixedReal(k));
        expect(fixedLite(k, { defaultValue: 'Plan {{x}}', x: 'B' })).toEqual(fixedReal(k, { defaultValue: 'Plan {{x}}', x: 'B' }));
      }
      // an option of the call wins over the fixed namespace and language
      expect(fixedLite('title', { ns: 'common' })).toEqual(fixedReal('title', { ns: 'common' }));
      expect(fixedLite('title', { lng: 'xx' })).toEqual(fixedReal('title', { lng: 'xx' }));
    }
    expect(lite.t('no.such.key')).toBe(missingKey('no.such.key'));
    expect(compared).toBeGreaterThan(1000);
    // several keys: the first one found (a back-office code's text, issue 28)
    for (const keys of [
      ['errors:codes.refund-too-large', 'admin:errorCodes.refund-too-large'],
      ['errors:codes.validation-failed', 'admin:errorCodes.validation-failed'],
      ['errors:codes.nothing', 'admin:errorCodes.nothing'],
    ]) {
      expect(lite.t(keys, { max: '1 $' }), keys.join(' ')).toEqual(real.t(keys, { max: '1 $' }));
    }
    // several namespaces (useTranslation(['account-pages', 'account'])): looked up in their order
    const manyReal = real.getFixedT(lang, ['account-pages', 'account']);
    const manyLite = lite.getFixedT(lang, ['account-pages', 'account']);
    for (const k of ['layout.title', 'profile.title', 'orders.title', 'fields.email', 'nothing.here', 'common:skipLink']) {
      expect(manyLite(k), k).toEqual(manyReal(k));
    }
    expect(manyLite('layout.title')).not.toMatch(/^~/);
  }, 30_000); // thousands of keys through both implementations: seconds on a busy CI box

  it('switches language and tells its listeners', async () => {
    const lite = createInstance({ lng: lang, resources: { en: { common: { a: 'A' } }, fr: { common: { a: 'À' } } }, defaultNS: 'common' });
    const heard: string[] = [];
    lite.on('languageChanged', (l: string) => heard.push(l));
    const other = lang === 'en' ? 'fr' : 'en';
    await lite.changeLanguage(other);
    expect(lite.language).toBe(other);
    expect(heard).toEqual([other]);
    expect(lite.t('a')).toBe(other === 'fr' ? 'À' : 'A');
  });
});
