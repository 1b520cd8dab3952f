// The query cache the server filled for the first page (ADR 216): the server render writes it as
// `<script type="application/json" id="query-state">` beside the router state, and both the
// server render and the client start hand it to the client layout, which hydrates its query
// client from it. Only a type of TanStack Query here: the entry chunk does not carry the library.
import type { DehydratedState } from '@tanstack/react-query';
import { createContext } from 'react';

export const QUERY_STATE_ID = 'query-state';

/** The dehydrated first-page queries, or undefined when the page prefetched nothing. */
export const QueryStateContext = createContext<DehydratedState | undefined>(undefined);

/** The state the server wrote in the page, if any. */
export function readQueryState(doc: Document): DehydratedState | undefined {
  const text = doc.getElementById(QUERY_STATE_ID)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as DehydratedState;
  } catch {
    return undefined; // the page reads its data itself, as without the state
  }
}
