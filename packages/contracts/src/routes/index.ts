export {
  DEFAULT_STORE_SECTION,
  FR_STORE_OVERVIEW_SEGMENTS,
  LANGS,
  ROUTE_DEFS,
  ROUTE_IDS,
  STORE_SECTIONS,
  STORE_SEGMENTS,
  isLang,
  isStoreSection,
  type FrStoreOverviewKind,
  type Lang,
  type RouteArea,
  type RouteDef,
  type RouteId,
  type RouteParamMap,
  type StoreSection,
} from './route-table.js';
export { buildPath, buildPathUnchecked, langOfPath, matchPath, paths, twinPath, type ParamsArg, type RouteMatch } from './paths.js';
export { publicPages, type PublicPage } from './public-pages.js';
