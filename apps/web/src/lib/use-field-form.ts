// The state every sign-in and account form keeps (values, client problems, the field a server
// error points at), with the spec's behaviour in one place: a field's message clears as it is
// edited; a check that fails focuses the first field in error; a server code that belongs to a
// field (`email-taken` → e-mail) shows under it and focuses it. Messages come from the caller.
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { ApiError, errorText } from './api-client';
import { problemText, validate, type FieldProblems, type FieldRule } from './form-validation';

export interface FieldFormOptions<F extends string> {
  initial: Record<F, string>;
  /** The checks, in the order fields are focused. */
  rules: Partial<Record<F, FieldRule>>;
  /** Server error codes that belong to a field. */
  codeField?: Partial<Record<string, F>>;
  /** The DOM id of a field's input (focus). */
  idOf: (field: F) => string;
}

/**
 * The initial values, with what the visitor already typed into the server-rendered fields: a
 * page's scripts start after its first paint (ADR 344), and React keeps a field's typed text
 * while it hydrates but would reset it to the initial value on the next render (ADR 347).
 */
export function typedBeforeHydration<F extends string>(initial: Record<F, string>, idOf: (field: F) => string): Record<F, string> {
  if (typeof document === 'undefined') return initial;
  let out = initial;
  for (const field of Object.keys(initial) as F[]) {
    const el = document.getElementById(idOf(field));
    const typed = el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement ? el.value : '';
    if (typed !== '' && typed !== initial[field]) out = { ...out, [field]: typed };
  }
  return out;
}

export function useFieldForm<F extends string>(t: TFunction, opts: FieldFormOptions<F>) {
  const [values, setValues] = useState<Record<F, string>>(() => typedBeforeHydration(opts.initial, opts.idOf));
  const [problems, setProblems] = useState<FieldProblems<F>>({});
  const [serverField, setServerField] = useState<{ field: F; text: string } | null>(null);

  const focus = (field: F) => document.getElementById(opts.idOf(field))?.focus();

  return {
    values,
    setValues,
    /** Changes one value and clears that field's messages. */
    edit(field: F, value: string) {
      setValues((v) => ({ ...v, [field]: value }));
      if (problems[field]) setProblems((p) => ({ ...p, [field]: undefined }));
      if (serverField?.field === field) setServerField(null);
    },
    /** Runs the client checks; false (and the first field focused) when one fails. */
    check(): boolean {
      const found = validate(values, opts.rules);
      setProblems(found);
      setServerField(null);
      const first = (Object.keys(opts.rules) as F[]).find((f) => found[f]);
      if (first) focus(first);
      return !first;
    },
    /** The field a server error belongs to, or undefined. */
    fieldOf(err: unknown): F | undefined {
      return err instanceof ApiError ? opts.codeField?.[err.code] : undefined;
    },
    /**
     * The translated text of a server error; when it belongs to a field it is shown under it too
     * and the field gets the focus.
     */
    serverError(err: unknown): string {
      const text = errorText(t, err);
      const field = err instanceof ApiError ? opts.codeField?.[err.code] : undefined;
      if (field) {
        setServerField({ field, text });
        focus(field);
      }
      return text;
    },
    /** The message to show under a field (client problem first, then the server's). */
    error(field: F): string | undefined {
      return problemText(t, problems[field]) ?? (serverField?.field === field ? serverField.text : undefined);
    },
  };
}
