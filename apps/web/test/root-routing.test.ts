import { describe, expect, it } from 'vitest';
import { rootRedirect } from '../src/app/root-routing';
import { ssr } from './render-helpers';

describe('root routing (customer-side §2)', () => {
  it.each([
    ['/', '', '/en/', 302],
    ['/', '?utm=x', '/en/?utm=x', 302],
    ['/our-story', '', '/en/our-story', 302],
    // another language prefix falls back to English (customer-side §2), the rest of the path kept
    ['/de/our-story', '', '/en/our-story', 302],
    ['/es/', '?x=1', '/en/?x=1', 302],
    ['/de', '', '/en/', 302],
    ['/pt-BR/gift-cards', '', '/en/gift-cards', 302],
    ['/de/meal-delivery/review-order', '', '/en/meal-delivery/review-order', 302],
    // a French path behind another prefix: its English twin
    ['/it/notre-histoire', '', '/en/our-story', 302],
    // an unknown path behind another prefix: the English 404 of the same path
    ['/de/no/such/page', '', '/en/no/such/page', 302],
    ['/notre-histoire', '', '/en/notre-histoire', 302],
    ['/EN/our-story', '', '/en/our-story', 301],
    ['/Fr/', '', '/fr/', 301],
    ['/en', '', '/en/', 301],
    ['/fr', '?a=1', '/fr/?a=1', 301],
    ['/en/our-story/', '', '/en/our-story', 301],
    ['/fr/la-betterave-doree/', '', '/fr/la-betterave-doree', 301],
  ] as const)('%s%s → %s (%i)', (path, search, location, status) => {
    expect(rootRedirect(path, search)).toEqual({ location, status });
  });

  it('the bare root uses the preferred (stored) language on the client', () => {
    expect(rootRedirect('/', '', 'fr')).toEqual({ location: '/fr/', status: 302 });
  });

  it.each(['/en/', '/fr/', '/en/our-story', '/fr/livraisons-a-domicile/review-order', '/en/unknown/path'])(
    '%s needs no redirect',
    (path) => {
      expect(rootRedirect(path)).toBeNull();
    },
  );

  it.each([
    ['/', 302, '/en/'],
    ['/gift-cards', 302, '/en/gift-cards'],
    ['/de/our-story', 302, '/en/our-story'],
    ['/EN/', 301, '/en/'],
    ['/en/our-story/', 301, '/en/our-story'],
    ['/en/quebecor', 302, '/en/mobile'],
    ['/fr/quebecor/', 301, '/fr/quebecor'], // then 302 to the mobile menu
  ] as const)('the server render redirects %s (%i → %s)', async (url, status, location) => {
    const r = await ssr(url);
    expect(r).toMatchObject({ status, redirect: location });
    expect(r.html).toBeUndefined();
  });

  it('a file probe outside the language prefix is a plain 404, not a redirect', async () => {
    const r = await ssr('/favicon.ico');
    expect(r.status).toBe(404);
    expect(r.redirect).toBeUndefined();
  });
});

describe('lazy route sources (the server preloads the rendered page’s chunk by them)', () => {
  it('name existing modules, for every client page of the map', async () => {
    const { existsSync } = await import('node:fs');
    const path = await import('node:path');
    const { LAZY_ROUTE_SOURCES } = await import('../src/app/routes');
    const webRoot = path.resolve(import.meta.dirname, '..');
    const sources = Object.entries(LAZY_ROUTE_SOURCES);
    for (const [id, src] of sources) expect(existsSync(path.join(webRoot, src)), `${id} → ${src}`).toBe(true);
    const ids = sources.map(([id]) => id);
    for (const id of [
      'client',
      'login:connecter',
      'accountOrders:orders',
      'storeConfirmOrder:mealDelivery:livraisons-a-domicile/confirm-order',
      'store:generic:store',
    ]) {
      expect(ids).toContain(id);
    }
  });
});
