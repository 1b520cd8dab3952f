// The shared input pieces of every operation (ADR 195): text, ids, dates, times, instants and
// free-form JSON. Every request schema of the contracts is built from these, so a NUL character,
// an id PostgreSQL cannot store, an impossible date or a time like 99:99 is a 400 at the edge for
// every operation, never a 500 from the database. `test/request-schemas.test.ts` walks the
// OpenAPI document and fails on a request field that does not use them.
import { z } from 'zod';

/** The largest id PostgreSQL's `integer` holds (2^31 − 1). */
export const INT32_MAX = 2_147_483_647;

/**
 * What a text field may contain: any Unicode text except NUL and the other C0 control characters
 * (tab, line feed and carriage return are allowed), DEL, and unpaired UTF-16 surrogates (not
 * encodable in UTF-8). PostgreSQL refuses NUL in text and in JSON.
 */
// eslint-disable-next-line no-control-regex -- the control characters are what it refuses
export const PLAIN_TEXT_PATTERN = /^(?:[^\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F\uD800-\uDFFF]|[\uD800-\uDBFF][\uDC00-\uDFFF])*$/;
/** The error message of a text that breaks PLAIN_TEXT_PATTERN. */
export const PLAIN_TEXT_MESSAGE = 'control characters (NUL…) and broken Unicode are not allowed';

/** True when `value` is text a field may hold (PLAIN_TEXT_PATTERN). */
export function isPlainText(value: string): boolean {
  return PLAIN_TEXT_PATTERN.test(value);
}

/** Any string field of a request: plain text (no control characters), not trimmed, at most `max`. */
export const SafeString = (max: number) => z.string().regex(PLAIN_TEXT_PATTERN, PLAIN_TEXT_MESSAGE).max(max);

/** Trimmed plain text of at most `max` characters (may be empty). */
export const Text = (max: number) => z.string().regex(PLAIN_TEXT_PATTERN, PLAIN_TEXT_MESSAGE).trim().max(max);

/** Trimmed plain text of 1 to `max` characters. */
export const RequiredText = (max: number) => Text(max).min(1);

/** Optional trimmed text where a blank value is the same as an absent one (form fields). */
export const OptionalText = (max: number) =>
  Text(max)
    .optional()
    .transform((v) => (v === '' ? undefined : v));

/** A database id in a JSON body: an integer from 1 to 2^31 − 1. */
export const Id = z.number().int().min(1).max(INT32_MAX);
/** An id or 0 ("a new one") in a JSON body. */
export const IdOrZero = z.number().int().min(0).max(INT32_MAX);
/** A database id in a path or query: digits read as an integer from 1 to 2^31 − 1. */
export const IdParam = z.coerce.number().int().min(1).max(INT32_MAX);
/** An id or 0 in a path or query. */
export const IdOrZeroParam = z.coerce.number().int().min(0).max(INT32_MAX);

/** A bounded integer in a JSON body (counts, cents): never past what PostgreSQL's integer holds. */
export const Int = (min: number, max: number) => z.number().int().min(min).max(Math.min(max, INT32_MAX));
/**
 * An amount of money in an answer: integer cents, and the OpenAPI description says so (the wire
 * keeps the spec's names — total, amount, tax1 — so the unit is in the schema; openapi-money test).
 */
export const Cents = (description = 'Cents') =>
  z
    .number()
    .int()
    .meta({ description: /cent/i.test(description) ? description : `${description}, in cents` });
/** A bounded integer in a path, a query or a form field sent as text. */
export const IntParam = (min: number, max: number) => z.coerce.number().int().min(min).max(Math.min(max, INT32_MAX));

/** The years a business date or instant may fall in. */
export const MIN_YEAR = 2000;
export const MAX_YEAR = 2099;
const yearInRange = (s: string) => {
  const y = Number(s.slice(0, 4));
  return y >= MIN_YEAR && y <= MAX_YEAR;
};
const YEAR_MESSAGE = `the year must be from ${MIN_YEAR} to ${MAX_YEAR}`;

/** A calendar date `yyyy-MM-dd` that exists (no 2026-13-45, no 2026-02-30), years 2000–2099. */
export const IsoDate = z.iso.date().refine(yearInRange, YEAR_MESSAGE);

/** A wall-clock time `HH:mm` from 00:00 to 23:59 (no 99:99, no 24:00). */
export const WallTime = z.iso.time({ precision: -1 });

/** An ISO 8601 instant with its offset (`2026-11-20T15:00:00Z`), a real date, years 2000–2099. */
export const Instant = z.iso.datetime({ offset: true }).refine(yearInRange, YEAR_MESSAGE);

/** A key of a free-form object: plain text, 1–64 characters. */
export const JsonKey = z.string().min(1).max(64).regex(PLAIN_TEXT_PATTERN, PLAIN_TEXT_MESSAGE);

/** A scalar of a free-form object: plain text, a finite number, a flag or null. */
export const JsonScalar = z.union([SafeString(2000), z.number().finite(), z.boolean(), z.null()]);

/** A flat free-form object (at most 50 keys of plain-text, number, flag or null values). */
export const JsonFlatObject = z.record(JsonKey, JsonScalar).refine((o) => Object.keys(o).length <= 50, 'at most 50 keys');

// ── values the server owns (ADR 371) ────────────────────────────────────────
// The spec's entities (customer-side §3) carry values the server computes or keeps itself: a cart
// item's `amount`, `taxable` and `allowGstTaxRebate`, a cart's `subTotal` and taxes, an address's
// delivery fees, an account's type and Century Dollar balance. A client that sends the object
// back is not refused for them: the field is accepted with a bounded type and never read.
const OWNED = 'Server-owned: accepted and ignored, the server uses its own value (ADR 371)';

/** A figure the server owns (cents or dollars, as a client echoes it): accepted, never read. */
export const OwnedNumber = z.number().min(-1_000_000_000).max(1_000_000_000).nullish().meta({ description: OWNED });
/** A flag the server owns (true/false or the spec's y/n): accepted, never read. */
export const OwnedFlag = z
  .union([z.boolean(), z.enum(['y', 'n', 'Y', 'N'])])
  .nullish()
  .meta({ description: OWNED });
/** A text the server owns: accepted, never read. */
export const OwnedText = (max = 200) => Text(max).nullish().meta({ description: OWNED });

/** The object without the given keys: how a request schema drops the server-owned fields it accepted. */
export function withoutKeys<K extends string>(keys: readonly K[]) {
  return <T extends object>(value: T): Omit<T, K> => {
    const out = { ...value } as Record<string, unknown>;
    for (const k of keys) delete out[k];
    return out as Omit<T, K>;
  };
}
