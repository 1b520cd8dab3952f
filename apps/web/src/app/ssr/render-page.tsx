// Server render of one page: root routing, data-router query, HTML document with head tags.
import { renderToString } from 'react-dom/server';
import type { i18n as I18n } from 'i18next';
import { createStaticHandler, createStaticRouter, isRouteErrorResponse, StaticRouterProvider, type StaticHandler } from 'react-router';
import { BRANDS, resolveSite } from '../../lib/brand';
import { CLIENT_NAMESPACES, createI18n, HTML_LANG, loadLanguage, localeSource } from '../../lib/i18n';
import { pageNamespaces } from '../../lib/i18n/page-namespaces';
import { offerVars } from '../../lib/offer-vars';
import { isPublicPageId, isRouteHandle, pageMeta, type PageKey } from '../../lib/page-meta';
import { usesFullClient } from '../../lib/full-client';
import { langOfPath, matchPath, twinPath, type Lang } from '../../lib/paths';
import { IslandCollectorContext, scriptJson, type IslandCollector } from '../../islands/island';
import { islandSource } from '../../islands/names';
import { AppProviders } from '../providers';
import { createRoutes, LAZY_ROUTE_SOURCES, type FetchApi, type RouteRequestContext } from '../routes';
import { QUERY_STATE_ID, QueryStateContext } from '../client/query-state';
import { collectAssets, islandChunkKeys, type Manifest } from './manifest';
import { serverQueries } from './server-queries';

export interface RenderInput {
  /** Path and query, e.g. '/fr/?x=1'. */
  url: string;
  /** e.g. 'http://localhost:3000', for canonical and hreflang absolute URLs (PUBLIC_ORIGIN or a configured host, never any Host header). */
  origin: string;
  /** Request host name when it is a configured host, else '': picks the brand and the environment. */
  host: string;
  config: { bakeryHosts: string[]; productionHost: string; revision: string; recaptchaSiteKey?: string | undefined };
  /** Reads the API in-process (GET `/api/...`), for server-rendered data (blog, testimonials). */
  fetchApi?: FetchApi;
}

export interface RenderResult {
  status: number;
  redirect?: string;
  html?: string;
  headers?: Record<string, string>;
  /** The same page for every visitor of this host and URL (public and blog pages): the server may cache it for all. */
  shared?: boolean;
  /** The same page for every visitor until the next full hour (a store's menu): the server may keep it that long. */
  hourly?: boolean;
}

export interface ClientBuild {
  /** dist/client/index.html (or a test template with the same markers): the full client app. */
  template: string;
  /** dist/client/islands.html: public pages, partial hydration (ADR 140). Default: `template`. */
  islandsTemplate?: string;
  manifest: Manifest | null;
  /** The islands build's manifest (dist/client/.vite/manifest-islands.json, ADR 173); default: `manifest`. */
  islandsManifest?: Manifest | null;
}

/**
 * Public pages (marketing, blog, 404s) are server HTML with islands; the sign-in screens, store,
 * account and admin areas load the full client router (ADR 140, 170).
 */
export { usesFullClient };

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The router's hydration state, in the shape createBrowserRouter reads (react-router's own). */
function serializeErrors(errors: Record<string, unknown> | null): Record<string, unknown> | null {
  if (!errors) return null;
  const out: Record<string, unknown> = {};
  for (const [id, e] of Object.entries(errors)) {
    if (isRouteErrorResponse(e)) out[id] = { ...e, __type: 'RouteErrorResponse' };
    else if (e instanceof Error) out[id] = { message: e.message, __type: 'Error' };
    else out[id] = e;
  }
  return out;
}

/**
 * What a render needs of its language that no request changes, built once per language and
 * process (ADR 236, issue 17): its i18next instance with every namespace, and the router's static
 * handler over the route objects (their lazy modules resolved on first use). A request brings only
 * its URL and its API reader (the handler's request context).
 */
interface LanguageRuntime {
  i18n: I18n;
  handler: StaticHandler;
  /** the same routes without the full client's areas: for a page outside them (`usesFullClient`) */
  publicHandler: StaticHandler;
}
const runtimes = new Map<Lang, Promise<LanguageRuntime>>();
function runtimeOf(lang: Lang): Promise<LanguageRuntime> {
  let runtime = runtimes.get(lang);
  if (!runtime) {
    runtime = loadLanguage(lang).then((resources) => {
      const i18n = createI18n(lang, { [lang]: resources });
      return {
        i18n,
        handler: createStaticHandler(createRoutes({ i18n })),
        publicHandler: createStaticHandler(createRoutes({ i18n, withClient: false })),
      };
    });
    runtime.catch(() => runtimes.delete(lang));
    runtimes.set(lang, runtime);
  }
  return runtime;
}

/** The id of the JSON that lists a full-client page's scripts (read by the boot script and bench/bundle-size.mjs). */
export const CLIENT_SCRIPTS_ID = 'client-scripts';

/**
 * Loads the entry and its modules after the first paint: in the first frame's callback, on the
 * next task (at once when the page is hidden, where frames do not run). The HTML is already the
 * whole page; what it needs first is its stylesheets, font and images, not ~130 KB of scripts that
 * only hydrate it (on a slow phone link they shared its bandwidth and pushed the first paint of
 * the menu back, ADR 344). Inline: the CSP lets it run by its nonce.
 */
const BOOT_SCRIPT =
  `(function(){var d=JSON.parse(document.getElementById('${CLIENT_SCRIPTS_ID}').textContent);` +
  "function go(){d.modules.forEach(function(h){var l=document.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href=h;document.head.appendChild(l)});" +
  "var s=document.createElement('script');s.type='module';s.crossOrigin='';s.src=d.entry;document.head.appendChild(s)}" +
  "if(document.visibilityState==='hidden')go();else requestAnimationFrame(function(){setTimeout(go,0)})})()";

interface DeferredTemplate {
  /** The template without its entry script and modulepreloads. */
  html: string;
  entry: string;
  modules: string[];
}
const deferredTemplates = new Map<string, DeferredTemplate>();
/** The template of a full-client page: its entry script and Vite's modulepreloads taken out, to be loaded by BOOT_SCRIPT (computed once per template). */
export function deferredScripts(template: string): DeferredTemplate {
  let out = deferredTemplates.get(template);
  if (out === undefined) {
    const entry = /<script type="module"[^>]*\ssrc="([^"]+)"[^>]*><\/script>\s*/.exec(template);
    const modules = [...template.matchAll(/<link rel="modulepreload"[^>]*\shref="([^"]+)"[^>]*>\s*/g)];
    let html = template;
    for (const m of [entry, ...modules]) if (m) html = html.replace(m[0], '');
    out = { html, entry: entry?.[1] ?? '', modules: modules.map((m) => m[1]!) };
    deferredTemplates.set(template, out);
  }
  return out;
}

/** A file request outside the language prefix (apple-touch-icon.png, probes): plain 404. The server answers /favicon.ico itself (plugins/web.ts). */
function isFileProbe(pathname: string): boolean {
  return langOfPath(pathname) === null && /\/[^/]*\.[a-z0-9]{2,5}$/i.test(pathname);
}

const PLAIN_404 =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Not found</title></head><body><h1>Not found</h1></body></html>';

export async function renderPage(input: RenderInput, build: ClientBuild): Promise<RenderResult> {
  let url: URL;
  try {
    url = new URL(input.url, input.origin);
  } catch {
    url = new URL(input.url, 'http://localhost');
  }
  if (isFileProbe(url.pathname)) {
    return { status: 404, html: PLAIN_404, headers: { 'content-type': 'text/html; charset=utf-8' } };
  }

  const site = resolveSite(input.host, input.config);
  const lang: Lang = langOfPath(url.pathname) ?? 'en';
  const fullClient = usesFullClient(url.pathname);
  const runtime = await runtimeOf(lang);
  const { i18n } = runtime;
  const handler = fullClient ? runtime.handler : runtime.publicHandler;
  const requestContext: RouteRequestContext = { fetchApi: input.fetchApi };
  const context = await handler.query(new Request(url.href, { method: 'GET' }), { requestContext });

  if (context instanceof Response) {
    const location = context.headers.get('location');
    if (location && context.status >= 300 && context.status < 400) {
      return { status: context.status, redirect: location, headers: { 'cache-control': 'no-cache' } };
    }
    return { status: context.status, html: PLAIN_404 };
  }

  const status = context.statusCode;
  const router = createStaticRouter(handler.dataRoutes, context);
  // the first screen's data of a full-client page (the store's menu), hydrated by the client (ADR 216)
  const handles = context.matches.flatMap((m) => (isRouteHandle(m.route.handle) ? [m.route.handle] : []));
  const firstScreen = fullClient && status === 200 ? await serverQueries(handles, lang, input.fetchApi) : undefined;
  const queryState = firstScreen?.state;
  const islands: IslandCollector = new Set();
  const rendered = renderToString(
    <IslandCollectorContext value={islands}>
      <QueryStateContext value={queryState}>
        <AppProviders i18n={i18n} site={site} origin={url.origin}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppProviders>
      </QueryStateContext>
    </IslandCollectorContext>,
  );
  // React writes the preloads of the first screen's images (`<link rel="preload" as="image">`)
  // before the app's HTML, inside #root: they go into <head>, where they start earlier, and
  // #root keeps only the app (Preact hydrating a root that starts with them moved the whole
  // shell: the page was laid out and painted again, ADR 236)
  const hints = /^(?:<link [^>]*\/>)+/.exec(rendered)?.[0] ?? '';
  const body = rendered.slice(hints.length);

  // page meta: the deepest route handle, or the status page
  let page: PageKey = status === 404 ? 'notFound' : status >= 400 ? 'error' : 'home';
  let metaVars: Record<string, string> = {};
  let alternates: Partial<Record<Lang, string>> = {};
  if (status < 400) {
    for (const m of context.matches) {
      if (isRouteHandle(m.route.handle)) {
        page = m.route.handle.page;
        if (m.route.handle.store) metaVars = { ...metaVars, store: i18n.t(`common:stores.${m.route.handle.store}`) };
      }
      const d = context.loaderData[m.route.id] as
        | { page?: unknown; metaVars?: Record<string, string>; alternates?: Partial<Record<Lang, string>> }
        | null
        | undefined;
      if (d && typeof d.page === 'string' && isPublicPageId(d.page)) {
        page = d.page;
        metaVars = d.metaVars ?? {};
        alternates = d.alternates ?? {};
      }
    }
  }
  const brandName = i18n.t(`common:brand.${site.brand}.name`);
  const meta = pageMeta(i18n.t, lang, page, brandName, metaVars, offerVars(lang));
  const match = matchPath(url.pathname);
  // public and blog pages, a store's menu now that its dishes are in the HTML (ADR 216), and the
  // login page, the same for everyone and where customers search "Mijote login" (ADR 236); Review,
  // Confirm, the other sign-in screens and account pages stay out of search engines
  const indexable =
    status === 200 &&
    match !== null &&
    (match.area === 'public' ||
      match.area === 'blog' ||
      match.id === 'login' ||
      (match.id === 'storeMenu' && firstScreen?.complete === true));

  const lazySources = context.matches.flatMap((m) => {
    const src = m.route.id ? LAZY_ROUTE_SOURCES[m.route.id] : undefined;
    return src ? [src] : [];
  });
  const islandsManifest = build.islandsManifest === undefined ? build.manifest : build.islandsManifest;
  const assets = fullClient
    ? build.manifest
      ? collectAssets(
          build.manifest,
          // the admin area's texts come with its pages only (ADR 260), the cafeterias' with theirs (ADR 300)
          [...lazySources, ...[...CLIENT_NAMESPACES, ...pageNamespaces(url.pathname)].map((ns) => localeSource(lang, ns))],
          'index.html',
        )
      : { modules: [], styles: [], fonts: [] }
    : islandsManifest
      ? collectAssets(
          islandsManifest,
          islandChunkKeys(
            islandsManifest,
            [...islands].map((name) => ({ name, source: islandSource(name) })),
          ),
          'islands.html',
        )
      : { modules: [], styles: [], fonts: [] };

  const head: string[] = [
    `<title>${escapeHtml(meta.title)}</title>`,
    `<meta name="description" content="${escapeHtml(meta.description)}">`,
    `<meta name="revision" content="${escapeHtml(input.config.revision)}">`,
    `<meta name="theme-color" content="${BRANDS[site.brand].tokens['--color-primary']}">`,
    `<meta property="og:title" content="${escapeHtml(meta.title)}">`,
    `<meta property="og:description" content="${escapeHtml(meta.description)}">`,
    `<meta property="og:site_name" content="${escapeHtml(brandName)}">`,
    `<meta property="og:locale" content="${lang === 'fr' ? 'fr_CA' : 'en_CA'}">`,
  ];
  if (match && status === 200) {
    const canonical = new URL(match.canonicalPath, url.origin).href;
    const twin = (l: Lang) => alternates[l] ?? (lang === l ? match.canonicalPath : twinPath(match.canonicalPath, l));
    const en = new URL(twin('en'), url.origin).href;
    const fr = new URL(twin('fr'), url.origin).href;
    head.push(
      `<link rel="canonical" href="${escapeHtml(canonical)}">`,
      `<meta property="og:url" content="${escapeHtml(canonical)}">`,
      `<link rel="alternate" hreflang="en" href="${escapeHtml(en)}">`,
      `<link rel="alternate" hreflang="fr" href="${escapeHtml(fr)}">`,
      `<link rel="alternate" hreflang="x-default" href="${escapeHtml(en)}">`,
    );
  }
  if (!indexable) head.push('<meta name="robots" content="noindex">');
  // the public forms ask reCAPTCHA for a token with it (islands/form/captcha.ts)
  if (input.config.recaptchaSiteKey && (islands.has('public-form') || islands.has('lead-form')))
    head.push(`<meta name="recaptcha-site-key" content="${escapeHtml(input.config.recaptchaSiteKey)}">`);
  // the brand's tokens come from styles/brands.css by <html data-brand> (no inline style: CSP)
  if (hints) head.push(hints.replace(/\/>/g, '>'));
  for (const f of assets.fonts) head.push(`<link rel="preload" href="/${f}" as="font" type="font/woff2" crossorigin>`);
  // the full client's scripts hydrate HTML that is already whole: they load after the first paint,
  // so the stylesheets, the font and the dishes' images of that paint have the link to themselves
  // (ADR 236, 344); a public page's islands keep their scripts in <head>
  const deferred = fullClient ? deferredScripts(build.template) : undefined;
  const template = deferred ? deferred.html : (build.islandsTemplate ?? build.template);
  const clientScripts = deferred
    ? {
        entry: deferred.entry,
        modules: [
          ...deferred.modules,
          ...assets.modules.map((m) => `/${m}`).filter((m) => m !== deferred.entry && !deferred.modules.includes(m)),
        ],
      }
    : undefined;
  if (!deferred)
    for (const m of assets.modules) if (!template.includes(`/${m}"`)) head.push(`<link rel="modulepreload" crossorigin href="/${m}">`);
  // lazy-chunk styles go last in <head>, after the entry stylesheet of the template
  const lateStyles = assets.styles.map((s) => `<link rel="stylesheet" crossorigin href="/${s}">`).join('\n    ');

  const hydration = {
    loaderData: context.loaderData,
    actionData: context.actionData,
    errors: serializeErrors(context.errors),
  };

  const html = template
    .replace(/<html[^>]*>/, `<html lang="${HTML_LANG[lang]}" dir="ltr" data-brand="${site.brand}" data-env="${site.env}">`)
    .replace('<!--app-head-->', () => head.join('\n    '))
    .replace('</head>', () => (lateStyles ? `  ${lateStyles}\n  </head>` : '</head>'))
    .replace('<!--app-html-->', () => body)
    .replace('<!--app-data-->', () =>
      fullClient
        ? `<script type="application/json" id="router-state">${scriptJson(hydration)}</script>` +
          (queryState ? `\n    <script type="application/json" id="${QUERY_STATE_ID}">${scriptJson(queryState)}</script>` : '') +
          (clientScripts
            ? `\n    <script type="application/json" id="${CLIENT_SCRIPTS_ID}">${scriptJson(clientScripts)}</script>` +
              `\n    <script>${BOOT_SCRIPT}</script>`
            : '')
        : '',
    );

  return {
    status,
    html,
    // nothing of the visitor is read here (no cookie, no session): a public page is everyone's;
    // a store's menu too, until the next full hour (its days close on the hour): kept by the node
    // that rendered it, private to browsers (issue 31)
    shared: indexable && !fullClient,
    hourly: indexable && fullClient,
    headers: {
      'content-language': HTML_LANG[lang],
      ...(indexable ? {} : { 'x-robots-tag': 'noindex' }),
    },
  };
}
