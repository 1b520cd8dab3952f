import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * Browser features the site never uses, switched off for it and anything it embeds (ADR 197);
 * full screen and picture-in-picture stay for its own videos. Only features Chromium knows (an
 * unknown one is a console error on every page).
 */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'camera=()',
  'display-capture=()',
  'fullscreen=(self)',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'picture-in-picture=(self)',
  'publickey-credentials-get=()',
  'screen-wake-lock=()',
  'serial=()',
  'usb=()',
  'xr-spatial-tracking=()',
].join(', ');

/**
 * Security headers for every answer. Scripts need a per-request nonce (server-rendered pages
 * carry an inline hydration script), so helmet generates one (`reply.cspNonce.script`).
 */
export async function registerSecurityHeaders(app: FastifyInstance, opts: { production: boolean; recaptcha?: boolean }): Promise<void> {
  // reCAPTCHA v3 (only when a site key is configured): Google's script, its frame and its calls
  const google = opts.recaptcha ? ['https://www.google.com', 'https://www.gstatic.com'] : [];
  await app.register(helmet, {
    enableCSPNonces: true,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        'default-src': ["'self'"],
        'base-uri': ["'self'"],
        'object-src': ["'none'"],
        'frame-ancestors': ["'self'"],
        'form-action': ["'self'"],
        'script-src': ["'self'", ...google],
        'style-src': ["'self'", "'unsafe-inline'"],
        'img-src': ["'self'", 'data:', 'blob:'],
        'font-src': ["'self'", 'data:'],
        'connect-src': ["'self'", ...google],
        'media-src': ["'self'", 'blob:'],
        'frame-src': ["'self'", ...google],
        ...(opts.production ? { 'upgrade-insecure-requests': [] } : {}),
      },
    },
    // Cross-origin isolation would break embedded maps and videos; keep the safe defaults only.
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: opts.production ? { maxAge: 31536000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('permissions-policy', PERMISSIONS_POLICY);
  });
}

/**
 * API answers are personal unless a route says otherwise: without a Cache-Control of its own an
 * answer is `no-store` (account, cart, orders, admin, session answers), and an error is never
 * cached whatever the route set before it failed.
 */
export function registerApiCacheDefault(api: FastifyInstance): void {
  api.addHook('onSend', async (_request, reply, payload) => {
    if (reply.statusCode >= 400 || !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    return payload;
  });
}
