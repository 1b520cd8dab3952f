// The origin of absolute links: canonical and hreflang links of pages, the sitemap and robots.txt,
// links in e-mails. Never taken from an arbitrary Host header (cache poisoning, reset-link
// poisoning): a configured host is trusted, anything else gets the configured origin.
import type { FastifyRequest } from 'fastify';
import type { AppConfig } from './config.js';

type OriginConfig = Pick<AppConfig, 'publicOrigin' | 'productionHost' | 'mainHosts' | 'bakeryHosts'>;

/** Local development names: `npm start` and the tests answer on them. */
const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** The host name of a Host value (`Shop.Example:3000` → `shop.example`). */
export function hostnameOf(host: string): string {
  const h = host.trim().toLowerCase();
  return h.startsWith('[') ? h.slice(0, h.indexOf(']') + 1) : h.replace(/:\d+$/, '');
}

/** A host the deployment is configured for (main, bakery, production) or a local name. */
export function isKnownHost(hostname: string, config: OriginConfig): boolean {
  const h = hostnameOf(hostname);
  return (
    LOCAL_HOSTS.has(h) ||
    h === config.productionHost ||
    config.mainHosts.includes(h) ||
    config.bakeryHosts.includes(h) ||
    (config.publicOrigin !== undefined && new URL(config.publicOrigin).hostname === h)
  );
}

/**
 * The origin for absolute links of a request: a bakery host keeps its own (it shows its own
 * brand); otherwise PUBLIC_ORIGIN when set; otherwise the request's host when it is a configured
 * or local host; otherwise `https://PRODUCTION_HOST`.
 */
export function publicOriginOf(request: Pick<FastifyRequest, 'host' | 'protocol'>, config: OriginConfig): string {
  const host = (request.host ?? '').toLowerCase();
  const hostname = hostnameOf(host);
  const configured = config.publicOrigin ? new URL(config.publicOrigin) : null;
  if (config.bakeryHosts.includes(hostname)) return `${configured?.protocol ?? `${request.protocol}:`}//${host}`;
  if (configured) return configured.origin;
  if (isKnownHost(hostname, config)) return `${request.protocol}://${host}`;
  return `https://${config.productionHost}`;
}
