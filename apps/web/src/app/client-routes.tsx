// Route objects of the full-client areas (ADR 170): sign-in screens, account, and one nested
// store router per store section (customer-side §2). Every page module is lazy; a loader checks
// that the URL is the route map's path for this language (`/en/connecter` is a 404, not a login).
import { data, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { FR_STORE_OVERVIEW_SEGMENTS, matchPath, STORE_SEGMENTS, type RouteId, type StoreKind } from '../lib/paths';
import type { ClientPageId, RouteHandle } from '../lib/page-meta';
import { OPEN_STORE_KINDS } from '../lib/stores';

/** Source file of each lazy client route, by route id (the server preloads the page's chunks). */
const CLIENT_ROUTE_SOURCES: Record<string, string> = {
  client: 'src/app/client/client-layout.tsx',
  'login:login': 'src/features/auth/routes/login.tsx',
  'login:connecter': 'src/features/auth/routes/login.tsx',
  'signUp:sign-up': 'src/features/auth/routes/sign-up.tsx',
  'forgotPassword:forgot-my-password': 'src/features/auth/routes/forgot-password.tsx',
  'forgotPassword:oublie-mot-de-passe': 'src/features/auth/routes/forgot-password.tsx',
  'resetPassword:reset-password/:token': 'src/features/auth/routes/reset-password.tsx',
  account: 'src/features/account/routes/account-layout.tsx',
  'accountProfile:': 'src/features/account/routes/profile.tsx',
  'accountOrders:orders': 'src/features/account/routes/orders.tsx',
};

const STORE_PAGE_SOURCES: Record<string, string> = {
  store: 'src/features/store/routes/store-layout.tsx',
  storeMenu: 'src/features/store/routes/menu.tsx',
  storeReviewOrder: 'src/features/store/routes/review-order.tsx',
  storeConfirmOrder: 'src/features/store/routes/confirm-order.tsx',
  storeSuccess: 'src/features/store/routes/success.tsx',
  storeFailure: 'src/features/store/routes/failure.tsx',
};

/** 404 unless the URL is this route's path of the route map, in the URL's language. */
function expect(...ids: RouteId[]) {
  return ({ request }: LoaderFunctionArgs) => {
    const m = matchPath(new URL(request.url).pathname);
    if (!m || !ids.includes(m.id)) throw data(null, { status: 404, statusText: 'Not Found' });
    return null;
  };
}

const page = (id: ClientPageId, path: string, lazy: RouteObject['lazy'], store?: StoreKind): RouteObject => ({
  id: `${id}:${path}`, // unique: a page can have a path per language
  path,
  handle: { page: id, ...(store ? { store } : {}) } satisfies RouteHandle,
  loader: expect(id),
  lazy,
});

function indexPage(route: RouteObject): RouteObject {
  const { id, handle, loader, lazy } = route;
  return { id, handle, loader, lazy, index: true } as RouteObject;
}

// Only the open store kinds are routed (lib/stores.ts): the other sections (catering, bistros,
// corporate, mobile) answer 404 until their own issue lands — a half-working store is worse
// than none.
export { OPEN_STORE_KINDS };

/** The open store sections: `/meal-delivery`, `/store`, and the French overview aliases. */
function storeSections(): { segment: string; kind: StoreKind }[] {
  const out: { segment: string; kind: StoreKind }[] = [];
  for (const [kind, segment] of Object.entries(STORE_SEGMENTS) as [StoreKind, string][]) out.push({ segment, kind });
  for (const [kind, segment] of Object.entries(FR_STORE_OVERVIEW_SEGMENTS) as [StoreKind, string][]) out.push({ segment, kind });
  return out.filter(({ kind }) => OPEN_STORE_KINDS.includes(kind));
}

/** Route id → source, for every store section's routes (their ids carry the section). */
export function clientRouteSources(): Record<string, string> {
  const out: Record<string, string> = { ...CLIENT_ROUTE_SOURCES };
  for (const { segment, kind } of storeSections()) {
    out[`store:${kind}:${segment}`] = STORE_PAGE_SOURCES['store'] as string;
    for (const [id, child] of STORE_CHILDREN) out[`${id}:${kind}:${segment}${child ? '/' + child : ''}`] = STORE_PAGE_SOURCES[id] as string;
  }
  return out;
}

const STORE_CHILDREN = [
  ['storeMenu', ''],
  ['storeReviewOrder', 'review-order'],
  ['storeConfirmOrder', 'confirm-order'],
  ['storeSuccess', 'confirmation/:orderId/success'],
  ['storeFailure', 'confirmation/:orderId/failure/:message'],
] as const satisfies readonly (readonly [ClientPageId, string])[];

const lazyStorePage: Record<(typeof STORE_CHILDREN)[number][0], RouteObject['lazy']> = {
  storeMenu: () => import('../features/store/routes/menu'),
  storeReviewOrder: () => import('../features/store/routes/review-order'),
  storeConfirmOrder: () => import('../features/store/routes/confirm-order'),
  storeSuccess: () => import('../features/store/routes/success'),
  storeFailure: () => import('../features/store/routes/failure'),
};

export function clientRoutes(): RouteObject {
  return {
    id: 'client',
    lazy: () => import('./client/client-layout'),
    children: [
      page('login', 'login', () => import('../features/auth/routes/login')),
      page('login', 'connecter', () => import('../features/auth/routes/login')),
      page('signUp', 'sign-up', () => import('../features/auth/routes/sign-up')),
      page('forgotPassword', 'forgot-my-password', () => import('../features/auth/routes/forgot-password')),
      page('forgotPassword', 'oublie-mot-de-passe', () => import('../features/auth/routes/forgot-password')),
      page('resetPassword', 'reset-password/:token', () => import('../features/auth/routes/reset-password')),
      {
        id: 'account',
        path: 'account',
        lazy: () => import('../features/account/routes/account-layout'),
        children: [
          indexPage(page('accountProfile', '', () => import('../features/account/routes/profile'))),
          page('accountOrders', 'orders', () => import('../features/account/routes/orders')),
        ],
      },
      ...storeSections().map(({ segment, kind }): RouteObject => ({
        id: `store:${kind}:${segment}`,
        path: segment,
        handle: { page: 'storeMenu', store: kind } satisfies RouteHandle,
        lazy: () => import('../features/store/routes/store-layout'),
        children: STORE_CHILDREN.map(([id, child]): RouteObject => {
          const route = page(id, child, lazyStorePage[id], kind);
          route.id = `${id}:${kind}:${segment}${child ? '/' + child : ''}`;
          return child === '' ? indexPage(route) : route;
        }),
      })),
    ],
  };
}
