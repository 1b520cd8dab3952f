// The two calls of the public forms: POST /api/forms/{language}/{formName} (JSON) and
// POST /api/upload (multipart). A plain fetch: islands do not load the app's API client.
import type { FormName, SubmitFormReply, UploadReply } from '@mijote/contracts';

export class FormApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly params: Record<string, unknown>;
  constructor(status: number, code: string, message: string, params: Record<string, unknown> = {}) {
    super(message);
    this.name = 'FormApiError';
    this.status = status;
    this.code = code;
    this.params = params;
  }
}

const CSRF_KEY = 'mijote.csrf';

export async function readError(res: Response): Promise<FormApiError> {
  let body: unknown = null;
  try {
    body = await res.json();
  } catch {
    // not JSON (a proxy error page)
  }
  const b = body as { code?: unknown; message?: unknown; params?: unknown } | null;
  if (b && typeof b.code === 'string') {
    return new FormApiError(
      res.status,
      b.code,
      typeof b.message === 'string' ? b.message : res.statusText,
      (b.params as Record<string, unknown>) ?? {},
    );
  }
  return new FormApiError(res.status, res.status === 413 ? 'upload-too-large' : 'http-error', res.statusText || `HTTP ${res.status}`);
}

/** A signed-in visitor's writes need the session's CSRF token: ask the session check once. */
async function csrfToken(refresh: boolean): Promise<string | null> {
  try {
    const stored = sessionStorage.getItem(CSRF_KEY);
    if (stored && !refresh) return stored;
  } catch {
    // storage disabled
  }
  const res = await fetch('/api/accounts/me/status', {
    method: 'POST',
    credentials: 'same-origin',
    headers: { accept: 'application/json' },
  });
  if (!res.ok) return null;
  const token = ((await res.json()) as { csrfToken?: unknown }).csrfToken;
  if (typeof token !== 'string') return null;
  try {
    sessionStorage.setItem(CSRF_KEY, token);
  } catch {
    // storage disabled
  }
  return token;
}

function storedCsrf(): string | null {
  try {
    return sessionStorage.getItem(CSRF_KEY);
  } catch {
    return null;
  }
}

/** Sends once; on a CSRF refusal (a signed-in visitor) fetches the token and sends again. */
export async function send(build: (csrf: string | null) => RequestInit, url: string): Promise<Response> {
  const first = await fetch(url, build(storedCsrf()));
  if (first.status !== 403) return first;
  const err = await readError(first.clone());
  if (err.code !== 'csrf-failed') return first;
  const token = await csrfToken(true);
  return token ? fetch(url, build(token)) : first;
}

export async function postForm(lang: 'en' | 'fr', formName: FormName, body: Record<string, unknown>): Promise<SubmitFormReply> {
  const res = await send(
    (csrf) => ({
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json', accept: 'application/json', ...(csrf ? { 'x-csrf-token': csrf } : {}) },
      body: JSON.stringify(body),
    }),
    `/api/forms/${lang}/${formName}`,
  );
  if (!res.ok) throw await readError(res);
  return (await res.json()) as SubmitFormReply;
}

/** Uploads one CV; answers the stored file name (the first entry of the reply). */
export async function uploadFile(file: File, purpose: 'cv' | 'image'): Promise<string> {
  const res = await send((csrf) => {
    const data = new FormData();
    data.append('purpose', purpose);
    data.append('file', file, file.name);
    return {
      method: 'POST',
      credentials: 'same-origin',
      headers: { accept: 'application/json', ...(csrf ? { 'x-csrf-token': csrf } : {}) },
      body: data,
    };
  }, '/api/upload');
  if (!res.ok) throw await readError(res);
  const reply = (await res.json()) as UploadReply;
  const name = reply[0];
  if (typeof name !== 'string') throw new FormApiError(500, 'http-error', 'Unexpected reply');
  return name;
}
