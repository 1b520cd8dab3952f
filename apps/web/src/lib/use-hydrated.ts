import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * false on the server and during hydration, true right after: a form rendered on the server keeps
 * its submit button disabled until React handles it (a native submit would reload the page and
 * lose what was typed).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
