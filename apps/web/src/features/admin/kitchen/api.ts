// The kitchen's day screens' calls (issue 16; ADR 247, 330): kitchen numbers, labels (PDF, streamed
// with progress), the route report and its import, the route planner and the mobile tags. The paths
// are written here only; JSON through apiFetch, files through `download` (fetch + ReadableStream:
// the bytes received are shown while a 2,000-label PDF arrives) and `uploadRouteFile` (multipart).
import { ApiError, apiFetch, type ApiErrorBody } from '../../../lib/api-client';
import type { Lang } from '../../../lib/paths';
import type { QueryClient } from '@tanstack/react-query';
import type {
  KitchenNumbersReply,
  LabelPrintsReply,
  MobileTagsReply,
  RouteDeliveriesReply,
  RoutificProjectsReply,
  RoutificStopsReply,
} from '@mijote/contracts';

/** The query string of a report: only the values given (an empty field is no parameter). */
export function reportQuery(values: Readonly<Record<string, string | number | boolean | null | undefined>>): string {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(values)) {
    if (v === undefined || v === null || v === '' || v === false) continue;
    q.set(k, String(v));
  }
  return q.toString();
}

/** Both dates or "Please enter dates" (back-office §5), checked before anything is sent. */
export function datesGiven(start: string, end: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(start) && /^\d{4}-\d{2}-\d{2}$/.test(end);
}

export interface DownloadProgress {
  /** bytes received so far */
  bytes: number;
  /** bytes expected, when the server said (content-length) */
  total: number | null;
  /** labels in the file (x-label-count), when a label sheet */
  labels: number | null;
}

export interface DownloadedFile {
  blob: Blob;
  name: string;
  labels: number | null;
}

const lang2 = (lang: Lang) => (lang === 'fr' ? 'fr-CA' : 'en-CA');

async function errorOf(res: Response): Promise<ApiError> {
  const body: unknown = await res.json().catch(() => null);
  const ok = typeof body === 'object' && body !== null && typeof (body as ApiErrorBody).code === 'string';
  return new ApiError(res.status, ok ? (body as ApiErrorBody) : { code: 'http-error', message: res.statusText });
}

/** The file name of a Content-Disposition header, else the fallback. */
export function fileNameOf(disposition: string | null, fallback: string): string {
  const m = /filename="?([^";]+)"?/i.exec(disposition ?? '');
  return m?.[1] ?? fallback;
}

/**
 * GETs a file from `/api{path}`, reading its stream chunk by chunk and telling `onProgress` the
 * bytes received. 204 (nothing to print) answers null; an error answer throws its ApiError.
 */
export async function download(
  path: string,
  opts: { lang: Lang; signal?: AbortSignal; fallbackName: string; onProgress?: (p: DownloadProgress) => void },
): Promise<DownloadedFile | null> {
  const res = await fetch(`/api${path}`, {
    credentials: 'same-origin',
    headers: { 'accept-language': lang2(opts.lang) },
    signal: opts.signal ?? null,
  });
  if (res.status === 204) return null;
  if (!res.ok) throw await errorOf(res);
  const length = Number(res.headers.get('content-length'));
  const count = res.headers.get('x-label-count');
  const labels = count !== null && /^\d+$/.test(count) ? Number(count) : null;
  const total = Number.isFinite(length) && length > 0 ? length : null;
  const type = res.headers.get('content-type') ?? 'application/octet-stream';
  const chunks: Uint8Array[] = [];
  let bytes = 0;
  opts.onProgress?.({ bytes, total, labels });
  if (res.body) {
    const reader = res.body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
      bytes += value.byteLength;
      opts.onProgress?.({ bytes, total, labels });
    }
  } else {
    const all = new Uint8Array(await res.arrayBuffer());
    chunks.push(all);
    bytes = all.byteLength;
    opts.onProgress?.({ bytes, total, labels });
  }
  return {
    blob: new Blob(chunks as BlobPart[], { type }),
    name: fileNameOf(res.headers.get('content-disposition'), opts.fallbackName),
    labels,
  };
}

/** Hands a file to the browser as a download. */
export function saveFile(file: { blob: Blob; name: string }): void {
  const url = URL.createObjectURL(file.blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = file.name;
  a.rel = 'noopener';
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

export interface ImportProblem {
  line: number;
  reason: string;
  value: string | null;
}

/** POSTs a route file (multipart `file`) to the route import; the session's CSRF token is required. */
export async function uploadRouteFile(
  path: string,
  file: Blob,
  fileName: string,
  opts: { lang: Lang; csrf: string | null },
): Promise<{ imported: number; importedAt: string }> {
  const data = new FormData();
  data.append('file', file, fileName);
  const headers: Record<string, string> = { accept: 'application/json', 'accept-language': lang2(opts.lang) };
  if (opts.csrf) headers['x-csrf-token'] = opts.csrf;
  const res = await fetch(`/api${path}`, { method: 'POST', body: data, headers, credentials: 'same-origin' });
  if (!res.ok) throw await errorOf(res);
  return (await res.json()) as { imported: number; importedAt: string };
}

/** The problem lines of a refused route file (`params.problems`), or none. */
export function importProblemsOf(err: unknown): ImportProblem[] {
  if (!(err instanceof ApiError) || err.code !== 'route-import-problems') return [];
  const list = err.params.problems;
  if (!Array.isArray(list)) return [];
  return list.filter((p): p is ImportProblem => typeof p === 'object' && p !== null && typeof (p as ImportProblem).line === 'number');
}

export { apiFetch };

// ---- the paths and reads of the kitchen's day (the screens name none: test/api-owners.test.ts) ----

/** The file and report paths (under /api); `q` is a reportQuery string. */
export const kitchenPaths = {
  kitchenNumbers: (source: string, q: string) => `/orders/kitchen-numbers/${source}?${q}`,
  labels: (source: string, q: string) => `/orders/print-labels/${source}?${q}`,
  labelPrints: (source: string, q: string) => `/orders/print-labels/${source}/prints?${q}`,
  routeDeliveries: (source: string, q: string) => `/orders/route-deliveries/${source}?${q}`,
  routeImport: (source: string, q: string) => `/orders/route-deliveries/${source}/import?${q}`,
  mobileTags: (q: string) => `/orders/bistro/mobile/tags?${q}`,
  mobileLabels: (q: string) => `/orders/bistro/mobile/labels?${q}`,
};

type ReadOptions = { signal?: AbortSignal; lang?: Lang };

export const fetchKitchenNumbers = (source: string, q: string, o: ReadOptions) =>
  apiFetch<KitchenNumbersReply>(kitchenPaths.kitchenNumbers(source, q), o);
export const fetchLabelPrints = (source: string, q: string, o: ReadOptions) =>
  apiFetch<LabelPrintsReply>(kitchenPaths.labelPrints(source, q), o);
export const fetchRouteDeliveries = (source: string, q: string, o: ReadOptions) =>
  apiFetch<RouteDeliveriesReply>(kitchenPaths.routeDeliveries(source, q), o);
export const fetchMobileTags = (q: string, o: ReadOptions) => apiFetch<MobileTagsReply>(kitchenPaths.mobileTags(q), o);
/** The mobile cafeterias (subsidies), for the bag tags' choice. */
export const fetchMobileSubsidies = <T>(signal?: AbortSignal) =>
  apiFetch<{ data: T[] }>('/admin/subsidies?page=1&limit=100&sort=name&sortDirection=asc&showMobile=true', { signal });
export const fetchRoutificProjects = (signal?: AbortSignal) => apiFetch<RoutificProjectsReply>('/routific/projects', { signal });
export const sendRoutificStops = (projectId: string, body: Record<string, unknown>, lang: Lang) =>
  apiFetch<RoutificStopsReply>(`/routific/projects/${encodeURIComponent(projectId)}/stops`, { method: 'POST', body, lang });
/** After a print: the print history of the source is read again. */
export const refreshLabelPrints = (client: QueryClient, source: string) =>
  client.invalidateQueries({ queryKey: ['admin', 'label-prints', source] });
