import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

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
}
