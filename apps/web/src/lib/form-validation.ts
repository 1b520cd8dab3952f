// Client-side checks of the sign-in and account forms, with the spec's messages (customer-side §5).
// The rules are the contracts' (the domain's e-mail and postal-code patterns, the lengths of
// `@mijote/contracts/plain`: no zod in these pages, ADR 230) so the browser and the API agree; the server
// checks again and its codes are mapped back to the fields (`fieldErrorsFromServer`).
import { EMAIL_MAX_LENGTH } from '@mijote/contracts/plain';
import { EMAIL_PATTERN, PASSWORD_MIN_LENGTH, passwordLength, PHONE_PATTERN, POSTAL_CODE_PATTERN } from '@mijote/domain';
import type { TFunction } from 'i18next';
import { ApiError } from './api-client';

export type ProblemKey = 'required' | 'email' | 'passwordsMatch' | 'passwordTooShort' | 'postalCode' | 'phone' | 'tooLong' | 'invalid';

export interface FieldRule {
  required?: boolean;
  kind?: 'email' | 'postalCode' | 'phone' | 'newPassword';
  max?: number;
  /** The field must equal this other field (password confirmation). */
  sameAs?: string;
}

export type FieldProblems<K extends string = string> = Partial<Record<K, ProblemKey>>;

/** The problem of one value, or null. Empty optional fields are fine. */
export function checkValue(raw: string, rule: FieldRule, values: Readonly<Record<string, string>> = {}): ProblemKey | null {
  const value = rule.kind === 'newPassword' ? raw : raw.trim();
  if (value.trim() === '') return rule.required ? 'required' : null;
  if (rule.max !== undefined && value.length > rule.max) return 'tooLong';
  switch (rule.kind) {
    case 'email':
      if (value.length > EMAIL_MAX_LENGTH || !EMAIL_PATTERN.test(value)) return 'email';
      break;
    case 'postalCode':
      if (!POSTAL_CODE_PATTERN.test(value)) return 'postalCode';
      break;
    case 'phone':
      if (!PHONE_PATTERN.test(value)) return 'phone';
      break;
    case 'newPassword': {
      // the domain's length rule (ADR 082); the server also refuses common passwords
      const length = passwordLength(value);
      if (length !== 'ok') return length === 'too-short' ? 'passwordTooShort' : 'tooLong';
      break;
    }
  }
  if (rule.sameAs !== undefined && value !== (values[rule.sameAs] ?? '')) return 'passwordsMatch';
  return null;
}

/** Checks every field that has a rule; the problems by field (empty: the form can be sent). */
export function validate<K extends string>(values: Readonly<Record<K, string>>, rules: Partial<Record<K, FieldRule>>): FieldProblems<K> {
  const out: FieldProblems<K> = {};
  for (const [name, rule] of Object.entries(rules) as [K, FieldRule | undefined][]) {
    if (!rule) continue;
    const problem = checkValue(values[name] ?? '', rule, values);
    if (problem) out[name] = problem;
  }
  return out;
}

/** The translated text of a problem (namespace `account`, key `validation.<problem>`). */
export function problemText(t: TFunction, problem: ProblemKey | null | undefined): string | undefined {
  if (!problem) return undefined;
  return problem === 'passwordTooShort'
    ? t('errors:codes.password-too-weak', { min: PASSWORD_MIN_LENGTH })
    : t(`account:validation.${problem}`);
}

interface ServerIssue {
  path?: unknown;
  code?: unknown;
}

/**
 * Field problems from a 400 `validation-failed` reply: `params.issues[].path` (`body.Email`,
 * `body.BillingAddress.postalCode`) is mapped to the form's field names with `fields`.
 */
export function fieldErrorsFromServer<K extends string>(err: unknown, fields: Readonly<Record<string, K>>): FieldProblems<K> {
  if (!(err instanceof ApiError) || err.code !== 'validation-failed') return {};
  const issues = Array.isArray(err.params['issues']) ? (err.params['issues'] as ServerIssue[]) : [];
  const out: FieldProblems<K> = {};
  for (const issue of issues) {
    if (typeof issue.path !== 'string') continue;
    const path = issue.path.replace(/^body\./, '');
    const name = fields[path];
    if (!name || out[name]) continue;
    const code = typeof issue.code === 'string' ? issue.code : '';
    const leaf = path.split('.').pop() ?? '';
    if (code === 'too_big') out[name] = 'tooLong';
    else if (code === 'invalid_format' && /email/i.test(leaf)) out[name] = 'email';
    else if (code === 'invalid_format' && /postal/i.test(leaf)) out[name] = 'postalCode';
    else out[name] = 'required';
  }
  return out;
}
