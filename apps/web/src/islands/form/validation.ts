// Client-side checks of the public forms with the spec's messages (customer-side §5). The
// patterns are the domain's, the ones the contracts check with (packages/contracts src/forms.ts):
// an island cannot load zod (ADR 173), so it tests the same regular expressions. The server
// checks again.
import { EMAIL_PATTERN, PHONE_PATTERN, POSTAL_CODE_PATTERN } from '@mijote/domain';
import type { FieldSpec, FormStrings } from './types';

/** The error message of one field's value, or null when it is fine. */
export function validateField(field: FieldSpec, raw: string | boolean, strings: FormStrings): string | null {
  if (field.type === 'checkbox') return field.required && raw !== true ? strings.required : null;
  const value = typeof raw === 'string' ? raw.trim() : '';
  if (value === '') return field.required ? strings.required : null;
  if (field.maxLength !== undefined && value.length > field.maxLength) return strings.tooLong;
  switch (field.type) {
    case 'email':
      return EMAIL_PATTERN.test(value) && value.length <= 254 ? null : strings.email;
    case 'tel':
      return PHONE_PATTERN.test(value) ? null : strings.phone;
    case 'postalCode':
      return POSTAL_CODE_PATTERN.test(value) ? null : strings.postalCode;
    case 'number': {
      const n = Number(value);
      if (!Number.isInteger(n)) return strings.number;
      if ((field.min !== undefined && n < field.min) || (field.max !== undefined && n > field.max)) return strings.number;
      return null;
    }
    case 'select':
      return field.options && !field.options.some((o) => o.value === value) ? strings.invalid : null;
    default:
      return null;
  }
}

export type FieldErrors = Record<string, string>;

/** Checks every field; returns the errors by field name (empty when the form can be sent). */
export function validateForm(
  fields: readonly FieldSpec[],
  values: Readonly<Record<string, string | boolean>>,
  strings: FormStrings,
): FieldErrors {
  const errors: FieldErrors = {};
  for (const f of fields) {
    const message = validateField(f, values[f.name] ?? '', strings);
    if (message) errors[f.name] = message;
  }
  return errors;
}

export interface ServerIssue {
  path: string;
  code: string;
}

/** Field errors from a 400 `validation-failed` reply (`params.issues[].path` = `body.<field>`). */
export function fieldErrorsFromIssues(fields: readonly FieldSpec[], issues: readonly ServerIssue[], strings: FormStrings): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const name = issue.path.replace(/^body\./, '').split('.')[0] ?? '';
    const field = fields.find((f) => f.name === name);
    if (!field || errors[name]) continue;
    if (issue.code === 'required') errors[name] = strings.required;
    else if (issue.code === 'invalid-email' || field.type === 'email') errors[name] = strings.codes[issue.code] ?? strings.email;
    else if (field.type === 'tel') errors[name] = strings.phone;
    else if (field.type === 'postalCode') errors[name] = strings.postalCode;
    else errors[name] = strings.codes[issue.code] ?? strings.invalid;
  }
  return errors;
}
