// Where a page of ours is rendered (ADR 140, 170): the sign-in screens, account, store and admin
// areas are the full client; every other page — marketing, blog, 404s — is server HTML with islands.
import { matchPath } from './paths';

export function usesFullClient(pathname: string): boolean {
  const area = matchPath(pathname)?.area;
  return area === 'auth' || area === 'store' || area === 'account' || area === 'admin';
}
