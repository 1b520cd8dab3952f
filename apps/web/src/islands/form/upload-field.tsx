// The CV upload of the employment form (customer-side §4, §5, §8): one PDF ≤ 1 MB, checked here
// first, then POST /api/upload (purpose cv) which checks the content. States: uploading warning,
// complete (10 s alert) or 'Error: ' + message.
import { useEffect, useRef, useState } from 'react';
import { Alert } from './alert';
import { FormApiError, uploadFile } from './api';
import { CV_MAX_BYTES, UPLOAD_ALERT_MS, type FieldSpec, type UploadStrings } from './types';

export type UploadState =
  | { kind: 'idle' }
  | { kind: 'uploading'; fileName: string }
  | { kind: 'done'; fileName: string; stored: string; fresh: boolean }
  | { kind: 'error'; message: string };

/** The client check of a CV file: null when it may be sent, else the message (without 'Error: '). */
export function checkCv(files: readonly { name: string; type: string; size: number }[], strings: UploadStrings): string | null {
  if (files.length !== 1) return strings.oneFile;
  const f = files[0] as { name: string; type: string; size: number };
  const pdf = f.type === 'application/pdf' || (f.type === '' && /\.pdf$/i.test(f.name));
  if (!pdf || !/\.pdf$/i.test(f.name)) return strings.wrongType;
  if (f.size > CV_MAX_BYTES) return strings.tooLarge;
  return null;
}

export function uploadErrorMessage(err: unknown, strings: UploadStrings): string {
  if (err instanceof FormApiError) {
    if (err.code === 'upload-wrong-type' || err.code === 'unsupported-media-type') return strings.wrongType;
    if (err.code === 'upload-too-large' || err.code === 'payload-too-large') return strings.tooLarge;
    if (err.code === 'upload-one-file' || err.code === 'upload-missing') return strings.oneFile;
  }
  return strings.failed;
}

interface Props {
  formId: string;
  field: FieldSpec;
  strings: UploadStrings;
  error: string | undefined;
  requiredMark: string;
  optional: string;
  state: UploadState;
  onState: (s: UploadState) => void;
}

export function UploadField({ formId, field, strings, error, requiredMark, optional, state, onState }: Props) {
  const id = `${formId}-${field.name}`;
  const input = useRef<HTMLInputElement>(null);
  const [hideComplete, setHideComplete] = useState(false);

  useEffect(() => {
    if (state.kind !== 'done' || !state.fresh) return;
    setHideComplete(false);
    const t = setTimeout(() => setHideComplete(true), UPLOAD_ALERT_MS);
    return () => clearTimeout(t);
  }, [state]);

  async function onChange() {
    const files = Array.from(input.current?.files ?? []);
    if (files.length === 0) return;
    const problem = checkCv(files, strings);
    if (problem) {
      onState({ kind: 'error', message: problem });
      if (input.current) input.current.value = '';
      return;
    }
    const file = files[0] as File;
    onState({ kind: 'uploading', fileName: file.name });
    try {
      const stored = await uploadFile(file, 'cv');
      onState({ kind: 'done', fileName: file.name, stored, fresh: true });
    } catch (err) {
      onState({ kind: 'error', message: uploadErrorMessage(err, strings) });
      if (input.current) input.current.value = '';
    }
  }

  const describedBy = [field.hint ? `${id}-hint` : null, error ? `${id}-error` : null, `${id}-status`].filter(Boolean).join(' ');
  return (
    <div className={error ? 'field field--file field--invalid' : 'field field--file'}>
      <label htmlFor={id}>
        {field.label}
        {field.required ? <span className="field__required"> {requiredMark}</span> : <span className="field__optional"> {optional}</span>}
      </label>
      {field.hint && (
        <p id={`${id}-hint`} className="field__hint">
          {field.hint}
        </p>
      )}
      <input
        ref={input}
        id={id}
        name={field.name}
        type="file"
        accept="application/pdf,.pdf"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        disabled={state.kind === 'uploading'}
        onChange={() => void onChange()}
      />
      {error && (
        <p id={`${id}-error`} className="field__error">
          <span aria-hidden="true">! </span>
          {error}
        </p>
      )}
      <div id={`${id}-status`} className="upload-status" aria-live="polite">
        {state.kind === 'uploading' && <Alert tone="warning">{strings.uploading}</Alert>}
        {state.kind === 'error' && <Alert tone="danger">{strings.errorPrefix + state.message}</Alert>}
        {state.kind === 'done' && (
          <>
            {state.fresh && !hideComplete && <Alert tone="success">{strings.complete}</Alert>}
            <p className="upload-status__file">
              {strings.stored} <strong>{state.fileName}</strong>{' '}
              <button
                type="button"
                className="link-button"
                onClick={() => {
                  onState({ kind: 'idle' });
                  if (input.current) input.current.value = '';
                }}
              >
                {strings.remove}
              </button>
            </p>
          </>
        )}
      </div>
    </div>
  );
}
