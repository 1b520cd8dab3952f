// Form fields of the full-client forms (sign-in screens, account): the label above the control,
// an optional hint, an inline error tied by aria-describedby and announced with a "!" mark in
// words as well as colour (DESIGN.md "Forms"). Every string comes from props.
import type { InputHTMLAttributes, ReactNode, Ref, SelectHTMLAttributes } from 'react';

interface FieldBase {
  id: string;
  label: ReactNode;
  /** Translated error text, shown under the control. */
  error?: string | null | undefined;
  hint?: ReactNode;
  /** "(optional)" text shown after the label of an optional field (required fields are unmarked). */
  optionalMark?: string | undefined;
  className?: string;
}

function describedBy(id: string, hint: unknown, error: unknown, extra?: string): string | undefined {
  return [extra, hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
}

function FieldError({ id, error }: { id: string; error: string | null | undefined }) {
  if (!error) return null;
  return (
    <p id={`${id}-error`} className="field__error">
      <span aria-hidden="true">! </span>
      {error}
    </p>
  );
}

function Label({ id, label, optionalMark }: { id: string; label: ReactNode; optionalMark?: string | undefined }) {
  return (
    <label htmlFor={id}>
      {label}
      {optionalMark && <span className="field__optional"> {optionalMark}</span>}
    </label>
  );
}

/** `ref` reaches the input (react-hook-form's `register` focuses a field in error through it). */
export type TextFieldProps = FieldBase & Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className'> & { ref?: Ref<HTMLInputElement> };

export function TextField({ id, label, error, hint, optionalMark, className, ...input }: TextFieldProps) {
  return (
    <div className={['field', error ? 'field--invalid' : null, className].filter(Boolean).join(' ')}>
      <Label id={id} label={label} optionalMark={optionalMark} />
      {hint && (
        <p id={`${id}-hint`} className="field__hint">
          {hint}
        </p>
      )}
      <input
        id={id}
        type="text"
        {...input}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error, input['aria-describedby'])}
      />
      <FieldError id={id} error={error} />
    </div>
  );
}

export interface SelectOption {
  value: string;
  label: string;
}

export type SelectFieldProps = FieldBase &
  Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'className'> & { options: readonly SelectOption[]; ref?: Ref<HTMLSelectElement> };

export function SelectField({ id, label, error, hint, optionalMark, className, options, ...select }: SelectFieldProps) {
  return (
    <div className={['field', error ? 'field--invalid' : null, className].filter(Boolean).join(' ')}>
      <Label id={id} label={label} optionalMark={optionalMark} />
      {hint && (
        <p id={`${id}-hint`} className="field__hint">
          {hint}
        </p>
      )}
      <select id={id} {...select} aria-invalid={error ? true : undefined} aria-describedby={describedBy(id, hint, error)}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      <FieldError id={id} error={error} />
    </div>
  );
}

export type CheckboxFieldProps = Omit<FieldBase, 'optionalMark'> &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className' | 'type'> & { ref?: Ref<HTMLInputElement> };

export function CheckboxField({ id, label, error, hint, className, ...input }: CheckboxFieldProps) {
  return (
    <div className={['field', 'field--checkbox', error ? 'field--invalid' : null, className].filter(Boolean).join(' ')}>
      <input id={id} type="checkbox" {...input} aria-invalid={error ? true : undefined} aria-describedby={describedBy(id, hint, error)} />
      <label htmlFor={id}>{label}</label>
      {hint && (
        <p id={`${id}-hint`} className="field__hint field__hint--checkbox">
          {hint}
        </p>
      )}
      <FieldError id={id} error={error} />
    </div>
  );
}
