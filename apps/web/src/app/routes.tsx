// The data-router route objects, shared by the server render and the client.
import type { i18n as I18n } from 'i18next';
import { data, redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { ensureLanguage, ensureNamespaces } from '../lib/i18n';
import { storedLanguage } from '../lib/i18n/language-storage';
import { isLang, matchPath, paths, type Lang } from '../lib/paths';
import { NotFoundPage } from './errors/not-found-page';
import { PageErrorBoundary } from './errors/page-error-boundary';
import { AppShell } from './layout/app-shell';
import type { RouteHandle } from '../lib/page-meta';
import { isPublicPageId, loadPublicPage, type FetchApi } from './public-data';
import { rootRedirect } from './root-routing';
import { loadHomeData } from '../features/home/home-data';
import { clientRouteSources, clientRoutes } from './client-routes';

export type { FetchApi };

export interface RouteDeps {
  i18n: I18n;
  /**
   * The API reader of the loaders when the request brings none: the browser's fetch in the client.
   * The server builds its routes once per language (ADR 236) and gives each request its own
   * in-process reader as the router's request context (`RouteRequestContext`).
   */
  fetchApi?: FetchApi | undefined;
  /**
   * With the full client's routes (sign-in, account, stores, admin: the default). The server
   * renders a page outside those areas with a tree without them (issue 17): the router tests each
   * route's pattern in turn, and a public URL was tested against every store page's first.
   */
  withClient?: boolean;
}

/** What the server passes to `handler.query(request, { requestContext })` for one render. */
export interface RouteRequestContext {
  fetchApi?: FetchApi | undefined;
}

/** The request's API reader (the server's request context), else the routes' own. */
function readerOf(args: LoaderFunctionArgs, fallback: FetchApi | undefined): FetchApi | undefined {
  const context = args.context as RouteRequestContext | undefined;
  return context?.fetchApi ?? fallback;
}

const browserFetch: FetchApi | undefined =
  typeof window === 'undefined' ? undefined : (path) => fetch(path, { credentials: 'same-origin' });

/** Throws the root-routing redirect of this request, if any; else returns the URL language. */
function guard({ request }: LoaderFunctionArgs): Lang {
  const url = new URL(request.url);
  const preferred = typeof window === 'undefined' ? 'en' : (storedLanguage() ?? 'en');
  const r = rootRedirect(url.pathname, url.search, preferred);
  if (r) throw redirect(r.location, r.status);
  const lang = url.pathname.split('/')[1];
  if (!isLang(lang)) throw redirect('/en/', 302);
  return lang;
}

/** Lazy route modules, by route id (the server preloads the chunk of the rendered page). */
export const LAZY_ROUTE_SOURCES: Readonly<Record<string, string>> = {
  home: 'src/features/home/route.tsx',
  public: 'src/app/public-page.tsx',
  ...clientRouteSources(),
};

export function createRoutes({ i18n, fetchApi = browserFetch, withClient = true }: RouteDeps): RouteObject[] {
  return [
    {
      id: 'root',
      path: '/',
      loader: (args) => {
        guard(args);
        return null;
      },
    },
    {
      id: 'lang',
      path: '/:lang',
      loader: async (args) => {
        const lang = guard(args);
        await ensureLanguage(i18n, lang);
        return { lang };
      },
      Component: AppShell,
      children: [
        {
          id: 'page',
          ErrorBoundary: PageErrorBoundary,
          children: [
            {
              id: 'home',
              index: true,
              handle: { page: 'home' } satisfies RouteHandle,
              loader: async (args) => {
                const lang = guard(args);
                const [home] = await Promise.all([loadHomeData(readerOf(args, fetchApi)), ensureNamespaces(i18n, lang, ['home'])]);
                return home;
              },
              lazy: () => import('../features/home/route'),
            },
            {
              id: 'quebecor',
              path: 'quebecor',
              Component: NotFoundPage,
              // /quebecor redirects to the mobile store menu (customer-side §2)
              loader: (args) => {
                const lang = guard(args);
                throw redirect(paths.store.menu('mobile', lang), 302);
              },
            },
            // sign-in screens, account and store sections: the full client (ADR 170)
            ...(withClient ? [clientRoutes(i18n)] : []),
            {
              // every public page of the map (the page comes from the bilingual route map)
              id: 'public',
              path: '*',
              lazy: () => import('./public-page'),
              loader: async (args) => {
                const lang = guard(args);
                await ensureNamespaces(i18n, lang, ['pages']);
                const match = matchPath(new URL(args.request.url).pathname);
                // every route of the map without a page yet, and every unknown path: a real 404
                if (!match || !isPublicPageId(match.id)) throw data(null, { status: 404, statusText: 'Not Found' });
                return loadPublicPage(match.id, match, lang, readerOf(args, fetchApi));
              },
            },
          ],
        },
      ],
    },
  ];
}
