// A public form (customer-side §4, §5, §8; DESIGN.md "Forms"): labels above fields, inline
// errors in the page language, never colour only. Checks on submit (then live on the fields that
// failed), posts to /api/forms/{language}/{formName}, shows a 3 s confirmation and clears the
// form on success, a danger alert with the server's (translated) message on failure.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { captchaToken } from './captcha';
import type { SubmitFormReply } from '@mijote/contracts';
import { Alert } from './alert';
import { FormApiError, postForm } from './api';
import { UploadField, type UploadState } from './upload-field';
import { ALERT_MS, type FieldSpec, type PublicFormProps } from './types';
import { fieldErrorsFromIssues, validateField, validateForm, type FieldErrors, type ServerIssue } from './validation';

type Outcome = { kind: 'none' } | { kind: 'sending' } | { kind: 'success' } | { kind: 'failure'; message: string };

export interface FormViewProps extends PublicFormProps {
  /** Called after a successful submission (the footer lead form moves to its second step). */
  onSuccess?: (reply: SubmitFormReply, values: Record<string, string>) => void;
}

function readValues(form: HTMLFormElement, fields: readonly FieldSpec[]): Record<string, string | boolean> {
  const values: Record<string, string | boolean> = {};
  for (const f of fields) {
    if (f.type === 'file') continue;
    const el = form.elements.namedItem(f.name);
    if (el instanceof HTMLInputElement && el.type === 'checkbox') values[f.name] = el.checked;
    else if (el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement || el instanceof HTMLSelectElement)
      values[f.name] = el.value;
  }
  return values;
}

export function FormView(props: FormViewProps) {
  const { id, formName, lang, isBbCorp, fields, strings, upload, newsletter, extra, label, compact, onSuccess } = props;
  const formRef = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'none' });
  const [uploadState, setUploadState] = useState<UploadState>({ kind: 'idle' });
  const fileField = fields.find((f) => f.type === 'file');

  // the confirmation lasts 3 s (customer-side §9)
  useEffect(() => {
    if (outcome.kind !== 'success') return;
    const t = setTimeout(() => setOutcome({ kind: 'none' }), ALERT_MS);
    return () => clearTimeout(t);
  }, [outcome]);

  function fileError(state: UploadState): string | null {
    if (!fileField) return null;
    if (state.kind === 'done') return null;
    return fileField.required ? strings.required : null;
  }

  function recheck(field: FieldSpec) {
    if (!errors[field.name] || !formRef.current) return;
    const message = validateField(field, readValues(formRef.current, [field])[field.name] ?? '', strings);
    setErrors((e) => {
      const next = { ...e };
      if (message) next[field.name] = message;
      else delete next[field.name];
      return next;
    });
  }

  function focusFirst(errs: FieldErrors) {
    const first = fields.find((f) => errs[f.name]);
    if (first) document.getElementById(`${id}-${first.name}`)?.focus();
  }

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = e.currentTarget;
    if (outcome.kind === 'sending' || uploadState.kind === 'uploading') return;
    const values = readValues(form, fields);
    const errs = validateForm(
      fields.filter((f) => f.type !== 'file'),
      values,
      strings,
    );
    const fe = fileError(uploadState);
    if (fileField && fe) errs[fileField.name] = fe;
    setErrors(errs);
    if (Object.keys(errs).length > 0) {
      setOutcome({ kind: 'none' });
      focusFirst(errs);
      return;
    }

    const sent: Record<string, string> = {};
    const body: Record<string, unknown> = { language: lang, site: '21', isBbCorp, newsletter: newsletter ?? false };
    for (const f of fields) {
      const v = values[f.name];
      if (f.type === 'checkbox') body[f.name] = v === true;
      else if (typeof v === 'string' && v.trim() !== '') {
        body[f.name] = v.trim();
        sent[f.name] = v.trim();
      }
    }
    if (fileField && uploadState.kind === 'done') body[fileField.name] = uploadState.stored;
    Object.assign(body, extra);

    setOutcome({ kind: 'sending' });
    try {
      body['reCaptchaToken'] = await captchaToken(formName);
      const reply = await postForm(lang, formName, body);
      form.reset();
      setErrors({});
      setUploadState({ kind: 'idle' });
      setOutcome({ kind: 'success' });
      onSuccess?.(reply, sent);
    } catch (err) {
      if (err instanceof FormApiError) {
        if (err.code === 'validation-failed') {
          const issues = Array.isArray(err.params['issues']) ? (err.params['issues'] as ServerIssue[]) : [];
          const fieldErrs = fieldErrorsFromIssues(fields, issues, strings);
          setErrors(fieldErrs);
          setOutcome({ kind: 'failure', message: strings.fixFields });
          focusFirst(fieldErrs);
          return;
        }
        setOutcome({ kind: 'failure', message: strings.codes[err.code] ?? err.message });
        return;
      }
      setOutcome({ kind: 'failure', message: strings.codes['network'] ?? String(err) });
    }
  }

  const sending = outcome.kind === 'sending';
  return (
    <form
      ref={formRef}
      id={id}
      className={compact ? 'public-form public-form--compact' : 'public-form'}
      noValidate
      aria-label={label}
      onSubmit={(e) => void onSubmit(e)}
    >
      <div className="public-form__fields">
        {fields.map((f) =>
          f.type === 'file' && upload ? (
            <UploadField
              key={f.name}
              formId={id}
              field={f}
              strings={upload}
              error={errors[f.name]}
              requiredMark={strings.requiredMark}
              optional={strings.optional}
              state={uploadState}
              onState={(s) => {
                setUploadState(s);
                if (s.kind === 'done')
                  setErrors((e) => {
                    const next = { ...e };
                    delete next[f.name];
                    return next;
                  });
              }}
            />
          ) : (
            <Field key={f.name} formId={id} field={f} error={errors[f.name]} strings={strings} onEdit={() => recheck(f)} />
          ),
        )}
      </div>
      <div className="public-form__footer">
        <button type="submit" className="button button--primary" disabled={sending} aria-disabled={sending}>
          {sending ? strings.sending : strings.submit}
        </button>
      </div>
      <div className="public-form__outcome" aria-live="polite">
        {outcome.kind === 'success' && <Alert tone="success">{strings.success}</Alert>}
        {outcome.kind === 'failure' && <Alert tone="danger">{outcome.message}</Alert>}
      </div>
    </form>
  );
}

/** A field that failed is checked again as the visitor types (not on blur: a message that
 * disappears on blur moves the submit button under the pointer). */
function Field({
  formId,
  field,
  error,
  strings,
  onEdit,
}: {
  formId: string;
  field: FieldSpec;
  error: string | undefined;
  strings: PublicFormProps['strings'];
  onEdit: () => void;
}) {
  const id = `${formId}-${field.name}`;
  const describedBy = [field.hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
  const common = {
    id,
    name: field.name,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
    'aria-required': field.required ? true : undefined,
    onChange: onEdit,
  } as const;
  const className = ['field', `field--${field.type}`, field.half ? 'field--half' : null, error ? 'field--invalid' : null]
    .filter(Boolean)
    .join(' ');

  if (field.type === 'checkbox') {
    return (
      <div className={className}>
        <input {...common} type="checkbox" value="yes" />
        <label htmlFor={id}>{field.label}</label>
        {error && (
          <p id={`${id}-error`} className="field__error">
            <span aria-hidden="true">! </span>
            {error}
          </p>
        )}
      </div>
    );
  }

  let control;
  if (field.type === 'textarea') control = <textarea {...common} rows={5} maxLength={field.maxLength} />;
  else if (field.type === 'select')
    control = (
      <select {...common} defaultValue="">
        <option value="">{strings.chooseOne}</option>
        {field.options?.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    );
  else {
    const type = field.type === 'postalCode' ? 'text' : field.type;
    control = (
      <input
        {...common}
        type={type}
        autoComplete={field.autoComplete}
        inputMode={field.type === 'number' ? 'numeric' : undefined}
        min={field.min}
        max={field.max}
        maxLength={field.maxLength}
        autoCapitalize={field.type === 'postalCode' ? 'characters' : undefined}
      />
    );
  }
  return (
    <div className={className}>
      <label htmlFor={id}>
        {field.label}
        {field.required ? (
          <span className="field__required"> {strings.requiredMark}</span>
        ) : (
          <span className="field__optional"> {strings.optional}</span>
        )}
      </label>
      {field.hint && (
        <p id={`${id}-hint`} className="field__hint">
          {field.hint}
        </p>
      )}
      {control}
      {error && (
        <p id={`${id}-error`} className="field__error">
          <span aria-hidden="true">! </span>
          {error}
        </p>
      )}
    </div>
  );
}
