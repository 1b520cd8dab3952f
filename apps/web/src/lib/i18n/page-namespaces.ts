// The namespaces a full-client page needs beyond CLIENT_NAMESPACES when it is the first page: its
// route's loader does not run again on hydration, so the client start loads them and the server
// preloads their files. The admin area's texts (ADR 260); the corporate cafeterias' (ADR 300).
import { matchPath } from '../paths';
import type { Namespace } from './index';

export function pageNamespaces(pathname: string): Namespace[] {
  const m = matchPath(pathname);
  if (m?.area === 'admin') return ['admin'];
  const store = m?.area === 'store' && 'store' in m.params ? m.params.store : null;
  return store === 'corporate' || store === 'mobile' ? ['corporate'] : [];
}
