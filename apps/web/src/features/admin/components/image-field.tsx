// One image of a product, an article or a home banner (back-office §5: one JPEG of at most 4 MB,
// through POST /api/upload; ADR 270): the file is checked here first with the domain's rule
// (checkUpload), then sent; the stored name is saved at once with the record as `tempImage`
// (`onSave`), so the image shown is always the saved one. The server checks the bytes again:
// a PNG renamed .jpg is refused there with the same message.
import { checkUpload } from '@mijote/domain';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, errorText } from '../../../lib/api-client';
import { uploadImage } from '../api';
import { useAdminAlerts } from './alerts';

export function ImageField({
  id,
  imageUrl,
  alt,
  readOnly = false,
  csrf,
  noneText,
  onSave,
}: {
  /** what the slot shows without an image (default: the drawing products and articles show) */
  noneText?: string;
  id: string;
  /** the session's CSRF token (useAdminCsrf) */
  csrf: string | null;
  imageUrl: string | null;
  alt: string;
  readOnly?: boolean;
  /** saves the record with its new image (a stored upload name) or without one (null) */
  onSave(tempImage: string | null): Promise<void>;
}) {
  const { t } = useTranslation('admin');
  const alerts = useAdminAlerts();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  function messageOf(code: string): string {
    if (code === 'upload-wrong-type' || code === 'unsupported-media-type') return t('images.wrongType');
    if (code === 'upload-too-large' || code === 'payload-too-large') return t('images.tooLarge');
    return t('images.oneFile');
  }

  async function send() {
    const files = Array.from(input.current?.files ?? []);
    if (files.length === 0) return;
    const check = checkUpload('image', files);
    if (check !== 'ok') {
      setProblem(messageOf(check));
      if (input.current) input.current.value = '';
      return;
    }
    setProblem(null);
    setBusy(true);
    try {
      const stored = await uploadImage(files[0] as File, csrf);
      await onSave(stored);
      alerts.success('image-saved');
    } catch (err) {
      const text = err instanceof ApiError && err.code.startsWith('upload-') ? messageOf(err.code) : errorText(t, err);
      setProblem(text);
      alerts.danger(text);
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  }

  async function remove() {
    setBusy(true);
    try {
      await onSave(null);
      alerts.success('image-removed');
    } catch (err) {
      alerts.danger(errorText(t, err));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="admin-image">
      {imageUrl ? <img src={imageUrl} alt={alt} className="admin-image__preview" /> : <p>{noneText ?? t('images.none')}</p>}
      {!readOnly && (
        <>
          <label htmlFor={id}>{t('images.choose')}</label>
          <input
            ref={input}
            id={id}
            type="file"
            accept="image/jpeg,.jpg,.jpeg"
            disabled={busy}
            aria-describedby={`${id}-hint${problem ? ` ${id}-problem` : ''}`}
            aria-invalid={problem ? true : undefined}
            onChange={() => void send()}
          />
          <p className="admin-field__hint" id={`${id}-hint`}>
            {t('images.hint')}
          </p>
          {problem && (
            <p className="admin-field__problem" id={`${id}-problem`} role="alert">
              {problem}
            </p>
          )}
          {busy && <p role="status">{t('images.sending')}</p>}
          {imageUrl && (
            <button type="button" className="button button--ghost" disabled={busy} onClick={() => void remove()}>
              {t('images.remove')}
            </button>
          )}
        </>
      )}
    </div>
  );
}
