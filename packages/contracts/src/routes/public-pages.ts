import { buildPathUnchecked } from './paths.js';
import { ROUTE_DEFS, type RouteId } from './route-table.js';

export interface PublicPage {
  id: RouteId;
  en: string;
  fr: string;
}

/**
 * The indexable public pages (marketing pages and the blog home), each with its English and
 * French path. The API builds /sitemap.xml from this list (plus one entry per blog article).
 */
export const publicPages: readonly PublicPage[] = ROUTE_DEFS.filter((d) => d.area === 'public' || d.id === 'blogHome').map((d) => ({
  id: d.id,
  en: buildPathUnchecked(d.id, 'en'),
  fr: buildPathUnchecked(d.id, 'fr'),
}));
