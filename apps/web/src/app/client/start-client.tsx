// Client start-up: loads the URL language, resolves the lazy route of the first page, then
// hydrates the server HTML (or renders, when there is no server HTML, e.g. `vite dev`) with the
// queries the server read for it (ADR 216).
import { StrictMode } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterProvider, type RouteObject } from 'react-router';
import { readSiteFromDocument } from '../../lib/brand';
import { CLIENT_NAMESPACES, createI18n, loadLanguage } from '../../lib/i18n';
import { readRevision, storedLanguage, storeLanguage, syncRevision } from '../../lib/i18n/language-storage';
import { pageNamespaces } from '../../lib/i18n/page-namespaces';
import { langOfPath } from '../../lib/paths';
import { hydratingPage } from '../../lib/hydrate-later';
import { AppProviders } from '../providers';
import { createRoutes } from '../routes';
import { QueryStateContext, readQueryState } from './query-state';

async function resolveLazyRoutes(routes: RouteObject[]): Promise<void> {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const mod = await route.lazy();
      Object.assign(route, mod, { lazy: undefined });
    }),
  );
}

/** The origin the server used for absolute links (its canonical URL), else this window's. */
function publicOrigin(doc: Document): string {
  const href = doc.querySelector('link[rel="canonical"]')?.getAttribute('href');
  try {
    return href ? new URL(href).origin : window.location.origin;
  } catch {
    return window.location.origin;
  }
}

/**
 * Lets the browser paint and handle input between the start-up's steps (ADR 236): the language,
 * the router and the hydration each run in a task of their own instead of one long task (the
 * phone's total blocking time is the sum of each task's time over 50 ms).
 */
const yieldToMain = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

export async function startClient(doc: Document = document): Promise<Root> {
  // revision check first (it may clear storage), then the URL language wins over the stored one
  syncRevision(readRevision(doc));
  const lang = langOfPath(window.location.pathname) ?? storedLanguage() ?? 'en';
  storeLanguage(lang);
  // an admin page hydrates with the admin area's texts too, a corporate cafeteria's with its own (its
  // route's loader does not run again on hydration; the server preloaded the file, ADR 260, 300)
  const i18n = createI18n(lang, {
    [lang]: await loadLanguage(lang, [...CLIENT_NAMESPACES, ...pageNamespaces(window.location.pathname)]),
  });
  const site = readSiteFromDocument(doc);
  const routes = createRoutes({ i18n });

  await yieldToMain();
  const state = doc.getElementById('router-state');
  if (state?.textContent) {
    window.__staticRouterHydrationData = JSON.parse(state.textContent);
    await resolveLazyRoutes(routes);
  }
  const router = createBrowserRouter(routes);
  await yieldToMain();
  const app = (
    <StrictMode>
      <QueryStateContext value={readQueryState(doc)}>
        <AppProviders i18n={i18n} site={site} origin={publicOrigin(doc)}>
          <RouterProvider router={router} />
        </AppProviders>
      </QueryStateContext>
    </StrictMode>
  );
  const container = doc.getElementById('root') as HTMLElement;
  // production (Preact): the menu cards hydrate after the page, a task each (ADR 280)
  if (state && container.firstElementChild)
    return import.meta.env.PROD ? hydratingPage(() => hydrateRoot(container, app)) : hydrateRoot(container, app);
  const root = createRoot(container);
  root.render(app);
  return root;
}
