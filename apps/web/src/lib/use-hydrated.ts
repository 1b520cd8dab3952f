import { useEffect, useState } from 'react';

/**
 * false on the server and during hydration, true right after: a form rendered on the server keeps
 * its submit button disabled until the client handles it (a native submit would reload the page
 * and lose what was typed). An effect, not useSyncExternalStore's server snapshot: Preact, which
 * hydrates the full client (ADR 230), has no server snapshot and keeps the server's attributes.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
