// Money is integer cents (CAD). Formatting happens only at the edge.

export type Lang = 'en' | 'fr';
export const LANGS: readonly Lang[] = ['en', 'fr'] as const;

export type Cents = number;

// Amounts and rates are formatted by hand, not by Intl.NumberFormat (ADR 280): the first Intl
// number or date formatter a page makes costs a phone's browser its locale data, 120–170 ms of
// main thread at Lighthouse's 4× CPU throttling, inside the menu's hydration. The output is
// exactly Intl's for en-CA and fr-CA (currency CAD, narrow symbol; fr-CA groups and puts the sign
// after a no-break space), checked value by value against Intl in money.test.ts.
const NBSP = '\u00a0';
const GROUP: Record<Lang, string> = { en: ',', fr: NBSP };
const DECIMAL: Record<Lang, string> = { en: '.', fr: ',' };

/** Digits of a whole number in groups of three: `1,234,567` / `1 234 567`. */
function grouped(whole: string, lang: Lang): string {
  return whole.replace(/\B(?=(\d{3})+(?!\d))/g, GROUP[lang]);
}

/** `$12.50` in English, `12,50 $` in French (with no-break spaces, as Intl gives them). */
export function formatMoney(cents: Cents, lang: Lang, opts: { wholeWithoutCents?: boolean } = {}): string {
  if (!Number.isInteger(cents)) throw new RangeError(`money must be integer cents, got ${cents}`);
  const abs = Math.abs(cents);
  const dollars = grouped(String(Math.floor(abs / 100)), lang);
  const amount = opts.wholeWithoutCents && abs % 100 === 0 ? dollars : `${dollars}${DECIMAL[lang]}${String(abs % 100).padStart(2, '0')}`;
  const sign = cents < 0 ? '-' : '';
  return lang === 'fr' ? `${sign}${amount}${NBSP}$` : `${sign}$${amount}`;
}

/** An amount with a true minus sign when negative (a refund, a debit: "−$10.00", « −10,00 $ »), as the reports write it. */
export function formatSignedMoney(cents: Cents, lang: Lang, opts: { wholeWithoutCents?: boolean } = {}): string {
  return cents < 0 ? `−${formatMoney(-cents, lang, opts)}` : formatMoney(cents, lang, opts);
}

/** A number with at most 3 decimals, rounded half away from zero on its shortest decimal form (Intl's halfExpand). */
function formatDecimal3(value: number, lang: Lang): string {
  const [mantissa = '0', exp = '0'] = Math.abs(value).toExponential().split('e');
  const digits = mantissa.replace('.', '');
  // the decimal point sits after digit (1 + exponent): pad with zeros to place it
  const pointAt = 1 + Number(exp);
  const padded = pointAt <= 0 ? '0'.repeat(1 - pointAt) + digits : digits.padEnd(pointAt, '0');
  const intLen = Math.max(pointAt, 1);
  let whole = padded.slice(0, intLen);
  let frac = padded.slice(intLen);
  if (frac.length > 3) {
    const up = Number(frac[3]) >= 5;
    frac = frac.slice(0, 3);
    if (up) {
      const n = (BigInt(whole + frac) + 1n).toString().padStart(whole.length + 3, '0');
      whole = n.slice(0, n.length - 3);
      frac = n.slice(n.length - 3);
    }
  }
  frac = frac.replace(/0+$/, '');
  const zero = /^0*$/.test(whole + frac);
  const text = grouped(whole.replace(/^0+(?=\d)/, ''), lang) + (frac ? DECIMAL[lang] + frac : '');
  return value < 0 && !zero ? `-${text}` : text;
}

/**
 * A quantity as the store writes it (a dish's grams of fat): `12.5` in English, `12,5` in French,
 * `1,250` / `1 250` grouped, at most 3 decimals — the same digits as Intl's for en-CA and fr-CA.
 */
export function formatDecimal(value: number, lang: Lang): string {
  if (!Number.isFinite(value)) throw new RangeError(`not a number: ${value}`);
  return formatDecimal3(value, lang);
}

/**
 * Parses a quantity as a person types it or as `formatDecimal` writes it: `12.5`, `1,250.5` in
 * English; `12,5` (or `12.5`), `1 250,5` in French; no sign, at most `decimals` decimals. Returns
 * null when the text is not one.
 */
export function parseDecimal(text: string, lang: Lang, decimals: number): number | null {
  if (!Number.isInteger(decimals) || decimals < 0 || decimals > 6) throw new RangeError(`decimals must be 0 to 6, got ${decimals}`);
  const s = text.trim();
  const [group, mark] = lang === 'fr' ? ['[ \\u00a0\\u202f]', '[,.]'] : [',', '\\.'];
  const frac = decimals > 0 ? `(?:${mark}(\\d{1,${decimals}}))?` : '()';
  const match = new RegExp(`^(\\d+|\\d{1,3}(?:${group}\\d{3})+)${frac}$`).exec(s);
  if (!match) return null;
  const value = Number(`${match[1]!.replace(/\D/g, '')}.${match[2] || '0'}`);
  return Number.isFinite(value) ? value : null;
}

/**
 * A rate as the store writes it: `9.975 %` in English, `9,975 %` in French (up to 3 decimals, a
 * no-break space before the sign so it never wraps away from its number).
 */
export function formatPercent(percent: number, lang: Lang): string {
  if (!Number.isFinite(percent)) throw new RangeError(`not a percent: ${percent}`);
  return `${formatDecimal3(percent, lang)}\u00a0%`;
}

function assertCents(value: number, what = 'money'): void {
  if (!Number.isSafeInteger(value)) throw new RangeError(`${what} must be integer cents, got ${value}`);
}

/**
 * `a × b ÷ c` rounded half-up (ties away from zero), computed exactly with BigInt so that no
 * float drift can move a cent. The one rounding rule of Mijote (ADR 020).
 */
export function mulDivHalfUp(a: number, b: number, c: number): number {
  for (const n of [a, b, c]) if (!Number.isSafeInteger(n)) throw new RangeError(`mulDivHalfUp needs integers, got ${n}`);
  if (c === 0) throw new RangeError('mulDivHalfUp: division by zero');
  const num = BigInt(a) * BigInt(b);
  const den = BigInt(c);
  const negative = num < 0n !== den < 0n;
  const n = num < 0n ? -num : num;
  const d = den < 0n ? -den : den;
  const q = (2n * n + d) / (2n * d);
  return Number(negative ? -q : q);
}

/** A percent with at most 3 decimals (9.975) as thousandths of a percent (9975). */
function milliPercent(percent: number): number {
  const milli = Math.round(percent * 1000);
  if (!Number.isFinite(percent) || Math.abs(milli - percent * 1000) > 1e-6) {
    throw new RangeError(`percent must have at most 3 decimals, got ${percent}`);
  }
  return milli;
}

/** `percent` % of an amount, rounded half-up to the cent: `percentOf(1000, 9.975) === 100`. */
export function percentOf(cents: Cents, percent: number): Cents {
  assertCents(cents);
  return mulDivHalfUp(cents, milliPercent(percent), 100_000);
}

/** Sum of amounts in cents. */
export function sumCents(values: Iterable<Cents>): Cents {
  let total = 0;
  for (const v of values) {
    assertCents(v);
    total += v;
  }
  return total;
}

/** `value` kept within `[min, max]`. */
export function clampCents(value: Cents, min: Cents, max: Cents): Cents {
  return Math.min(Math.max(value, min), max);
}

// 12 significant digits remove binary noise such as 1.005 * 100 = 100.49999999999999.
const scaled = (dollars: number): number => Number((dollars * 100).toPrecision(12));

/** A decimal dollar amount (as stored by legacy data) to cents, half-up: 1.005 → 101. */
export function dollarsToCents(dollars: number): Cents {
  if (!Number.isFinite(dollars)) throw new RangeError(`not an amount: ${dollars}`);
  const s = scaled(dollars);
  return Math.sign(s) * Math.round(Math.abs(s)) || 0;
}

/** Cents as a plain decimal string for forms and CSV (`1250` → `12.50`), no symbol. */
export function centsToDecimal(cents: Cents): string {
  assertCents(cents);
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** Cents as a person types them in a form field of the language (`1250` → `12.50`, `12,50`), no symbol. */
export function moneyInputText(cents: Cents, lang: Lang): string {
  const text = centsToDecimal(cents);
  return lang === 'fr' ? text.replace('.', ',') : text;
}

/**
 * Parses what a person types or what `formatMoney` prints: `12.50`, `$12.50`, `1,234.50` in
 * English; `12,50 $`, `1 234,50 $` in French; `12` or `12.5` in both. At most 2 decimals.
 * Returns null when the text is not an amount.
 */
export function parseMoney(text: string, lang: Lang): Cents | null {
  let s = text.replace(/[\s\u00a0\u202f$]/g, '');
  const negative = s.startsWith('-');
  if (negative) s = s.slice(1);
  const [decimal, group] = lang === 'fr' ? [',', '.'] : ['.', ','];
  // In French the dot is also accepted as the decimal mark when no comma is present (12.50).
  if (lang === 'fr' && !s.includes(',') && /^\d+\.\d{1,2}$/.test(s)) s = s.replace('.', ',');
  const grouped = new RegExp(`^\\d{1,3}(\\${group}\\d{3})+(\\${decimal}\\d{1,2})?$`);
  const plain = new RegExp(`^\\d+(\\${decimal}\\d{1,2})?$`);
  if (!grouped.test(s) && !plain.test(s)) return null;
  const [whole = '0', frac = ''] = s.split(group).join('').split(decimal);
  const cents = Number(whole) * 100 + Number(frac.padEnd(2, '0'));
  if (!Number.isSafeInteger(cents)) return null;
  return negative ? -cents : cents;
}
