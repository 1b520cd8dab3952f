// Zod issues as the problem keys the forms show (lib/form-validation's texts), and the
// react-hook-form resolver built on them (ADR 205). Kept apart from ./schema-form so a page that
// only checks a value with a schema (Confirm's new address) does not load react-hook-form.
import { POSTAL_CODE_PATTERN, PHONE_PATTERN } from '@mijote/domain';
import type { FieldError, FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import type { ProblemKey } from '../form-validation';

const PROBLEMS: readonly string[] = [
  'required',
  'email',
  'passwordsMatch',
  'passwordTooShort',
  'postalCode',
  'phone',
  'tooLong',
  'invalid',
] satisfies ProblemKey[];
export const isProblem = (s: string): s is ProblemKey => PROBLEMS.includes(s);

/** What a zod issue (or a server issue built from one) asks the person to fix. */
export interface IssueLike {
  code: string;
  message?: string;
  format?: string;
  pattern?: string;
}

/**
 * The problem key of one issue. An empty value is always "required" (a required e-mail left empty
 * is not an invalid address); a refinement's message is already a key.
 */
export function problemOfIssue(issue: IssueLike, value: unknown): ProblemKey {
  if (typeof value === 'string' && value.trim() === '' && issue.code !== 'custom') return 'required';
  if (issue.message && isProblem(issue.message)) return issue.message;
  switch (issue.code) {
    case 'too_big':
      return 'tooLong';
    case 'too_small':
    case 'invalid_type':
      return 'required';
    case 'invalid_format':
      if (issue.format === 'email') return 'email';
      if (issue.pattern === String(POSTAL_CODE_PATTERN)) return 'postalCode';
      if (issue.pattern === String(PHONE_PATTERN)) return 'phone';
      return 'invalid';
    default:
      return 'invalid';
  }
}

export const valueAt = (values: unknown, path: readonly PropertyKey[]): unknown =>
  path.reduce<unknown>((v, k) => (v !== null && typeof v === 'object' ? (v as Record<PropertyKey, unknown>)[k] : undefined), values);

/** A form's schema, imported when the form is first checked: `() => import('./schemas').then((m) => m.X)`. */
export type SchemaLoader<TIn, TOut> = () => Promise<z.ZodType<TOut, TIn>>;

/**
 * react-hook-form's resolver for a zod schema whose messages are problem keys. (The stock
 * `@hookform/resolvers/zod` keeps only the issue's code and message, not the format or pattern
 * the keys are read from; this is its 20 lines.)
 */
export function schemaResolver<TIn extends FieldValues, TOut>(load: SchemaLoader<TIn, TOut>): Resolver<TIn, unknown, TOut> {
  let loading: Promise<z.ZodType<TOut, TIn>> | null = null;
  return async (values) => {
    // the schema's module (and zod) arrives on the first check, not with the page (ADR 230)
    loading ??= load().catch((err: unknown) => {
      loading = null; // a failed download is tried again at the next submit
      throw err;
    });
    const schema = await loading;
    const parsed = await schema.safeParseAsync(values);
    if (parsed.success) return { values: parsed.data, errors: {} };
    const errors: Record<string, FieldError> = {};
    for (const issue of parsed.error.issues) {
      const name = issue.path.map(String).join('.');
      errors[name] ??= { type: issue.code, message: problemOfIssue(issue as IssueLike, valueAt(values, issue.path)) };
    }
    return { values: {}, errors: errors as FieldErrors<TIn> };
  };
}
