// A record's fields as a form shows them (text in the inputs, money in the language's decimal
// format) and back: the body a save posts is the record as GET answered it with the form's values
// over it (ADR 246, back-office §7 "save"). Money goes through the domain (`moneyInputText`,
// `parseMoney`), and so do decimals (`formatDecimal`, `parseDecimal`); nothing here computes an amount. A field may name a path into the record
// (`MultiCodeAddress.Province`, `Translations.fr.Title`: the French entry of an array of
// per-language records), ADR 310.
import { formatDecimal, moneyInputText, parseDecimal, parseMoney } from '@mijote/domain';
import type { Lang } from '../../../lib/paths';
import type { FieldDef } from './collection';

export type FormValues = Record<string, string | boolean>;
export type FieldProblem = 'required' | 'invalid' | 'tooLong' | 'tooSmall' | 'tooBig' | 'money' | 'decimal' | 'conflict';
export type FieldProblems = Record<string, FieldProblem>;

const LANGUAGE_KEYS = new Set(['en', 'fr']);

/** The field's key in texts, ids and problems: its path with `_` for the dots. */
export const fieldKey = (name: string): string => name.replace(/\./g, '_');

type Bag = Record<string, unknown>;

/** The value at a field's path (undefined when a step is missing). */
export function readPath(record: unknown, name: string): unknown {
  let at: unknown = record;
  for (const part of name.split('.')) {
    if (Array.isArray(at) && LANGUAGE_KEYS.has(part)) at = (at as Bag[]).find((x) => x?.LanguageCd === part);
    else if (at !== null && typeof at === 'object') at = (at as Bag)[part];
    else return undefined;
  }
  return at;
}

/** The concrete path of a field in a record (`Translations.fr.Title` → `Translations.1.Title`), to match the API's issues. */
function concretePath(record: unknown, name: string): string {
  let at: unknown = record;
  const out: string[] = [];
  for (const part of name.split('.')) {
    if (Array.isArray(at) && LANGUAGE_KEYS.has(part)) {
      const i = (at as Bag[]).findIndex((x) => x?.LanguageCd === part);
      out.push(String(i));
      at = at[i];
    } else {
      out.push(part);
      at = at !== null && typeof at === 'object' ? (at as Bag)[part] : undefined;
    }
  }
  return out.join('.');
}

/** Writes a value at a field's path, copying what it changes (an entry of a missing language is added). */
export function writePath(record: Bag, name: string, value: unknown): Bag {
  const [head, ...rest] = name.split('.') as [string, ...string[]];
  if (rest.length === 0) return { ...record, [head]: value };
  const child = record[head];
  const [lang, ...tail] = rest as [string, ...string[]];
  if (LANGUAGE_KEYS.has(lang) && (Array.isArray(child) || child === undefined || child === null)) {
    const list = Array.isArray(child) ? [...(child as Bag[])] : [];
    const i = list.findIndex((x) => x?.LanguageCd === lang);
    const entry = i >= 0 ? (list[i] as Bag) : { LanguageCd: lang };
    const next = tail.length === 0 ? entry : writePath(entry, tail.join('.'), value);
    if (i >= 0) list[i] = next;
    else list.push(next);
    return { ...record, [head]: list };
  }
  const obj = child !== null && typeof child === 'object' ? (child as Bag) : {};
  return { ...record, [head]: writePath(obj, rest.join('.'), value) };
}

/** amount: whether the field holds cents (its unit field says so), else a whole number. */
function isCents(f: FieldDef, unit: unknown): boolean {
  return f.kind === 'cents' || (f.kind === 'amount' && unit === f.centsWhen);
}

export function toFormValues(record: Record<string, unknown>, fields: readonly FieldDef[], lang: Lang): FormValues {
  const out: FormValues = {};
  for (const f of fields) {
    if (f.kind === 'custom') continue; // its editor holds its value (toBody's `custom`)
    const v = readPath(record, f.name);
    const unit = f.unitField ? readPath(record, f.unitField) : undefined;
    if (f.kind === 'checkbox') out[f.name] = v === true;
    else if (v === null || v === undefined) out[f.name] = '';
    else if (isCents(f, unit) && typeof v === 'number') out[f.name] = moneyInputText(v, lang);
    else if (f.kind === 'decimal' && typeof v === 'number') out[f.name] = formatDecimal(v, lang);
    else if (f.kind === 'weekdays' && Array.isArray(v)) out[f.name] = v.join(',');
    else out[f.name] = String(v);
  }
  return out;
}

/**
 * The body to post, or the problems of the fields that cannot be sent as they are. `custom`: the
 * values of the custom fields' editors, by field (a field left out keeps the record's value).
 */
export function toBody(
  record: Record<string, unknown>,
  values: FormValues,
  fields: readonly FieldDef[],
  lang: Lang,
  custom: Readonly<Record<string, unknown>> = {},
): { body: Record<string, unknown>; problems: FieldProblems } {
  let body: Record<string, unknown> = { ...record };
  const problems: FieldProblems = {};
  for (const f of fields) {
    const raw = values[f.name];
    const set = (v: unknown) => (body = writePath(body, f.name, v));
    if (f.kind === 'custom') {
      if (f.name in custom) set(custom[f.name]);
      continue;
    }
    if (f.kind === 'checkbox') {
      set(raw === true);
      continue;
    }
    if (f.kind === 'weekdays') {
      const days = typeof raw === 'string' && raw ? raw.split(',').map(Number) : [];
      set([...new Set(days)].filter((d) => (f.days ?? []).includes(d)).sort((a, b) => a - b));
      continue;
    }
    const text = typeof raw === 'string' ? raw.trim() : '';
    if (text === '') {
      if (f.required) problems[f.name] = 'required';
      set(f.nullable ? null : '');
      continue;
    }
    if (f.max !== undefined && f.kind !== 'number' && f.kind !== 'decimal' && f.kind !== 'amount' && text.length > f.max)
      problems[f.name] = 'tooLong';
    const unit = f.unitField ? values[f.unitField] : undefined;
    if (isCents(f, unit)) {
      const cents = parseMoney(text, lang);
      if (cents === null || cents < 0) problems[f.name] = 'money';
      set(cents);
    } else if (f.kind === 'decimal') {
      const n = parseDecimal(text, lang, f.decimals ?? 1);
      if (n === null) problems[f.name] = 'decimal';
      else if (f.min !== undefined && n < f.min) problems[f.name] = 'tooSmall';
      else if (f.max !== undefined && n > f.max) problems[f.name] = 'tooBig';
      set(n);
    } else if (f.kind === 'number' || f.kind === 'amount' || f.kind === 'franchise' || (f.kind === 'select' && f.numeric)) {
      const n = Number(text);
      if (!/^-?\d+$/.test(text) || !Number.isSafeInteger(n)) problems[f.name] = 'invalid';
      else if (f.min !== undefined && n < f.min) problems[f.name] = 'tooSmall';
      else if (f.max !== undefined && n > f.max) problems[f.name] = 'tooBig';
      set(n);
    } else set(text);
  }
  return { body, problems };
}

interface Issue {
  path?: string;
  code?: string;
}

/**
 * The API's validation issues (`body.Day`, `body.Translations.1.Title`, zod's codes) as the form's
 * problems, by field: the field whose path in the posted body the issue's path starts with.
 */
export function problemsFromIssues(issues: unknown, fields: readonly FieldDef[], body: unknown = {}): FieldProblems {
  const out: FieldProblems = {};
  if (!Array.isArray(issues)) return out;
  const paths = fields.map((f) => ({ name: f.name, path: concretePath(body, f.name) }));
  for (const issue of issues as Issue[]) {
    const path = String(issue.path ?? '').replace(/^(body|query|params)\./, '');
    const hit =
      paths.find((p) => path === p.path || path.startsWith(`${p.path}.`)) ??
      // a flat field named anywhere in the path (the first screens' convention)
      paths.find((p) => !p.name.includes('.') && path.split('.').includes(p.name));
    if (!hit || out[hit.name]) continue;
    out[hit.name] = issue.code === 'too_big' ? 'tooBig' : issue.code === 'too_small' ? 'tooSmall' : 'invalid';
  }
  return out;
}
