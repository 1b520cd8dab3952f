// The account and store forms of the full client: react-hook-form over a zod schema built from the
// contracts' own pieces (ADR 205), so the browser checks what the API checks and the submitted
// values are the contract body the schema outputs. The public islands cannot load either (ADR 173)
// and keep islands/form.
//
// The spec's behaviour in one place: nothing is checked before the first submit; a field's message
// clears as it is edited; a failed check focuses the first field in error; a server code that
// belongs to a field (`email-taken` → e-mail) shows under it and focuses it; a 400 whose issues
// name fields puts a message under each. Messages are problem keys (lib/form-validation), turned
// into text in the page language at render.
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useForm, type DefaultValues, type FieldError, type FieldValues, type Path } from 'react-hook-form';
import { ApiError, errorText } from '../api-client';
import { problemText } from '../form-validation';
import { isProblem, problemOfIssue, schemaResolver, valueAt, type SchemaLoader } from './problems';

interface ServerIssue {
  path?: unknown;
  code?: unknown;
}

export interface SchemaFormOptions<TIn extends FieldValues> {
  defaultValues: DefaultValues<TIn>;
  /** Server error codes that belong to a field. */
  codeField?: Partial<Record<string, Path<TIn>>>;
  /** Server issue paths (`body.Email` without `body.`) that are not the field's own name. */
  serverPath?: Partial<Record<string, Path<TIn>>>;
}

export function useSchemaForm<TIn extends FieldValues, TOut>(t: TFunction, schema: SchemaLoader<TIn, TOut>, opts: SchemaFormOptions<TIn>) {
  const [resolver] = useState(() => schemaResolver(schema));
  const form = useForm<TIn, unknown, TOut>({
    resolver,
    defaultValues: opts.defaultValues,
    mode: 'onSubmit',
    reValidateMode: 'onSubmit', // a message stays until the field is edited (then it clears) or the next submit
    shouldFocusError: true,
  });
  const { register, clearErrors, setError, formState } = form;

  /** The field a server answer points at: a code of `codeField`, or the issues of a 400. */
  function serverFields(err: unknown): { name: Path<TIn>; message: string }[] {
    if (!(err instanceof ApiError)) return [];
    const owner = opts.codeField?.[err.code];
    if (owner) return [{ name: owner, message: errorText(t, err) }];
    if (err.code !== 'validation-failed') return [];
    const issues = Array.isArray(err.params['issues']) ? (err.params['issues'] as ServerIssue[]) : [];
    return issues.flatMap((issue) => {
      if (typeof issue.path !== 'string') return [];
      const path = issue.path.replace(/^body\./, '');
      const name = opts.serverPath?.[path] ?? (path in (opts.defaultValues as object) ? (path as Path<TIn>) : undefined);
      return name
        ? [{ name, message: problemOfIssue({ code: typeof issue.code === 'string' ? issue.code : '' }, form.getValues(name)) }]
        : [];
    });
  }

  return {
    form,
    /** The input's props: the value, its ref (focus) and the message cleared as it is edited. */
    field(name: Path<TIn>) {
      return register(name, { onChange: () => formState.errors[name] && clearErrors(name) });
    },
    /**
     * A select's props, controlled by the form's value: registered only, the select showed its
     * first option instead of the default value in the test DOM (happy-dom, test/account-forms).
     */
    select(name: Path<TIn>) {
      return { ...register(name, { onChange: () => formState.errors[name] && clearErrors(name) }), value: form.watch(name) as string };
    },
    /** The translated message under a field. */
    error(name: Path<TIn>): string | undefined {
      const message = (valueAt(formState.errors, name.split('.')) as FieldError | undefined)?.message;
      if (!message) return undefined;
      return isProblem(message) ? problemText(t, message) : message;
    },
    /**
     * The text of a server error for the form's message. A code that belongs to a field, or a 400
     * that names fields, also shows under them and focuses the first.
     */
    serverError(err: unknown): string {
      const fields = serverFields(err);
      fields.forEach((f, i) => setError(f.name, { type: 'server', message: f.message }, { shouldFocus: i === 0 }));
      const owned = err instanceof ApiError && !!opts.codeField?.[err.code];
      return fields.length > 0 && !owned ? t('account:validation.fixFields') : errorText(t, err);
    },
  };
}
