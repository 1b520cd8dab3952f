// The forced password reset's dialog on a public page (loaded by islands/forced-reset only for an
// account that must change its password): non-dismissable (no close button, Escape does nothing,
// focus stays inside — components/ui/modal), the current password and a new one, checked here with
// the spec's messages and by the API (POST /accounts/{uuid}/password, which clears the flag), or
// "Log out". Every string comes from props.
import { passwordLength } from '@mijote/domain';
import { useState, type FormEvent } from 'react';
import { Modal } from '../components/ui/modal';
import { TextField } from '../components/ui/form-fields';
import { SESSION_EVENT, type SessionEventDetail } from '../lib/session/hint';
import type { IslandSession } from '../lib/session/status';
import { Alert } from './form/alert';
import '../styles/account.css';

export interface ForcedResetStrings {
  title: string;
  why: string;
  current: string;
  password: string;
  passwordHint: string;
  confirm: string;
  submit: string;
  saving: string;
  logout: string;
  required: string;
  tooShort: string;
  mismatch: string;
  /** The API's error codes of a password change, translated. */
  codes: Record<string, string>;
  unknown: string;
  network: string;
}

export interface ForcedResetDialogProps {
  id: string;
  session: IslandSession;
  strings: ForcedResetStrings;
  onDone(): void;
}

type Field = 'current' | 'password' | 'confirm';
const CODE_FIELD: Partial<Record<string, Field>> = {
  'current-password-invalid': 'current',
  'password-too-weak': 'password',
  'password-too-common': 'password',
  'passwords-mismatch': 'confirm',
};

export default function ForcedResetDialog({ id, session, strings: s, onDone }: ForcedResetDialogProps) {
  const [values, setValues] = useState<Record<Field, string>>({ current: '', password: '', confirm: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const fieldId = (f: Field) => `${id}-${f}`;

  function check(): Partial<Record<Field, string>> {
    const e: Partial<Record<Field, string>> = {};
    for (const f of ['current', 'password', 'confirm'] as const) if (values[f].trim() === '') e[f] = s.required;
    if (!e.password && passwordLength(values.password) === 'too-short') e.password = s.tooShort;
    if (!e.confirm && !e.password && values.confirm !== values.password) e.confirm = s.mismatch;
    return e;
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const found = check();
    setErrors(found);
    setProblem(null);
    const first = (['current', 'password', 'confirm'] as const).find((f) => found[f]);
    if (first) {
      document.getElementById(fieldId(first))?.focus();
      return;
    }
    setBusy(true);
    try {
      const res = await fetch(`/api/accounts/${encodeURIComponent(session.uuid)}/password`, {
        method: 'POST',
        credentials: 'same-origin',
        headers: { accept: 'application/json', 'content-type': 'application/json', 'x-csrf-token': session.csrfToken },
        body: JSON.stringify({ CurrentPassword: values.current, Password: values.password, Confirm: values.confirm }),
      });
      if (res.ok) {
        setValues({ current: '', password: '', confirm: '' });
        window.dispatchEvent(new CustomEvent<SessionEventDetail>(SESSION_EVENT, { detail: { signedIn: true } }));
        onDone();
        return;
      }
      const body = (await res.json().catch(() => null)) as { code?: unknown } | null;
      const code = typeof body?.code === 'string' ? body.code : '';
      const text = s.codes[code] ?? s.unknown;
      const field = CODE_FIELD[code];
      if (field) {
        setErrors({ [field]: text });
        document.getElementById(fieldId(field))?.focus();
      }
      setProblem(text);
    } catch {
      setProblem(s.network);
    } finally {
      setBusy(false);
    }
  }

  async function logout() {
    setBusy(true);
    try {
      await fetch('/api/accounts/me/logout', {
        method: 'POST',
        credentials: 'same-origin',
        headers: { accept: 'application/json', 'x-csrf-token': session.csrfToken },
      });
    } finally {
      window.location.reload();
    }
  }

  const edit = (f: Field) => (e: { currentTarget: HTMLInputElement }) => {
    const value = e.currentTarget.value;
    setValues((v) => ({ ...v, [f]: value }));
    setErrors((x) => ({ ...x, [f]: undefined }));
  };

  return (
    <Modal open id={id} title={s.title} dismissable={false} onClose={() => undefined} className="modal--session">
      <p id={`${id}-why`}>{s.why}</p>
      <form className="session-form" noValidate onSubmit={(e) => void onSubmit(e)}>
        <input type="email" name="username" autoComplete="username" value={session.email} readOnly hidden />
        <TextField
          id={fieldId('current')}
          type="password"
          label={s.current}
          autoComplete="current-password"
          value={values.current}
          onChange={edit('current')}
          error={errors.current}
          aria-required
        />
        <TextField
          id={fieldId('password')}
          type="password"
          label={s.password}
          hint={s.passwordHint}
          autoComplete="new-password"
          value={values.password}
          onChange={edit('password')}
          error={errors.password}
          aria-required
        />
        <TextField
          id={fieldId('confirm')}
          type="password"
          label={s.confirm}
          autoComplete="new-password"
          value={values.confirm}
          onChange={edit('confirm')}
          error={errors.confirm}
          aria-required
        />
        <div className="session-form__actions">
          <button type="submit" className="button button--primary" disabled={busy} aria-disabled={busy}>
            {busy ? s.saving : s.submit}
          </button>
          <button type="button" className="button button--ghost" onClick={() => void logout()} disabled={busy}>
            {s.logout}
          </button>
        </div>
        {problem && <Alert tone="danger">{problem}</Alert>}
      </form>
    </Modal>
  );
}
