// Postal-code matching (customer-side §5, back-office §3; ADR 030). A code is matched once it has
// at least 6 characters; the match falls back by dropping trailing characters, down to the
// 3-character forward sortation area. The longest match wins.
export const MIN_POSTAL_CODE_LENGTH = 6;
export const MIN_POSTAL_PREFIX_LENGTH = 3;

/**
 * A complete Canadian postal code as people type it: 'H9B 1A1', 'h9b1a1', 'H9B-1A1' (the letters
 * Canada Post uses in each place). The address forms, the public forms and the API check this one.
 */
export const POSTAL_CODE_PATTERN = /^[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z][ -]?\d[ABCEGHJ-NPRSTV-Z]\d$/i;

/** Upper case, no spaces, dashes or leading '#': ' h9r 1a1' → 'H9R1A1'. */
export function normalizePostalCode(code: string): string {
  return code.replace(/^\s*#/, '').replace(/[\s-]/g, '').toUpperCase();
}

export interface ServedPostalCode {
  code: string;
  /** the bistro serving it, for retail codes */
  franchiseId?: number | null;
}

/** The served codes matching `input` at the longest prefix; empty when too short or unserved. */
export function matchPostalCode<T extends ServedPostalCode>(input: string, served: readonly T[]): T[] {
  const code = normalizePostalCode(input);
  if (code.length < MIN_POSTAL_CODE_LENGTH) return [];
  const table = served.map((s) => ({ s, key: normalizePostalCode(s.code) }));
  for (let len = code.length; len >= MIN_POSTAL_PREFIX_LENGTH; len--) {
    const prefix = code.slice(0, len);
    const hits = table.filter((t) => t.key === prefix).map((t) => t.s);
    if (hits.length > 0) return hits;
  }
  return [];
}

export function isServedArea(input: string, served: readonly ServedPostalCode[]): boolean {
  return matchPostalCode(input, served).length > 0;
}

/** A served area as staff enter it: 3 to 6 characters of a Canadian postal code (normalised: 'H9B', 'H9B1A'). */
const SERVED_PREFIX = /^[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z](?:\d(?:[ABCEGHJ-NPRSTV-Z]\d?)?)?$/;

/** The served-area code staff typed ('#h9b 1a' → 'H9B1A'), or null when it is no postal-code prefix of 3–6 characters. */
export function servedAreaCode(input: string): string | null {
  const code = normalizePostalCode(input);
  return SERVED_PREFIX.test(code) ? code : null;
}
