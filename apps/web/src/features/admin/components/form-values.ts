// A record's fields as a form shows them (text in the inputs, money in the language's decimal
// format) and back: the body a save posts is the record as GET answered it with the form's values
// over it (ADR 246, back-office §7 "save"). Money goes through the domain (`moneyInputText`,
// `parseMoney`); nothing here computes an amount.
import { moneyInputText, parseMoney } from '@mijote/domain';
import type { Lang } from '../../../lib/paths';
import type { FieldDef } from './collection';

export type FormValues = Record<string, string | boolean>;
export type FieldProblem = 'required' | 'invalid' | 'tooLong' | 'tooSmall' | 'tooBig' | 'money' | 'conflict';
export type FieldProblems = Record<string, FieldProblem>;

export function toFormValues(record: Record<string, unknown>, fields: readonly FieldDef[], lang: Lang): FormValues {
  const out: FormValues = {};
  for (const f of fields) {
    const v = record[f.name];
    if (f.kind === 'checkbox') out[f.name] = v === true;
    else if (v === null || v === undefined) out[f.name] = '';
    else if (f.kind === 'cents' && typeof v === 'number') out[f.name] = moneyInputText(v, lang);
    else if (f.kind === 'weekdays' && Array.isArray(v)) out[f.name] = v.join(',');
    else out[f.name] = String(v);
  }
  return out;
}

/** The body to post, or the problems of the fields that cannot be sent as they are. */
export function toBody(
  record: Record<string, unknown>,
  values: FormValues,
  fields: readonly FieldDef[],
  lang: Lang,
): { body: Record<string, unknown>; problems: FieldProblems } {
  const body: Record<string, unknown> = { ...record };
  const problems: FieldProblems = {};
  for (const f of fields) {
    const raw = values[f.name];
    if (f.kind === 'checkbox') {
      body[f.name] = raw === true;
      continue;
    }
    if (f.kind === 'weekdays') {
      const days = typeof raw === 'string' && raw ? raw.split(',').map(Number) : [];
      body[f.name] = [...new Set(days)].filter((d) => (f.days ?? []).includes(d)).sort((a, b) => a - b);
      continue;
    }
    const text = typeof raw === 'string' ? raw.trim() : '';
    if (text === '') {
      if (f.required) problems[f.name] = 'required';
      body[f.name] = f.nullable ? null : '';
      continue;
    }
    if (f.max !== undefined && f.kind !== 'number' && text.length > f.max) problems[f.name] = 'tooLong';
    if (f.kind === 'number' || f.kind === 'franchise' || (f.kind === 'select' && f.numeric)) {
      const n = Number(text);
      if (!/^-?\d+$/.test(text) || !Number.isSafeInteger(n)) problems[f.name] = 'invalid';
      else if (f.min !== undefined && n < f.min) problems[f.name] = 'tooSmall';
      else if (f.max !== undefined && n > f.max) problems[f.name] = 'tooBig';
      body[f.name] = n;
    } else if (f.kind === 'cents') {
      const cents = parseMoney(text, lang);
      if (cents === null || cents < 0) problems[f.name] = 'money';
      body[f.name] = cents;
    } else body[f.name] = text;
  }
  return { body, problems };
}

interface Issue {
  path?: string;
  code?: string;
}

/** The API's validation issues (`body.Day`, zod's codes) as the form's problems, by field. */
export function problemsFromIssues(issues: unknown, fields: readonly FieldDef[]): FieldProblems {
  const out: FieldProblems = {};
  if (!Array.isArray(issues)) return out;
  for (const issue of issues as Issue[]) {
    const name = String(issue.path ?? '')
      .split('.')
      .find((part) => fields.some((f) => f.name === part));
    if (!name || out[name]) continue;
    out[name] = issue.code === 'too_big' ? 'tooBig' : issue.code === 'too_small' ? 'tooSmall' : 'invalid';
  }
  return out;
}
