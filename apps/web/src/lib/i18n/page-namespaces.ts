// The namespaces a full-client page needs beyond CLIENT_NAMESPACES when it is the first page: its
// route's loader does not run again on hydration, so the client start loads them and the server
// preloads their files. The admin area's texts (ADR 260); the corporate cafeterias' (ADR 300); the
// account area's screens (`account-pages`, issue 28), which the admin's reports also read; the
// stores' (`store`), which the account's order details also read (its totals and payments).
import { matchPath } from '../paths';
import type { Namespace } from './index';

export function pageNamespaces(pathname: string): Namespace[] {
  const m = matchPath(pathname);
  if (m?.area === 'admin') return ['admin', 'account-pages'];
  // the account area, and the pages of the e-mail links (their texts are not on every page)
  if (m?.id === 'accountOrder') return ['account-pages', 'store'];
  if (m?.area === 'account' || m?.id === 'verifyEmail' || m?.id === 'signInLink') return ['account-pages'];
  if (m?.area !== 'store') return [];
  const store = 'store' in m.params ? m.params.store : null;
  return store === 'corporate' || store === 'mobile' ? ['store', 'corporate'] : ['store'];
}
