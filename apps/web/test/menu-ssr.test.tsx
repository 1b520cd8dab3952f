// The store's menu rendered on the server with its dishes (issue 11, ADR 216): the server render
// reads the menu's queries through the in-process API, writes them into the page, and the client
// hydrates from them without a warning and without reading them again. Only the menu reads: a
// Review page reads nothing on the server, a failed read leaves the page to read it itself.
import type { MenuDay, MenuPlanningReply, MenuProduct, PromotionListReply, SideListReply } from '@mijote/contracts';
import { act } from 'react';
import type { Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderPage, type RenderInput } from '../src/app/ssr/render-page';
import { startClient } from '../src/app/client/start-client';
import { fakeFetchApi, missingKeys, ssr, TEST_CONFIG, TEST_TEMPLATE } from './render-helpers';

type FetchApi = NonNullable<RenderInput['fetchApi']>;

function dish(Id: number, Title: string, PriceCents: number, over: Partial<MenuProduct> = {}): MenuProduct {
  return {
    Id,
    ProductCategoryCd: 'M',
    ProductTypeCd: 'SU',
    ProductStatusCd: 'A',
    PriceCents,
    KidsPriceCents: null,
    FamilyPackPriceCents: null,
    FranchisePriceCents: null,
    FranchiseInStorePriceCents: null,
    Taxable: 'n',
    AllowGstTaxRebate: 'n',
    RequiresSecondaryProducts: 'n',
    AllowPartialStock: 'n',
    ImageName: null,
    ImageUrl: `/api/public/img/products/${Id}.svg`,
    Title,
    Description: `${Title}, slowly cooked.`,
    ContainerCd: 'CM',
    ContainerName: 'Compostable',
    LunchBoxChoiceCount: null,
    Inventory: null,
    OutOfStock: false,
    SideProductIds: [],
    Available: true,
    UnavailableReason: null,
    ...over,
  };
}

const day = (date: string, weekday: MenuDay['weekday'], products: MenuProduct[], orderable = true): MenuDay => ({
  date,
  weekday,
  orderable,
  closedReason: orderable ? null : 'past',
  holidayName: null,
  products,
});

// the week of Monday 2026-11-23; Thursday the first open day
const PLANNING: MenuPlanningReply = {
  store: 'mealDelivery',
  today: '2026-11-25',
  cutoff: '10:00:00',
  days: [
    day('2026-11-25', 'wednesday', [dish(1, 'Shepherd’s pie', 1395)], false),
    day('2026-11-26', 'thursday', [dish(2, 'Habitant pea soup', 1295), dish(3, 'Maple-glazed salmon', 1795)]),
    day('2026-11-27', 'friday', [dish(4, 'Tourtière', 1495)]),
  ],
};
const SIDES: SideListReply = [];
const PROMOTIONS: PromotionListReply = [];

/** The fake API of the render helpers plus the menu's reads; answers `planning` for the week. */
function menuApi(calls: string[], planning: { status: number; body: unknown } = { status: 200, body: PLANNING }): FetchApi {
  return async (path) => {
    calls.push(path);
    const url = new URL(path, 'http://api.test');
    const ok = (body: unknown) => ({ status: 200, json: async () => body });
    if (url.pathname === '/api/meal-delivery/menus/products/current') return { status: planning.status, json: async () => planning.body };
    const next = /^\/api\/meal-delivery\/menus\/products\/next\/(\d{4}-\d{2}-\d{2})$/.exec(url.pathname);
    if (next)
      return ok({
        store: 'mealDelivery',
        day: day(next[1]!, next[1] === '2026-11-28' ? 'saturday' : 'sunday', [dish(9, 'Weekend pizza', 1650)]),
      });
    if (url.pathname === '/api/meal-delivery/sides') return ok(SIDES);
    if (url.pathname === '/api/promotion-discount') return ok(PROMOTIONS);
    return fakeFetchApi(path);
  };
}

/** The page's main element as the server wrote it (the query state beside it holds the whole week). */
const mainOf = (html: string | undefined) => (html ?? '').slice((html ?? '').indexOf('<main'), (html ?? '').indexOf('</main>'));

const menuReads = (calls: string[]) => calls.map((c) => new URL(c, 'http://api.test').pathname).sort();

beforeEach(() => {
  // only the clock: the tests' own waits keep real timers
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-25T14:00:00Z'));
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the meal-delivery menu on the server', () => {
  it('has the first open day’s dishes and prices, in English and French, and the queries for the client', async () => {
    for (const [path, price] of [
      ['/en/meal-delivery', '$12.95'],
      ['/fr/livraisons-a-domicile', '12,95\u00a0$'],
    ] as const) {
      const calls: string[] = [];
      const r = await ssr(path, 'localhost', menuApi(calls));
      const html = r.html ?? '';
      expect(r.status).toBe(200);
      expect(missingKeys(html)).toEqual([]);
      // Thursday, the first open day: its two dishes, not Wednesday's nor Friday's
      const main = mainOf(html);
      expect(main).toContain('Habitant pea soup');
      expect(main).toContain('Maple-glazed salmon');
      expect(main).toContain(price);
      expect(main).not.toContain('Shepherd’s pie');
      expect(main).not.toContain('Tourtière');
      // the week, its weekend (Saturday and Sunday after the planned Friday), the sides, the promotions
      expect(menuReads(calls)).toEqual([
        '/api/meal-delivery/menus/products/current',
        '/api/meal-delivery/menus/products/next/2026-11-28',
        '/api/meal-delivery/menus/products/next/2026-11-29',
        '/api/meal-delivery/sides',
        '/api/promotion-discount',
      ]);
      const state = /<script type="application\/json" id="query-state">([^<]*)<\/script>/.exec(html)?.[1];
      const keys = (JSON.parse(state ?? '{"queries":[]}') as { queries: { queryKey: unknown[] }[] }).queries.map((q) => q.queryKey);
      const lang = path.slice(1, 3);
      expect(keys).toContainEqual(['menu', 'mealDelivery', 'current', lang]);
      expect(keys).toContainEqual(['menu', 'mealDelivery', 'day', '2026-11-28', lang]);
      // a menu is for search engines: indexable
      expect(html).not.toContain('noindex');
      expect(r.shared ?? false).toBe(false);
      // #root holds the app alone, React's preloads of the first dishes' images are in <head>
      // (Preact hydrating a root that began with them moved the whole shell: a second paint, ADR 236)
      const head = html.slice(0, html.indexOf('</head>'));
      expect(html).toContain('<div id="root"><div class="shell"');
      expect(head).toContain('<link rel="preload" as="image" href="/api/public/img/products/2.svg"');
      expect(head).toContain('<link rel="preload" as="image" href="/api/public/img/products/3.svg"');
    }
  });

  it('keeps the scripts of the full client at low priority, behind the first paint (ADR 236)', async () => {
    const template = TEST_TEMPLATE.replace(
      '<!--app-head-->',
      '<!--app-head-->\n<script type="module" crossorigin src="/assets/index-abc.js"></script>\n<link rel="modulepreload" crossorigin href="/assets/jsx-abc.js">',
    );
    const manifest = {
      'index.html': { file: 'assets/index-abc.js', isEntry: true, imports: ['_jsx.js'] },
      '_jsx.js': { file: 'assets/jsx-abc.js' },
      'src/features/store/routes/menu.tsx': { file: 'assets/menu-abc.js', isDynamicEntry: true, imports: ['_jsx.js'] },
    };
    const input = {
      url: '/en/meal-delivery',
      origin: 'https://mijote.example.test',
      host: 'localhost',
      config: TEST_CONFIG,
      fetchApi: menuApi([]),
    };
    const html = (await renderPage(input, { template, manifest })).html ?? '';
    // no script in <head>: the entry and its modules are listed for the boot script, which loads
    // them after the first paint (ADR 344)
    expect(html).not.toMatch(/<script type="module"|<link rel="modulepreload"/);
    const listed = /<script type="application\/json" id="client-scripts">([^<]+)<\/script>/.exec(html);
    expect(JSON.parse(listed?.[1] ?? 'null')).toEqual({
      entry: '/assets/index-abc.js',
      modules: ['/assets/jsx-abc.js', '/assets/menu-abc.js'],
    });
    // each file once
    expect(html.match(/\/assets\/jsx-abc.js/g)).toHaveLength(1);
    const boot = html.indexOf('requestAnimationFrame');
    expect(boot).toBeGreaterThan(html.indexOf('id="client-scripts"'));
    // a public page (islands) keeps its scripts as they were: its islands are the page's controls
    const home = (await renderPage({ ...input, url: '/en/contact-us' }, { template, manifest })).html ?? '';
    expect(home).toContain('<script type="module" crossorigin src="/assets/index-abc.js">');
  });

  it('catering reads its menu and its sides, and renders their dishes (ADR 236)', async () => {
    const calls: string[] = [];
    const api: FetchApi = async (path) => {
      calls.push(path);
      const url = new URL(path, 'http://api.test');
      if (url.pathname === '/api/catering/menus/products/current')
        return {
          status: 200,
          json: async () => ({
            store: 'catering',
            day: day('2026-11-30', 'monday', [dish(30, 'Sandwich platter', 6500, { ProductCategoryCd: 'C', ProductTypeCd: 'TR' })]),
          }),
        };
      if (url.pathname === '/api/catering/sides')
        return { status: 200, json: async () => [dish(31, 'Garden salad', 900, { ProductCategoryCd: 'C', ProductTypeCd: 'SD' })] };
      return fakeFetchApi(path);
    };
    const r = await ssr('/fr/traiteur', 'localhost', api);
    expect(r.status).toBe(200);
    expect(menuReads(calls)).toEqual(['/api/catering/menus/products/current', '/api/catering/sides']);
    expect(missingKeys(r.html ?? '')).toEqual([]);
    // the dishes (the cart beside them is the visitor's: the browser reads it)
    const html = r.html ?? '';
    const dishes = html.slice(html.indexOf('class="store-menu__main"'), html.indexOf('class="store-menu__aside"'));
    expect(dishes).toContain('Sandwich platter');
    expect(dishes).toContain('65,00\u00a0$');
    expect(dishes).toContain('Garden salad');
    expect(dishes).not.toContain('Chargement…');
    expect(r.html).toContain('"queryKey":["menu","catering","current","fr"]');
  });

  it('shows the day the URL asks for', async () => {
    const r = await ssr('/en/meal-delivery?day=2026-11-27', 'localhost', menuApi([]));
    expect(mainOf(r.html)).toContain('Tourtière');
    expect(mainOf(r.html)).not.toContain('Habitant pea soup');
  });

  it('reads nothing for Review, and a failed read leaves the menu to the browser (not indexed)', async () => {
    const calls: string[] = [];
    const review = await ssr('/en/meal-delivery/review-order', 'localhost', menuApi(calls));
    expect(review.status).toBe(200);
    expect(calls).toEqual([]);
    expect(review.html).not.toContain('id="query-state"');

    const failed = await ssr('/en/meal-delivery', 'localhost', menuApi([], { status: 500, body: { code: 'internal', message: 'x' } }));
    expect(failed.status).toBe(200);
    expect(mainOf(failed.html)).toContain('Loading…');
    expect(failed.html).not.toContain('"queryKey":["menu","mealDelivery","current","en"]');
    // what could be read is still handed over; without its dishes the page is not indexed
    expect(failed.html).toContain('"queryKey":["sides","mealDelivery","en"]');
    expect(failed.html).toContain('<meta name="robots" content="noindex">');
  });

  it('the generic store reads its products', async () => {
    const calls: string[] = [];
    const products = [dish(20, '$50 gift card', 5000, { ProductCategoryCd: 'S', ProductTypeCd: 'GC' })];
    const api: FetchApi = async (path) => {
      calls.push(path);
      if (path.startsWith('/api/products?')) return { status: 200, json: async () => products };
      return fakeFetchApi(path);
    };
    const r = await ssr('/fr/store', 'localhost', api);
    expect(menuReads(calls)).toEqual(['/api/products']);
    expect(mainOf(r.html)).toContain('50,00\u00a0$');
  });
});

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

describe('the menu in the browser', () => {
  let root: Root | null = null;
  afterEach(() => {
    if (root) act(() => root!.unmount());
    root = null;
    vi.restoreAllMocks();
    localStorage.clear();
  });

  it('hydrates from the server’s queries: no warning, no second read of the menu, the buttons come alive', async () => {
    const html = (await ssr('/en/meal-delivery', 'localhost', menuApi([]))).html ?? '';
    const doc = new DOMParser().parseFromString(html, 'text/html');
    document.documentElement.lang = doc.documentElement.lang;
    document.head.innerHTML = doc.head.innerHTML;
    document.body.innerHTML = doc.body.innerHTML;
    window.history.replaceState(null, '', '/en/meal-delivery');
    // server HTML: the controls wait for React
    expect(document.querySelector<HTMLButtonElement>('.product-card__add')?.disabled).toBe(true);
    expect(document.querySelector<HTMLButtonElement>('.day')?.disabled).toBe(true);

    const errors = vi.spyOn(console, 'error');
    const warns = vi.spyOn(console, 'warn');
    // the browser's reads: an anonymous visitor (401), everything else never answers
    const fetches = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
      const url = String(input instanceof Request ? input.url : input);
      if (url.endsWith('/accounts/me/status'))
        return new Response(JSON.stringify({ code: 'unauthorized', message: 'no session' }), { status: 401 });
      return new Promise<Response>(() => undefined);
    });
    await act(async () => {
      root = await startClient(document);
    });
    await act(async () => new Promise((r) => setTimeout(r, 50)));

    expect(errors).not.toHaveBeenCalled();
    expect(warns).not.toHaveBeenCalled();
    const read = fetches.mock.calls.map(([input]) => String(input instanceof Request ? input.url : input));
    expect(read.filter((u) => /menus|sides|promotion-discount/.test(u))).toEqual([]);
    expect(document.querySelector('main')?.textContent).toContain('Maple-glazed salmon');
    expect(document.querySelector<HTMLButtonElement>('.product-card__add')?.disabled).toBe(false);
    expect(document.querySelector<HTMLButtonElement>('.day')?.disabled).toBe(false);
  });
});
