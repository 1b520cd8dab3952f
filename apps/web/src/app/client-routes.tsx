// Route objects of the full-client areas (ADR 170): sign-in screens, account, and one nested
// store router per store section (customer-side §2). Every page module is lazy; a loader checks
// that the URL is the route map's path for this language (`/en/connecter` is a 404, not a login).
// Each route names its module once (`mod`): the lazy import and the source the server preloads
// (`clientRouteSources`) both come from it.
import type { i18n as I18n } from 'i18next';
import { data, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { ensureNamespaces, type Namespace } from '../lib/i18n';
import { FR_STORE_OVERVIEW_SEGMENTS, langOfPath, matchPath, STORE_SEGMENTS, type RouteId, type StoreSection } from '../lib/paths';
import type { ClientPageId, RouteHandle } from '../lib/page-meta';
import { isOpenStoreKind } from '../lib/stores';

/** The lazy route modules, by path from this file. */
const MODULES = import.meta.glob<Omit<RouteObject, 'lazy'>>([
  './client/client-layout.tsx',
  '../features/{auth,account,store,admin}/routes/*.tsx',
]);

/** A module's lazy loader and its source as Vite's manifest names it (`src/...`). */
function mod(file: string): { lazy: RouteObject['lazy']; source: string } {
  const load = MODULES[file];
  if (!load) throw new Error(`no route module ${file}`);
  return { lazy: load as RouteObject['lazy'], source: `src/${file.replace(/^\.\.\//, '').replace(/^\.\//, 'app/')}` };
}

/** 404 unless the URL is this page's path of the route map, in the URL's language. */
function routeMapPage(id: RouteId) {
  return ({ request }: LoaderFunctionArgs) => {
    const m = matchPath(new URL(request.url).pathname);
    if (m?.id !== id) throw data(null, { status: 404, statusText: 'Not Found' });
    return null;
  };
}

interface Built {
  route: RouteObject;
  /** route id → module source, for this route and its children */
  sources: Record<string, string>;
}

/** A page route; its id carries the path, as a page can have one path per language or section. */
function page(id: ClientPageId, path: string, file: string, opts: { store?: StoreSection; idSuffix?: string } = {}): Built {
  const m = mod(file);
  const routeId = `${id}:${opts.idSuffix ?? path}`;
  const common = {
    id: routeId,
    handle: { page: id, ...(opts.store ? { store: opts.store } : {}) } satisfies RouteHandle,
    loader: routeMapPage(id),
    lazy: m.lazy,
  };
  return { route: path === '' ? { ...common, index: true } : { ...common, path }, sources: { [routeId]: m.source } };
}

function layout(id: string, path: string | undefined, file: string, children: Built[], handle?: RouteHandle): Built {
  const m = mod(file);
  return {
    route: { id, ...(path ? { path } : {}), ...(handle ? { handle } : {}), lazy: m.lazy, children: children.map((c) => c.route) },
    sources: Object.assign({ [id]: m.source }, ...children.map((c) => c.sources)),
  };
}

/** The open store sections: `/meal-delivery`, `/store`, `/catering`, `/restaurant`, and the French overview aliases (lib/stores.ts). */
function storeSections(): { segment: string; kind: StoreSection }[] {
  const all = [...Object.entries(STORE_SEGMENTS), ...Object.entries(FR_STORE_OVERVIEW_SEGMENTS)] as [StoreSection, string][];
  return all.filter(([kind]) => isOpenStoreKind(kind)).map(([kind, segment]) => ({ kind, segment }));
}

const STORE_CHILDREN = [
  ['storeMenu', '', 'menu'],
  ['storeReviewOrder', 'review-order', 'review-order'],
  ['storeConfirmOrder', 'confirm-order', 'confirm-order'],
  ['storeSuccess', 'confirmation/:orderId/success', 'success'],
  ['storeFailure', 'confirmation/:orderId/failure/:message', 'failure'],
] as const satisfies readonly (readonly [ClientPageId, string, string])[];

/**
 * The bistros' menu is its own module (the bistro is chosen first, ADR 231), and so is the corporate
 * cafeterias' (the employee's subsidy first, ADR 300); the other steps are shared.
 */
const isCorporateKind = (kind: StoreSection) => kind === 'corporate' || kind === 'mobile';
const storeFile = (kind: StoreSection, file: string) =>
  file !== 'menu' ? file : kind === 'restaurant' ? 'restaurant-menu' : isCorporateKind(kind) ? 'corporate-menu' : file;

/** A route whose texts are not on every page: its loader loads their namespaces first. */
function withTexts(built: Built, i18n: I18n | undefined, namespaces: readonly Namespace[]): Built {
  if (!i18n) return built;
  // a page's own loader (the route map's 404 for another page's path) runs first
  const own = typeof built.route.loader === 'function' ? built.route.loader : null;
  built.route.loader = async (args: LoaderFunctionArgs) => {
    if (own) await own(args);
    await ensureNamespaces(i18n, langOfPath(new URL(args.request.url).pathname) ?? 'en', namespaces);
    return null;
  };
  return built;
}

/** The stores' texts (`store`) come with the store sections, and the corporate cafeterias' with theirs. */
const withStoreTexts = (built: Built, kind: StoreSection, i18n: I18n | undefined) =>
  withTexts(built, i18n, isCorporateKind(kind) ? ['store', 'corporate'] : ['store']);

/** The account area's screens' texts (`account-pages`) come with that area only. */
const withAccountTexts = (built: Built, i18n: I18n | undefined) => withTexts(built, i18n, ['account-pages']);

/**
 * The admin area (back-office §2, issue 14): one lazy route module for every path of the route map's
 * admin area (`features/admin/routes/admin.tsx`: the shell and the URL's screen, "coming" for the
 * tools not built yet), in chunks no other page loads (ADR 260); its texts (`admin` namespace) are
 * loaded here, never with the store's. The server has already refused the page to anyone but a
 * super user (apps/api plugins/web.ts).
 */
function adminArea(i18n: I18n | undefined): Built {
  const m = mod('../features/admin/routes/admin.tsx');
  const route: RouteObject = {
    id: 'admin',
    path: 'admin/*',
    handle: { page: 'admin' } satisfies RouteHandle,
    loader: async ({ request }: LoaderFunctionArgs) => {
      const pathname = new URL(request.url).pathname;
      if (matchPath(pathname)?.area !== 'admin') throw data(null, { status: 404, statusText: 'Not Found' });
      if (i18n) await ensureNamespaces(i18n, langOfPath(pathname) ?? 'en', ['admin', 'account-pages']);
      return null;
    },
    lazy: m.lazy,
  };
  return { route, sources: { admin: m.source } };
}

function build(i18n?: I18n): Built {
  return layout('client', undefined, './client/client-layout.tsx', [
    page('login', 'login', '../features/auth/routes/login.tsx'),
    page('login', 'connecter', '../features/auth/routes/login.tsx'),
    page('signUp', 'sign-up', '../features/auth/routes/sign-up.tsx'),
    page('forgotPassword', 'forgot-my-password', '../features/auth/routes/forgot-password.tsx'),
    page('forgotPassword', 'oublie-mot-de-passe', '../features/auth/routes/forgot-password.tsx'),
    page('resetPassword', 'reset-password/:token', '../features/auth/routes/reset-password.tsx'),
    // the e-mail links' pages: their texts are in `account-pages`, not on every page
    withAccountTexts(page('verifyEmail', 'verify-email/:token', '../features/auth/routes/verify-email.tsx'), i18n),
    withAccountTexts(page('signInLink', 'sign-in/link/:token', '../features/auth/routes/sign-in-link.tsx'), i18n),
    withAccountTexts(
      layout('account', 'account', '../features/account/routes/account-layout.tsx', [
        page('accountProfile', '', '../features/account/routes/profile.tsx'),
        page('accountOrders', 'orders', '../features/account/routes/orders.tsx'),
        // an order's details show its totals and payments in the stores' words
        withTexts(page('accountOrder', 'orders/:id', '../features/account/routes/order.tsx'), i18n, ['store']),
      ]),
      i18n,
    ),
    ...storeSections().map(({ segment, kind }) =>
      withStoreTexts(
        layout(
          `store:${kind}:${segment}`,
          segment,
          `../features/store/routes/${isCorporateKind(kind) ? 'corporate' : 'store'}-layout.tsx`,
          STORE_CHILDREN.map(([id, child, file]) =>
            page(id, child, `../features/store/routes/${storeFile(kind, file)}.tsx`, {
              store: kind,
              idSuffix: `${kind}:${segment}${child ? '/' + child : ''}`,
            }),
          ),
          { page: 'storeMenu', store: kind },
        ),
        kind,
        i18n,
      ),
    ),
    adminArea(i18n),
  ]);
}

/** Route id → source of every client route (the server preloads the rendered page's chunks). */
export function clientRouteSources(): Record<string, string> {
  return build().sources;
}

/** Fresh route objects (the router fills lazy routes in place); `i18n` gets the admin area's texts. */
export function clientRoutes(i18n?: I18n): RouteObject {
  return build(i18n).route;
}
