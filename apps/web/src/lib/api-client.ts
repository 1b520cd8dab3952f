// The one fetch wrapper of the web app. Errors follow the API's single format
// ({ code, message, params }); the client translates `code` (namespace `errors`, `errorText`).
// Cookie sessions: every non-GET request sends the session's CSRF token (ADR 084), which the
// session layer (lib/session) sets from the login, sign-up and status replies.
import type { TFunction } from 'i18next';
import type { Lang } from './paths';

export interface ApiErrorBody {
  code: string;
  message: string;
  params?: Record<string, unknown>;
}

export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly params: Record<string, unknown>;
  constructor(status: number, body: ApiErrorBody) {
    super(body.message);
    this.name = 'ApiError';
    this.status = status;
    this.code = body.code;
    this.params = body.params ?? {};
  }
}

function isErrorBody(v: unknown): v is ApiErrorBody {
  return typeof v === 'object' && v !== null && typeof (v as ApiErrorBody).code === 'string';
}

export interface ApiRequest {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  /** a multipart body (an upload); the browser writes its content type */
  form?: FormData;
  lang?: Lang;
  signal?: AbortSignal;
  headers?: Record<string, string>;
  /** reads the answer's headers (a page's `Link`, ADR 391) before its body is returned */
  onHeaders?: (headers: Headers) => void;
}

let csrfToken: string | null = null;
let onUnauthorized: ((path: string) => void) | null = null;

/** The CSRF token of the current session (null when signed out). */
export function setCsrfToken(token: string | null): void {
  csrfToken = token;
}

/** Called on any 401 answer (the session layer marks the session expired). */
export function setUnauthorizedHandler(handler: ((path: string) => void) | null): void {
  onUnauthorized = handler;
}

/** Calls `/api${path}` with the session cookie; JSON in, JSON out. */
export async function apiFetch<T>(path: string, req: ApiRequest = {}): Promise<T> {
  const method = req.method ?? 'GET';
  const headers: Record<string, string> = { accept: 'application/json', ...req.headers };
  if (req.lang) headers['accept-language'] = req.lang === 'fr' ? 'fr-CA' : 'en-CA';
  if (req.body !== undefined) headers['content-type'] = 'application/json';
  if (method !== 'GET' && csrfToken) headers['x-csrf-token'] = csrfToken;
  const res = await fetch(`/api${path}`, {
    method,
    headers,
    credentials: 'same-origin',
    body: req.form ?? (req.body === undefined ? null : JSON.stringify(req.body)),
    signal: req.signal ?? null,
  });
  const text = await res.text();
  let data: unknown;
  try {
    data = text ? JSON.parse(text) : null;
  } catch {
    data = null; // a proxy's HTML error page
  }
  if (!res.ok) {
    if (res.status === 401) onUnauthorized?.(path);
    throw new ApiError(res.status, isErrorBody(data) ? data : { code: 'http-error', message: res.statusText });
  }
  req.onHeaders?.(res.headers);
  return data as T;
}

/** The translated text of an error (an API error code, a network failure, anything else). */
export function errorText(t: TFunction, err: unknown): string {
  if (err instanceof ApiError) {
    // every code of ERROR_CODES has a text (test i18n); anything else (a proxy's 502) is generic
    // a back-office code's text is in the admin namespace (STAFF_ERROR_CODES), loaded with that area
    const text = t([`errors:codes.${err.code}`, `admin:errorCodes.${err.code}`], err.params);
    return text.startsWith('~') ? t('errors:unknown') : text;
  }
  if (err instanceof TypeError) return t('errors:network');
  return t('errors:unknown');
}
