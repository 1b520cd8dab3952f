// Form fields of the full-client forms (sign-in screens, account): the label above the control,
// an optional hint, an inline error tied by aria-describedby and announced with a "!" mark in
// words as well as colour (DESIGN.md "Forms"). Every string comes from props.
import { forwardRef, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes } from 'react';

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

/**
 * `ref` reaches the input (react-hook-form's `register` reads and focuses a field through it). With
 * forwardRef, not React 19's ref prop: Preact, which runs the full client (ADR 230), passes a
 * function component its ref only through forwardRef.
 */
export type TextFieldProps = FieldBase & Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className'>;

export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { id, label, error, hint, optionalMark, className, ...input },
  ref,
) {
  return (
    <div className={['field', error ? 'field--invalid' : null, className].filter(Boolean).join(' ')}>
      <Label id={id} label={label} optionalMark={optionalMark} />
      {hint && (
        <p id={`${id}-hint`} className="field__hint">
          {hint}
        </p>
      )}
      <input
        ref={ref}
        id={id}
        type="text"
        {...input}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error, input['aria-describedby'])}
      />
      <FieldError id={id} error={error} />
    </div>
  );
});

export interface SelectOption {
  value: string;
  label: string;
}

export type SelectFieldProps = FieldBase &
  Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'className'> & { options: readonly SelectOption[] };

export const SelectField = forwardRef<HTMLSelectElement, SelectFieldProps>(function SelectField(
  { id, label, error, hint, optionalMark, className, options, ...select },
  ref,
) {
  return (
    <div className={['field', error ? 'field--invalid' : null, className].filter(Boolean).join(' ')}>
      <Label id={id} label={label} optionalMark={optionalMark} />
      {hint && (
        <p id={`${id}-hint`} className="field__hint">
          {hint}
        </p>
      )}
      <select ref={ref} id={id} {...select} aria-invalid={error ? true : undefined} aria-describedby={describedBy(id, hint, error)}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      <FieldError id={id} error={error} />
    </div>
  );
});

export type CheckboxFieldProps = Omit<FieldBase, 'optionalMark'> & Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className' | 'type'>;

export const CheckboxField = forwardRef<HTMLInputElement, CheckboxFieldProps>(function CheckboxField(
  { id, label, error, hint, className, ...input },
  ref,
) {
  return (
    <div className={['field', 'field--checkbox', error ? 'field--invalid' : null, className].filter(Boolean).join(' ')}>
      <input
        ref={ref}
        id={id}
        type="checkbox"
        {...input}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
      />
      <label htmlFor={id}>{label}</label>
      {hint && (
        <p id={`${id}-hint`} className="field__hint field__hint--checkbox">
          {hint}
        </p>
      )}
      <FieldError id={id} error={error} />
    </div>
  );
});
