import { describe, expect, it } from 'vitest';
import { OPEN_STORE_KINDS } from '../src/lib/stores';
import { offerVars } from '../src/lib/offer-vars';
import { CLIENT_PAGE_IDS, pageMeta, PUBLIC_PAGE_IDS, type PageKey } from '../src/lib/page-meta';
import { createI18n, loadLanguage } from '../src/lib/i18n';
import { ROUTE_DEFS, buildPathUnchecked, paths, twinPath, type Lang } from '../src/lib/paths';
import { FAKE_FRANCHISES, fakeFetchApi, missingKeys, ssr } from './render-helpers';

const LANGS: Lang[] = ['en', 'fr'];
const sample: Record<string, string> = {
  slug: 'history-of-the-tourtiere',
  orderId: '1042',
  message: 'Order declined',
  id: '2',
  token: 'k3Jx9aQt0kenk3Jx9aQt0ken',
};

/** One concrete path per route definition and language (aliases included). */
const allPaths = ROUTE_DEFS.flatMap((def) =>
  LANGS.flatMap((lang) =>
    def[lang].map((pattern) => {
      const params: Record<string, string> = { ...def.fixed };
      for (const m of pattern.matchAll(/:(\w+)/g)) params[m[1] as string] = sample[m[1] as string] as string;
      if (def.id === 'blogArticle' && lang === 'fr') params['slug'] = 'histoire-de-la-tourtiere';
      const canonical = buildPathUnchecked(def.id, lang, params);
      const path = pattern === def[lang][0] ? canonical : `/${lang}${pattern.replace(/:(\w+)\??/g, (_, n: string) => sample[n] ?? '')}`;
      return { id: def.id, lang, path, store: def.fixed?.['store'] };
    }),
  ),
);

/** Pages that exist today; everything else in the route map is a 404 until its issue lands. */
const BUILT = new Set<string>([
  'home',
  ...PUBLIC_PAGE_IDS,
  ...CLIENT_PAGE_IDS.filter((id) => !id.startsWith('store')),
  // the admin area renders every path of its map (tools not built yet say "coming", ADR 260)
  ...ROUTE_DEFS.filter((d) => d.area === 'admin').map((d) => d.id),
]);
const built = (p: { id: string; store: string | undefined }) =>
  p.store ? (OPEN_STORE_KINDS as readonly string[]).includes(p.store) : BUILT.has(p.id);

function linkHref(html: string, className: string): string | undefined {
  const tag = html.match(new RegExp(`<a[^>]*class="${className}"[^>]*>`))?.[0];
  return tag?.match(/href="([^"]*)"/)?.[1];
}

describe('every route of the map renders on the server, in both languages', () => {
  it.each(allPaths.map((p) => [p.path, p] as const))('%s', async (_path, p) => {
    const r = await ssr(p.path);
    if (p.id === 'storeMenu' && p.store === 'quebecor') {
      expect(r).toMatchObject({ status: 302, redirect: paths.store.menu('mobile', p.lang) });
      return;
    }
    const html = r.html ?? '';
    expect(r.status, r.redirect).toBe(built(p) ? 200 : 404);
    expect(missingKeys(html)).toEqual([]);
    // no placeholder left uninterpolated, in the head (title, description, og:*) or the page
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head.match(/<title>[^<]*<\/title>/)?.[0]).not.toContain('{{');
    expect(head).not.toContain('{{');
    expect(html).not.toContain('{{');
    expect(html).toContain(`<html lang="${p.lang === 'fr' ? 'fr-CA' : 'en'}"`);
    expect(html.match(/<h1[\s>]/g)).toHaveLength(1);
    // the language switch goes to the twin page
    expect(linkHref(html, 'lang-switch')).toBe(twinPath(p.path, p.lang === 'en' ? 'fr' : 'en'));
    // only public and blog pages may be cached for every visitor; sign-in, store, account and admin never
    const area = ROUTE_DEFS.find((d) => d.id === p.id)?.area;
    expect(r.shared ?? false, `${p.path} (${area})`).toBe(r.status === 200 && (area === 'public' || area === 'blog'));
    if (r.status === 404) {
      expect(html).toContain(p.lang === 'fr' ? 'Nous ne trouvons pas cette page' : 'find that page');
      expect(html).toContain('<meta name="robots" content="noindex">');
      expect(html).not.toContain('rel="canonical"');
    }
  });

  it('an unknown path is a 404 in its language', async () => {
    for (const lang of LANGS) {
      const r = await ssr(`/${lang}/no/such/page`);
      expect(r.status).toBe(404);
      expect(missingKeys(r.html ?? '')).toEqual([]);
      expect(linkHref(r.html ?? '', 'lang-switch')).toBe(paths.home(lang === 'en' ? 'fr' : 'en'));
    }
  });
});

describe('home page head', () => {
  it.each(LANGS)('%s: title, description, canonical, hreflang, brand tokens, router state', async (lang) => {
    const r = await ssr(`/${lang}/?utm_source=x`);
    const html = r.html ?? '';
    expect(r.status).toBe(200);
    expect(r.headers?.['content-language']).toBe(lang === 'fr' ? 'fr-CA' : 'en');
    expect(html).toMatch(/<title>Mijote \| .{20,}<\/title>/);
    expect(html).toMatch(/<meta name="description" content=".{60,}">/);
    expect(html).toContain(`<link rel="canonical" href="https://mijote.example.test/${lang}/">`);
    expect(html).toContain('<link rel="alternate" hreflang="en" href="https://mijote.example.test/en/">');
    expect(html).toContain('<link rel="alternate" hreflang="fr" href="https://mijote.example.test/fr/">');
    expect(html).toContain('<link rel="alternate" hreflang="x-default" href="https://mijote.example.test/en/">');
    expect(html).toContain('<meta name="revision" content="test-rev">');
    expect(html).not.toContain('<style'); // the CSP allows no inline style: tokens by data-brand
    expect(html).toContain('data-brand="main" data-env="DEV"');
    expect(html).not.toContain('noindex');
    // a public page: islands only, no router state (ADR 140)
    expect(html).not.toContain('id="router-state"');
    expect(html).toContain('data-island="header-nav"');
  });

  it('shows money with formatMoney: $12.50 in English, 12,50 $ in French', async () => {
    expect((await ssr('/en/')).html).toContain('From $12.50');
    expect((await ssr('/fr/')).html).toContain('À partir de 12,50\u00a0$');
  });

  it('the bakery host swaps the tokens, poster and title text', async () => {
    const main = (await ssr('/fr/')).html ?? '';
    const bakery = (await ssr('/fr/', 'boulangerie.example.test')).html ?? '';
    expect(bakery).toContain('data-brand="bakery"');
    expect(bakery).toMatch(/<title>La Mie Mijote \|/);
    expect(bakery).toContain('Du pain chaud, de bons dîners');
    expect(main).toContain('Le souper mijote');
    expect(bakery).toContain('une miche dorée');
    expect(main).toContain('une marmite fumante');
  });

  it('PRODUCTION only on the production host', async () => {
    expect((await ssr('/en/', 'www.mijote.ca')).html).toContain('data-env="PRODUCTION"');
    const dev = (await ssr('/en/', 'localhost')).html ?? '';
    expect(dev).toContain('data-env="DEV"');
    expect(dev).toContain('Test environment');
  });

  it('the bistro count is the number of open bistros in the catalogue, left out when unknown; no count in the prose (issue 11)', async () => {
    const en = (await ssr('/en/')).html ?? '';
    expect(en).toContain('<dt>Neighbourhood bistros</dt><dd>3</dd>');
    const fr = (await ssr('/fr/')).html ?? '';
    expect(fr).toMatch(/<dt>[^<]+<\/dt><dd>3<\/dd>/);
    for (const html of [en, fr]) expect(html).not.toMatch(/\b(three|trois) (neighbourhood )?bistros/i);
    const two: typeof fakeFetchApi = async (path) =>
      path.startsWith('/api/franchises') ? { status: 200, json: async () => FAKE_FRANCHISES('en').slice(0, 2) } : fakeFetchApi(path);
    expect((await ssr('/en/', 'localhost', two)).html).toContain('<dt>Neighbourhood bistros</dt><dd>2</dd>');
    const down: typeof fakeFetchApi = async (path) =>
      path.startsWith('/api/franchises') ? { status: 503, json: async () => ({}) } : fakeFetchApi(path);
    const without = (await ssr('/en/', 'localhost', down)).html ?? '';
    expect(without).not.toContain('Neighbourhood bistros</dt>');
    expect(without).toContain('<dt>Delivery days a week</dt>');
  });

  it('the division-move modal is in the page, closed until hydration', async () => {
    const html = (await ssr('/en/')).html ?? '';
    expect(html).toMatch(/<dialog[^>]*class="modal notice-modal division-modal"/);
    expect(html).not.toMatch(/<dialog[^>]*\sopen/);
  });
});

const PUBLIC_PATHS = (['home', ...PUBLIC_PAGE_IDS] as const).flatMap((id) =>
  LANGS.map((lang) => ({
    id,
    lang,
    path:
      id === 'blogArticle'
        ? paths.blogArticle(lang, lang === 'en' ? 'history-of-the-tourtiere' : 'histoire-de-la-tourtiere')
        : buildPathUnchecked(id, lang),
  })),
);

describe('public pages (issue 5)', () => {
  it.each(PUBLIC_PATHS.map((p) => [p.path, p] as const))(
    '%s: own title and description, canonical, hreflang, one H1, islands only',
    async (_path, p) => {
      const r = await ssr(p.path);
      const html = r.html ?? '';
      expect(r.status).toBe(200);
      expect(missingKeys(html)).toEqual([]);
      expect(html).not.toMatch(/>~|"~/);
      expect(html).toContain(`<html lang="${p.lang === 'fr' ? 'fr-CA' : 'en'}"`);
      expect(html).toMatch(/<title>[^<]{12,}<\/title>/);
      expect(html).toMatch(/<meta name="description" content="[^"]{40,}">/);
      expect(html).toContain(`<link rel="canonical" href="https://mijote.example.test${p.path}">`);
      expect(html).toMatch(/<link rel="alternate" hreflang="en" href="https:\/\/mijote\.example\.test\/en\/[^"]*">/);
      expect(html).toMatch(/<link rel="alternate" hreflang="fr" href="https:\/\/mijote\.example\.test\/fr\/[^"]*">/);
      expect(html.match(/<h1[\s>]/g)).toHaveLength(1);
      expect(html).not.toContain('noindex');
      expect(html).not.toContain('id="router-state"');
      if (p.id !== 'home') expect(html).toMatch(/<nav class="breadcrumbs" aria-label="[^"]+"><ol>/);
      // every island's props follow it as JSON
      for (const m of html.matchAll(/<div class="island" data-island="([\w-]+)">/g)) expect(m[1]).toBeTruthy();
      const props = [...html.matchAll(/<script type="application\/json" data-island-props="">(.*?)<\/script>/g)];
      expect(props.length).toBe(html.match(/data-island="/g)?.length);
      for (const m of props) expect(() => JSON.parse(m[1] as string)).not.toThrow();
    },
  );

  it('every page has its own title, in each language', async () => {
    for (const lang of LANGS) {
      const titles = await Promise.all(
        PUBLIC_PATHS.filter((p) => p.lang === lang).map(async (p) => (await ssr(p.path)).html?.match(/<title>([^<]*)<\/title>/)?.[1]),
      );
      expect(new Set(titles).size).toBe(titles.length);
    }
  });

  it('the blog lists the articles of the page language and shows one article from the API', async () => {
    const fr = (await ssr('/fr/la-betterave-doree')).html ?? '';
    expect(fr).toContain('href="/fr/la-betterave-doree/histoire-de-la-tourtiere"');
    expect(fr).toContain('src="/api/public/img/blogs/1.jpg"');
    const article = (await ssr('/en/the-golden-beet/history-of-the-tourtiere')).html ?? '';
    expect(article).toContain('<title>A short history of the tourtière | The Golden Beet</title>');
    expect(article).toContain('<h2>Where it comes from</h2>');
    // hreflang: the twin article; the language switch: the other blog home (customer-side §8)
    expect(article).toContain('hreflang="fr" href="https://mijote.example.test/fr/la-betterave-doree/histoire-de-la-tourtiere"');
    expect(article).toMatch(/<a class="lang-switch" href="\/fr\/la-betterave-doree"/);
  });

  it('an unknown slug or a failed fetch redirects to the blog home; the other language slug to its twin', async () => {
    expect(await ssr('/en/the-golden-beet/no-such-article')).toMatchObject({ status: 302, redirect: '/en/the-golden-beet' });
    expect(await ssr('/fr/la-betterave-doree/x', 'localhost', async () => Promise.reject(new Error('down')))).toMatchObject({
      status: 302,
      redirect: '/fr/la-betterave-doree',
    });
    expect(await ssr('/fr/la-betterave-doree/history-of-the-tourtiere')).toMatchObject({
      status: 301,
      redirect: '/fr/la-betterave-doree/histoire-de-la-tourtiere',
    });
  });

  it('the testimonials page carries both feedback forms of the spec, in each language', async () => {
    for (const [path, title] of [
      ['/en/testimonials', 'Your free office lunch'],
      ['/fr/temoignages', 'Votre plateau de biscuits du traiteur'],
    ] as const) {
      const html = (await ssr(path)).html ?? '';
      expect(html).toContain(title);
      expect(html).toContain('feedback-free-lunch');
      expect(html).toContain('feedback-catering-cookie-platter');
      expect(html.match(/data-island="public-form"/g)).toHaveLength(2);
    }
  });

  it('testimonials come from the API; without it the page says so', async () => {
    expect((await ssr('/fr/temoignages')).html).toContain('Les soupes goûtent la maison.');
    const down = (await ssr('/en/testimonials', 'localhost', async () => ({ status: 500, json: async () => ({}) }))).html ?? '';
    expect(down).toContain('cannot be displayed right now');
  });

  it('the employment form lists the provinces of the API, or the 13 static ones', async () => {
    expect((await ssr('/fr/emplois')).html).toContain('<option value="QC">Québec</option>');
    const offline = (await ssr('/fr/emplois', 'localhost', async () => Promise.reject(new Error('down')))).html ?? '';
    expect(offline.match(/<option value="[A-Z]{2}">/g)).toHaveLength(13);
    expect(offline).toContain('<option value="PE">Île-du-Prince-Édouard</option>');
  });

  it('money in the page language: the referral program is $25 each', async () => {
    expect((await ssr('/en/referral-program')).html).toContain('$25.00 for each of you');
    expect((await ssr('/fr/parrainage')).html).toContain('25,00\u00a0$ chacun');
  });

  it('the home meal delivery page carries the unclosable "service has moved" modal', async () => {
    const html = (await ssr('/fr/nos-services/livraisons-a-domicile')).html ?? '';
    const props = [...html.matchAll(/<script type="application\/json" data-island-props="">(.*?)<\/script>/g)]
      .map((m) => JSON.parse(m[1] as string) as { id?: string; dismissable?: boolean; button?: { href?: string } })
      .find((p) => p.id === 'moved-modal');
    expect(props).toMatchObject({ dismissable: false, button: { href: '/fr/' } });
    expect(html).toMatch(/<dialog[^>]*id="moved-modal"/);
    expect(html).not.toMatch(/<dialog[^>]*id="moved-modal"[^>]*\sopen/);
  });

  it('the contact page shows the three bistros with addresses and directions (no map tiles)', async () => {
    const html = (await ssr('/en/contact-us')).html ?? '';
    for (const city of ['Pointe-Claire (QC) H9R 5K3', 'Kirkland (QC) H9H 3C4', 'Dorval (QC) H9S 3H6']) expect(html).toContain(city);
    expect(html.match(/class="bistro-card__map"/g)).toHaveLength(3);
    expect(html.match(/href="https:\/\/www\.google\.com\/maps\/dir\/\?api=1&amp;destination=/g)).toHaveLength(3);
    expect(html).not.toMatch(/tile\.openstreetmap|<iframe/);
  });
});

describe('bistros on the contact and retail-locations pages', () => {
  it.each([
    ['/en/contact-us', 'Every day, 7:30 a.m. to 7:30 p.m.', 'Delivery from 11:30 a.m. to 7 p.m.'],
    ['/fr/nous-joindre', 'Tous les jours, de 7 h 30 à 19 h 30', 'Livraison de 11 h 30 à 19 h'],
    ['/fr/nos-services/succursales', 'Tous les jours, de 7 h 30 à 19 h 30', 'Livraison de 11 h 30 à 19 h'],
  ])('%s shows the database’s address, phone and hours', async (path, hours, delivery) => {
    const html = (await ssr(path)).html ?? '';
    expect(html).toContain('3690, boulevard Saint-Charles');
    expect(html).toContain('href="tel:5145550174"');
    expect(html).toContain(hours);
    expect(html).toContain(delivery);
  });

  it('degrades to the customer-service number when the bistros cannot be read', async () => {
    const html = (await ssr('/en/contact-us', 'localhost', async () => ({ status: 503, json: async () => ({}) }))).html ?? '';
    expect(html).toContain('Our bistro list is unavailable right now');
    expect(html).toContain('href="tel:+15145550142"');
  });
});

describe('numbers in marketing text come from the catalogue and the rules (issue 11)', () => {
  const nbsp = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');
  const gcFetch =
    (prices: number[] | null): NonNullable<Parameters<typeof ssr>[2]> =>
    async (path) =>
      path.startsWith('/api/products')
        ? prices
          ? { status: 200, json: async () => prices.map((PriceCents) => ({ PriceCents })) }
          : { status: 503, json: async () => ({}) }
        : fakeFetchApi(path);

  it('the gift-card page quotes the amounts of the gift cards the store sells, in the page language', async () => {
    expect(nbsp((await ssr('/en/gift-cards')).html ?? '')).toContain('Choose a card of $25, $50 or $100 in our online store');
    expect(nbsp((await ssr(paths.giftCards('fr'))).html ?? '')).toContain('Choisissez une carte de 25 $, 50 $ ou 100 $ dans');
    // another catalogue, other amounts; none readable, no amount at all
    expect(nbsp((await ssr('/en/gift-cards', 'localhost', gcFetch([7500, 2000, 2000]))).html ?? '')).toContain('a card of $20 or $75 in');
    const down = nbsp((await ssr(paths.giftCards('fr'), 'localhost', gcFetch(null))).html ?? '');
    expect(down).toContain('Choisissez une carte de la valeur de votre choix dans');
    expect(down).not.toMatch(/\d+ \$, \d+ \$/);
  });

  it('the bistros page says when the first bistro opens, from the database’s hours', async () => {
    expect((await ssr(paths.retailLocations('en'))).html).toContain('Breakfast sandwiches from 7:30 a.m.,');
    expect(nbsp((await ssr(paths.retailLocations('fr'))).html ?? '')).toContain('Sandwichs déjeuner dès 7 h 30,');
    const down = (await ssr(paths.retailLocations('en'), 'localhost', async () => ({ status: 503, json: async () => ({}) }))).html;
    expect(down).toContain('Breakfast sandwiches every morning,');
  });

  it('"six ways to eat well" counts the services the page lists', async () => {
    expect((await ssr('/en/')).html).toMatch(/<h2 id="services-title">One kitchen, six ways to eat well<\/h2>/);
    expect((await ssr('/fr/')).html).toContain('Une cuisine, six façons de bien manger');
    expect((await ssr(paths.servicesOverview('en'))).html).toContain('One kitchen, six ways to eat well.');
  });

  it('the referral window, the CV limit and the phone number are the rules’ and the contact’s own', async () => {
    expect((await ssr(paths.referralProgram('en'))).html).toContain('within 180 days of your invitation');
    expect((await ssr(paths.employment('fr'))).html).toContain('(1 Mo au maximum)');
    expect((await ssr(paths.contactUs('en'))).html).toContain('Call 514 555-0142, Monday');
  });
});

describe('page meta (issue 9: raw {{referral}} and {{freeDelivery}} in titles and descriptions)', () => {
  const keys: PageKey[] = ['home', 'notFound', 'error', ...PUBLIC_PAGE_IDS, ...CLIENT_PAGE_IDS];
  it.each(LANGS)(
    '%s: every page’s title and description, as the server head and document.title write them, are fully interpolated',
    async (lang) => {
      const i18n = createI18n(lang, { [lang]: await loadLanguage(lang) });
      for (const page of keys) {
        // the values a loader or a route handle adds: a blog article's title, a store's name
        const vars: Record<string, string> =
          page === 'blogArticle' ? { title: 'T', description: 'D' } : page.startsWith('store') ? { store: 'S' } : {};
        const meta = pageMeta(i18n.t, lang, page, 'Mijote', vars, offerVars(lang));
        expect(meta.title, page).not.toMatch(/\{\{|~/);
        expect(meta.description, page).not.toMatch(/\{\{|~/);
      }
    },
  );

  it('quotes the offer values in the page language', async () => {
    expect((await ssr('/en/referral-program')).html).toMatch(/<title>Referral program: \$25\.00 for you and your friend/);
    expect((await ssr('/fr/nos-services/livraisons-a-domicile')).html).toMatch(/<meta name="description" content="[^"]*49,00\u00a0\$/);
  });
});
