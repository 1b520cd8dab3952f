// The first screen's data of a full-client page, read on the server (ADR 216): the page's
// feature says what its first screen shows (its api.ts: keys and paths), this module only gives
// it the in-process reader and a fresh query client, and dehydrates what was read for the page.
// Nothing of the visitor (cookie, session, cart) is read: the HTML stays the same for everyone.
import { dehydrate, QueryClient, type DehydratedState } from '@tanstack/react-query';
import type { RouteHandle } from '../../lib/page-meta';
import type { Lang } from '../../lib/paths';
import { isOpenStoreKind } from '../../lib/stores';
import { prefetchStoreMenu, type ReadApi } from '../../features/store/api';
import type { FetchApi } from '../routes';

/** An API read that failed on the server: the query is left out and the page reads it itself. */
export class ServerReadError extends Error {
  constructor(
    readonly path: string,
    readonly status: number,
  ) {
    super(`GET /api${path} answered ${status}`);
    this.name = 'ServerReadError';
  }
}

/** `apiFetch`'s reads, through the render's in-process API (GET, no cookie). */
export function serverRead(fetchApi: FetchApi): ReadApi {
  return async <T>(path: string) => {
    const res = await fetchApi(`/api${path}`);
    if (res.status !== 200) throw new ServerReadError(path, res.status);
    return (await res.json()) as T;
  };
}

/** The pages whose first screen is read on the server, by the handle of their route. */
function prefetcherOf(handle: RouteHandle): ((client: QueryClient, lang: Lang, read: ReadApi) => Promise<void>) | null {
  const store = handle.store;
  if (handle.page === 'storeMenu' && store && isOpenStoreKind(store))
    return (client, lang, read) => prefetchStoreMenu(client, store, lang, read);
  return null;
}

export interface ServerQueries {
  /** The dehydrated queries that could be read (written into the page for the client). */
  state: DehydratedState;
  /** Every read succeeded: the page's first screen is whole in the HTML. */
  complete: boolean;
}

/**
 * Reads the first screen's queries of the page (by its deepest route handle: a store's layout
 * route names the menu too, its Review page must not read it), or undefined when the page has
 * none or nothing could be read.
 */
export async function serverQueries(
  handles: readonly RouteHandle[],
  lang: Lang,
  fetchApi: FetchApi | undefined,
): Promise<ServerQueries | undefined> {
  if (!fetchApi) return undefined;
  const deepest = handles.at(-1);
  const prefetch = deepest ? prefetcherOf(deepest) : null;
  if (!prefetch) return undefined;
  // no retries, nothing kept after the render (one client per request)
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity } } });
  try {
    await prefetch(client, lang, serverRead(fetchApi));
    const state = dehydrate(client);
    const complete = client.getQueryCache().findAll({ predicate: (q) => q.state.status !== 'success' }).length === 0;
    return state.queries.length ? { state, complete } : undefined;
  } finally {
    client.clear();
  }
}
