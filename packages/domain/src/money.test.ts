import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  centsToDecimal,
  dollarsToCents,
  formatDecimal,
  formatMoney,
  formatPercent,
  moneyInputText,
  mulDivHalfUp,
  parseDecimal,
  parseMoney,
  percentOf,
  sumCents,
} from './money.js';

const plain = (s: string): string => s.replace(/[\u00a0\u202f]/g, ' ');

describe('formatMoney', () => {
  it.each([
    { cents: 1250, en: '$12.50', fr: '12,50 $' },
    { cents: 0, en: '$0.00', fr: '0,00 $' },
    { cents: 2500, en: '$25.00', fr: '25,00 $' },
    { cents: 123456, en: '$1,234.56', fr: '1 234,56 $' },
  ])('$cents → $en / $fr', ({ cents, en, fr }) => {
    expect(plain(formatMoney(cents, 'en'))).toBe(en);
    expect(plain(formatMoney(cents, 'fr'))).toBe(fr);
  });

  it('refuses fractions of a cent', () => {
    expect(() => formatMoney(12.5, 'en')).toThrow(RangeError);
  });

  it('quotes whole dollars without their cents in running text, never hiding cents that exist', () => {
    const whole = { wholeWithoutCents: true };
    expect(plain(formatMoney(2500, 'en', whole))).toBe('$25');
    expect(plain(formatMoney(10000, 'fr', whole))).toBe('100 $');
    expect(plain(formatMoney(2550, 'en', whole))).toBe('$25.50');
    expect(plain(formatMoney(2550, 'fr', whole))).toBe('25,50 $');
  });
});

describe('formatPercent', () => {
  it.each([
    [5, 'en', '5\u00a0%'],
    [5, 'fr', '5\u00a0%'],
    [9.975, 'en', '9.975\u00a0%'],
    [9.975, 'fr', '9,975\u00a0%'],
    [12, 'fr', '12\u00a0%'],
    [0.5, 'en', '0.5\u00a0%'],
    [100, 'en', '100\u00a0%'],
  ] as const)('%s in %s is %s', (percent, lang, text) => {
    expect(formatPercent(percent, lang)).toBe(text);
  });

  it('refuses what is not a number', () => {
    expect(() => formatPercent(Number.NaN, 'en')).toThrow(RangeError);
  });
});

describe('formatDecimal', () => {
  it.each([
    [12.5, 'en', '12.5'],
    [12.5, 'fr', '12,5'],
    [32, 'fr', '32'],
    [0, 'en', '0'],
    [1250.5, 'en', '1,250.5'],
    [1250.5, 'fr', '1\u00a0250,5'],
  ] as const)('%s in %s is %s', (value, lang, text) => {
    expect(formatDecimal(value, lang)).toBe(text);
  });

  it('writes what Intl writes for en-CA and fr-CA (one decimal, as grams are stored)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 999_999 }), fc.constantFrom('en' as const, 'fr' as const), (tenths, lang) => {
        const value = tenths / 10;
        const intl = new Intl.NumberFormat(`${lang}-CA`, { maximumFractionDigits: 3 }).format(value);
        expect(plain(formatDecimal(value, lang))).toBe(plain(intl));
      }),
    );
  });

  it('refuses what is not a number', () => {
    expect(() => formatDecimal(Number.POSITIVE_INFINITY, 'fr')).toThrow(RangeError);
  });
});

describe('parseDecimal', () => {
  it.each([
    ['12.5', 'en', 1, 12.5],
    ['12,5', 'fr', 1, 12.5],
    ['12.5', 'fr', 1, 12.5],
    [' 32 ', 'en', 1, 32],
    ['0', 'fr', 1, 0],
    ['12,5', 'en', 1, null],
    ['12.55', 'en', 1, null],
    ['-1', 'en', 1, null],
    ['1 250', 'fr', 1, 1250],
    ['1\u00a0250,5', 'fr', 1, 1250.5],
    ['1,250.5', 'en', 1, 1250.5],
    ['1,25', 'en', 1, null],
    ['12 5', 'fr', 1, null],
    ['', 'en', 1, null],
    ['abc', 'fr', 1, null],
    ['7.', 'en', 1, null],
    ['7', 'en', 0, 7],
    ['7.5', 'en', 0, null],
  ] as const)('%j in %s (%s decimal) is %s', (text, lang, decimals, value) => {
    expect(parseDecimal(text, lang, decimals)).toBe(value);
  });

  it('reads back what formatDecimal writes', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 9_999_999 }), fc.constantFrom('en' as const, 'fr' as const), (tenths, lang) => {
        expect(parseDecimal(formatDecimal(tenths / 10, lang), lang, 1)).toBe(tenths / 10);
      }),
    );
  });
});

describe('mulDivHalfUp', () => {
  it.each([
    { a: 1000, b: 9975, c: 100_000, out: 100 }, // 99.75
    { a: 10, b: 5000, c: 100_000, out: 1 }, // 0.5 → 1 (half up)
    { a: 9, b: 5000, c: 100_000, out: 0 }, // 0.45
    { a: 2000, b: 9975, c: 100_000, out: 200 }, // 199.5
    { a: -10, b: 5000, c: 100_000, out: -1 }, // ties away from zero
    { a: 7, b: 1, c: 2, out: 4 },
  ])('$a × $b ÷ $c = $out', ({ a, b, c, out }) => {
    expect(mulDivHalfUp(a, b, c)).toBe(out);
  });

  it('is exact where floats are not', () => {
    // 1.15 * 100 = 114.99999999999999 in binary floating point
    expect(mulDivHalfUp(115, 100, 100)).toBe(115);
    expect(() => mulDivHalfUp(1, 1, 0)).toThrow(RangeError);
  });
});

describe('percentOf', () => {
  it.each([
    { cents: 1000, percent: 5, out: 50 },
    { cents: 1000, percent: 9.975, out: 100 },
    { cents: 30000, percent: 12, out: 3600 },
    { cents: 12345, percent: 11, out: 1358 }, // 1357.95
    { cents: 1, percent: 50, out: 1 },
    { cents: 0, percent: 25, out: 0 },
  ])('$percent % of $cents = $out', ({ cents, percent, out }) => {
    expect(percentOf(cents, percent)).toBe(out);
  });

  it('refuses percents finer than a thousandth', () => {
    expect(() => percentOf(100, 9.9751)).toThrow(RangeError);
  });

  it('never exceeds the amount for percents up to 100', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), fc.integer({ min: 0, max: 100_000 }), (cents, milli) => {
        const p = percentOf(cents, milli / 1000);
        expect(p).toBeGreaterThanOrEqual(0);
        expect(p).toBeLessThanOrEqual(cents);
      }),
    );
  });
});

describe('dollars to cents', () => {
  it.each([
    { dollars: 12.5, round: 1250 },
    { dollars: 1.005, round: 101 },
    { dollars: 10.009, round: 1001 },
    { dollars: 0.1 + 0.2, round: 30 },
    { dollars: -1.005, round: -101 },
    { dollars: 0, round: 0 },
  ])('$dollars → $round (half-up)', ({ dollars, round }) => {
    expect(dollarsToCents(dollars)).toBe(round);
  });
});

describe('parseMoney', () => {
  it.each([
    { text: '12.50', lang: 'en', out: 1250 },
    { text: '$12.50', lang: 'en', out: 1250 },
    { text: '12', lang: 'en', out: 1200 },
    { text: '12.5', lang: 'en', out: 1250 },
    { text: '1,234.50', lang: 'en', out: 123450 },
    { text: '-$3.00', lang: 'en', out: -300 },
    { text: '12,50 $', lang: 'fr', out: 1250 },
    { text: '12,50\u00a0$', lang: 'fr', out: 1250 },
    { text: '1 234,50 $', lang: 'fr', out: 123450 },
    { text: '12.50', lang: 'fr', out: 1250 },
    { text: '12.505', lang: 'en', out: null },
    { text: 'abc', lang: 'en', out: null },
    { text: '', lang: 'fr', out: null },
    { text: '1,23', lang: 'en', out: null },
  ] as const)('$lang "$text" → $out', ({ text, lang, out }) => {
    expect(parseMoney(text, lang)).toBe(out);
  });

  it('reads back what formatMoney prints, in both languages', () => {
    fc.assert(
      fc.property(fc.integer({ min: -10_000_000, max: 10_000_000 }), fc.constantFrom('en' as const, 'fr' as const), (cents, lang) => {
        expect(parseMoney(formatMoney(cents, lang), lang)).toBe(cents);
      }),
    );
  });
});

describe('small helpers', () => {
  it('sums and writes decimals', () => {
    expect(sumCents([100, 250, -50])).toBe(300);
    expect(() => sumCents([1.5])).toThrow(RangeError);
    expect(centsToDecimal(1250)).toBe('12.50');
    expect(centsToDecimal(-5)).toBe('-0.05');
  });
});

describe('moneyInputText', () => {
  it.each([
    [1250, 'en', '12.50'],
    [1250, 'fr', '12,50'],
    [5, 'fr', '0,05'],
    [123456, 'en', '1234.56'],
  ] as const)('%i in %s → %s, and parseMoney reads it back', (cents, lang, text) => {
    expect(moneyInputText(cents, lang)).toBe(text);
    expect(parseMoney(text, lang)).toBe(cents);
  });
});

describe('formatting without Intl (ADR 280)', () => {
  // the formatters are written by hand (a phone pays 120–170 ms for its first Intl formatter): they
  // must print exactly what Intl prints for en-CA and fr-CA
  const LOCALE = { en: 'en-CA', fr: 'fr-CA' } as const;
  const money = (lang: 'en' | 'fr', whole = false) =>
    new Intl.NumberFormat(LOCALE[lang], {
      style: 'currency',
      currency: 'CAD',
      currencyDisplay: 'narrowSymbol',
      ...(whole ? { maximumFractionDigits: 0 } : {}),
    });
  const cents = [
    0, 1, -1, 5, 99, 100, 101, 999, 1000, 1250, -1250, 99_999, 100_000, 123_456, 1_234_567, -1_234_567, 100_000_000, 2_147_483_647,
  ];
  for (let c = 0; c < 250_000; c += 97) cents.push(c);

  it('prints amounts as Intl does, in both languages, with and without whole-dollar cents', () => {
    for (const lang of ['en', 'fr'] as const) {
      const f = money(lang);
      const w = money(lang, true);
      for (const c of cents) {
        expect(formatMoney(c, lang)).toBe(f.format(c / 100));
        expect(formatMoney(c, lang, { wholeWithoutCents: true })).toBe(c % 100 === 0 ? w.format(c / 100) : f.format(c / 100));
      }
    }
  });

  it('prints rates as Intl does (at most 3 decimals, half away from zero)', () => {
    const rates = [0, 5, 9.975, 14.975, 1.2345, 0.0004, 0.0005, 99.9995, 100, 1234.5, 12.3456789, 0.1, 2.5, 33.333333];
    for (let r = 0; r < 120; r += 0.0137) rates.push(Number(r.toFixed(6)));
    for (let r = 0; r < 2; r += 0.0005) rates.push(Number(r.toFixed(4)));
    for (const lang of ['en', 'fr'] as const) {
      const f = new Intl.NumberFormat(LOCALE[lang], { maximumFractionDigits: 3 });
      for (const r of rates) expect(formatPercent(r, lang)).toBe(`${f.format(r)}\u00a0%`);
    }
  });
});
