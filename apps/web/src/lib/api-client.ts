// The one fetch wrapper of the web app. Errors follow the API's single format
// ({ code, message, params }); the client translates `code` (errors namespace, later issues).
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
  lang?: Lang;
  signal?: AbortSignal;
}

/** Calls `/api${path}` with the session cookie; JSON in, JSON out. */
export async function apiFetch<T>(path: string, req: ApiRequest = {}): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (req.lang) headers['accept-language'] = req.lang === 'fr' ? 'fr-CA' : 'en-CA';
  if (req.body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(`/api${path}`, {
    method: req.method ?? 'GET',
    headers,
    credentials: 'same-origin',
    body: req.body === undefined ? null : JSON.stringify(req.body),
    signal: req.signal ?? null,
  });
  const text = await res.text();
  const data: unknown = text ? JSON.parse(text) : null;
  if (!res.ok) {
    throw new ApiError(res.status, isErrorBody(data) ? data : { code: 'http-error', message: res.statusText });
  }
  return data as T;
}
