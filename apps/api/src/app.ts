import compress from '@fastify/compress';
import rateLimit from '@fastify/rate-limit';
import path from 'node:path';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { DbHandle } from '@mijote/db';
import { BackgroundTasks } from './background.js';
import type { AppConfig } from './config.js';
import type { AddressAutocomplete } from './modules/addresses/autocomplete.js';
import { registerAccountModules } from './modules/accounts/register.js';
import { registerAdminGuard } from './plugins/auth-guards.js';
import { registerSessions } from './plugins/session.js';
import { healthRoutes } from './modules/health/routes.js';
import { blogRoutes } from './modules/blogs/routes.js';
import { franchiseRoutes } from './modules/franchises/routes.js';
import { cartRoutes } from './modules/cart/routes.js';
import type { CheckoutDeps } from './modules/checkout/deps.js';
import { orderRoutes } from './modules/orders/routes.js';
import { catalogueRoutes, menuCacheMsFor } from './modules/catalogue/routes.js';
import { CatalogueCache, notModifiedServer, registerNotModifiedShortcut } from './modules/catalogue/catalogue-cache.js';
import { captchaFromConfig, type CaptchaVerifier } from './modules/captcha/captcha.js';
import { formRoutes } from './modules/forms/routes.js';
import { adminSchedulingRoutes, schedulingRoutes } from './modules/scheduling/routes.js';
import { adminOutboxRoutes } from './modules/outbox/routes.js';
import { collectionRoutes } from './modules/admin/collection.js';
import { holidaysCollection } from './modules/admin/holidays.js';
import { postalCodesCollection } from './modules/admin/postal-codes.js';
import { restaurantsCollection } from './modules/admin/restaurants.js';
import { adminAccountRoutes } from './modules/admin/accounts.js';
import { adminInvoiceRoutes } from './modules/admin/invoices.js';
import { kitchenOrderRoutes } from './modules/admin/kitchen-order.js';
import { subsidyStatementRoutes } from './modules/admin/subsidy-statement.js';
import { invoicePdfRoutes } from './modules/orders/invoice-routes.js';
import { adminReportRoutes } from './modules/admin/reports.js';
import { adminTodayRoutes } from './modules/admin/today.js';
import { adminFormRoutes } from './modules/admin/forms.js';
import { adminSubsidyRoutes, subsidiesCollection } from './modules/admin/subsidies.js';
import { adminTagsRoute, productDuplicateRoute, productsCollection } from './modules/admin/products.js';
import { retailPostalCodesCollection } from './modules/admin/retail-postal-codes.js';
import { giftCardsCollection } from './modules/admin/gift-cards.js';
import { promoCodeByCodeRoute, promoCodesCollection } from './modules/admin/promo-codes.js';
import { blogsCollection } from './modules/admin/blogs.js';
import { adminHomeBannerRoutes } from './modules/admin/home-banners.js';
import { bannerRoutes } from './modules/banners/routes.js';
import { kitchenRoutes } from './modules/kitchen/routes.js';
import { routePlannerFor, type RoutePlanner } from './modules/kitchen/route-planner.js';
import { shareRoutes } from './modules/share/routes.js';
import { testimonialRoutes } from './modules/testimonials/routes.js';
import { uploadRoutes } from './modules/uploads/routes.js';
import { localDiskStorage, type FileStorage } from './storage/index.js';
import type { PaymentGateway } from './modules/payments/gateway.js';
import { seoRoutes } from './modules/seo/routes.js';
import { loggerOptions, RequestLines, requestIdOf } from './logging.js';
import { apiNotFound, clientErrorHandler, frameworkErrorHandler, registerErrorHandling } from './plugins/errors.js';
import { registerConditionalGets } from './plugins/conditional-get.js';
import { registerOpenApi } from './plugins/openapi.js';
import { registerMetrics } from './plugins/metrics.js';
import { registerApiCacheDefault, registerSecurityHeaders } from './plugins/security.js';
import { registerWeb, type WebBundle } from './plugins/web.js';
import { PageReads } from './plugins/page-reads.js';
import { CATALOGUE_CHANNEL } from './modules/catalogue/catalogue-cache.js';
import { AttemptLimiter } from './modules/rate-limits/limiter.js';
import { limitsRedis, requestLimitStore } from './modules/rate-limits/request-limits.js';
import { EventLoopWatch, registerLoadShedding } from './plugins/load-shedding.js';
import { LAG_WINDOW_MS } from './modules/health/routes.js';

/** How long a password-reset request takes to answer by default (ADR 199). */
export const RESET_ANSWER_MS = 300;

export interface AppDeps {
  db: DbHandle;
  config: AppConfig;
  /** The built web app; null serves the API alone (API tests). */
  web?: WebBundle | null;
  logger?: FastifyServerOptions['logger'];
  /** A logger already made (server.ts: the one that logged the start, ADR 218); wins over `logger`. */
  loggerInstance?: FastifyBaseLogger;
  /** The clock; business rules receive "now" from here. */
  now?: () => Date;
  /** Uploaded files (default: local disk under DATA_DIR/uploads). */
  storage?: FileStorage;
  /** Captcha verification (default: reCAPTCHA v3 with RECAPTCHA_SECRET, else skipped). */
  captcha?: CaptchaVerifier;
  /** Payment processor; default: the local sandbox gateway. */
  payments?: PaymentGateway;
  /** Postal-address autocomplete; default: the postal-code tables. */
  addressAutocomplete?: AddressAutocomplete;
  /** The route planner of /api/routific (default: Routific with ROUTIFIC_TOKEN, else the local sandbox, ADR 330). */
  routePlanner?: RoutePlanner;
  /** How long every password-reset request takes to answer (default 300 ms, ADR 199). */
  resetAnswerMs?: number;
  /** /api/ready's event loop bound and window (tests shorten them; issue 31) */
  readiness?: { lagLimitMs?: number; windowMs?: number };
  /** How far behind the event loop is (default: measured; tests set the lag they need, ADR 388). */
  loop?: EventLoopWatch;
}

/** Builds the whole application without listening (tests use `app.inject`). */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const now = deps.now ?? (() => new Date());
  const { config } = deps;
  const secure = config.publicOrigin?.startsWith('https:') ?? false;

  // the catalogue's replies on this node (ADR 240) and their 304 short-cut, before Fastify and its hooks (ADR 280)
  // production sends its catalogue replies without encoding them through their contracts again (ADR 365)
  // the API reads a server render makes, answered in process (ADR 345)
  const pageReads = new PageReads();
  const catalogueCache = new CatalogueCache(config.catalogueCacheMs ?? menuCacheMsFor(config.env), undefined, {
    checkReplies: config.env !== 'production',
  });

  const app = Fastify({
    serverFactory: notModifiedServer(catalogueCache, now),
    ...(deps.loggerInstance ? { loggerInstance: deps.loggerInstance } : { logger: deps.logger ?? loggerOptions('info') }),
    // one line per request, written when it is answered, none for static files (ADR 218)
    logController: new RequestLines(),
    // a request's id: a safe incoming x-request-id, else a random UUID; echoed on every reply (ADR 385)
    requestIdHeader: false,
    genReqId: requestIdOf,
    trustProxy: config.trustProxy as Exclude<FastifyServerOptions['trustProxy'], undefined>,
    bodyLimit: 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: false, maxParamLength: 500 },
    // routing and HTTP-parser errors (bad percent-encoding, 414, 431, 408) in the API's error format
    frameworkErrors: frameworkErrorHandler as NonNullable<FastifyServerOptions['frameworkErrors']>,
    clientErrorHandler,
  }).withTypeProvider<ZodTypeProvider>();

  const background = new BackgroundTasks(() => app.log);
  app.decorate('whenIdle', () => background.idle());
  app.decorate('pageReads', pageReads);
  // what the money path runs on (set with the routes below): server.ts starts the payment jobs on it
  let checkout: CheckoutDeps | null = null;
  app.decorate('checkout', () => {
    if (!checkout) throw new Error('the API routes are not registered yet');
    return checkout;
  });
  app.addHook('onClose', async () => background.idle());

  // the general API and page limits count where every node sees them: Redis, else the database (ADR 387)
  const redis = config.redisUrl ? limitsRedis(config.redisUrl) : null;
  if (redis) {
    redis.on('error', (err: Error) => app.log.warn({ err: err.message }, "the rate limits' Redis does not answer"));
    app.addHook('onClose', async () => void (await redis.quit().catch(() => redis.disconnect())));
  }
  const limitShared = { redis, limiter: new AttemptLimiter(deps.db, now), now };

  // how far behind the event loop is: /api/ready's window, and the load shedding of reads (ADR 388)
  const loop = deps.loop ?? new EventLoopWatch(deps.readiness?.windowMs ?? LAG_WINDOW_MS);
  app.addHook('onClose', async () => loop.stop());

  registerNotModifiedShortcut(app, catalogueCache, now);

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  registerLoadShedding(app, loop, config.shedEventLoopLagMs ?? 0);

  await registerSecurityHeaders(app, { production: secure, recaptcha: !!config.recaptchaSiteKey });
  await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
  await registerOpenApi(app, config.revision);
  await registerMetrics(app, { db: deps.db, token: config.metricsToken });

  // Everything under /api: rate-limited (static files are not), JSON errors.
  await app.register(
    async (api) => {
      await api.register(rateLimit, {
        ...requestLimitStore('api', limitShared),
        max: config.rateLimitMax,
        timeWindow: '1 minute',
        errorResponseBuilder: (_req, ctx) => {
          const err = new Error('Too many requests') as Error & { statusCode: number };
          err.statusCode = ctx.statusCode;
          return err;
        },
      });
      registerApiCacheDefault(api);
      registerConditionalGets(api);
      // Unknown /api paths answer the JSON 404 and count against the limit too.
      api.setNotFoundHandler({ preHandler: api.rateLimit() }, (request, reply) => apiNotFound(reply, request.method, request.url));
      // Sessions + CSRF (request.auth) on every API route, and the /api/admin super-user guard.
      const sessions = await registerSessions(api, {
        db: deps.db,
        now,
        secure,
        publicOrigin: config.publicOrigin,
        stepUpMs: config.stepUpMs,
      });
      registerAdminGuard(api);
      const captcha = deps.captcha ?? captchaFromConfig(config, app.log);
      // Accounts, auth, addresses, payments.
      const accounts = await registerAccountModules(api, {
        captcha,
        db: deps.db,
        sessions,
        config,
        now,
        payments: deps.payments,
        addressAutocomplete: deps.addressAutocomplete,
        background,
        resetAnswerMs: deps.resetAnswerMs ?? RESET_ANSWER_MS,
      });
      await api.register(
        healthRoutes({
          db: deps.db,
          revision: config.revision,
          now,
          eventLoopLagLimitMs: deps.readiness?.lagLimitMs,
          loop,
        }),
      );
      // Public site: forms, uploads, blog, testimonials, images, share; the outbox view (SU).
      const storage = deps.storage ?? localDiskStorage(path.join(config.dataDir, 'uploads'));
      const siteOrigin = config.publicOrigin ?? `https://${config.productionHost}`;
      await api.register(
        formRoutes({ db: deps.db, storage, captcha, staffEmail: config.staffEmail, siteOrigin, limiter: accounts.limiter, log: app.log }),
      );
      // the scheduling widget's slots and bookings, and their back-office (ADR 372)
      const scheduling = { db: deps.db, now, captcha, limiter: accounts.limiter, staffEmail: config.staffEmail };
      await api.register(schedulingRoutes(scheduling));
      await api.register(adminSchedulingRoutes(scheduling), { prefix: '/admin' });
      await api.register(uploadRoutes({ db: deps.db, storage, now, limiter: accounts.limiter, bakeryHosts: config.bakeryHosts }));
      await api.register(blogRoutes({ db: deps.db, storage, now, reads: pageReads }));
      await api.register(testimonialRoutes({ db: deps.db, reads: pageReads }));
      await api.register(franchiseRoutes({ db: deps.db, reads: pageReads }));
      // Catalogue: products, menus, sides, lookups, promo codes, served areas, holidays.
      await api.register(catalogueRoutes({ db: deps.db, now, cache: catalogueCache, reads: pageReads }));
      await api.register(shareRoutes({ db: deps.db, now, siteOrigin }));
      // Cart, checkout and orders (ADR 160–165); payments through the same gateway as the saved cards.
      await api.register(cartRoutes({ db: deps.db, now }));
      checkout = { db: deps.db, now, payments: accounts.payments, log: app.log, metrics: app.metrics };
      await api.register(orderRoutes(checkout));
      await api.register(invoicePdfRoutes({ db: deps.db, taxNumbers: config.taxNumbers }));
      await api.register(adminOutboxRoutes({ db: deps.db, encryptionKey: config.encryptionKey }), { prefix: '/admin' });
      // the back-office collections (issue 14, ADR 246)
      await api.register(collectionRoutes({ db: deps.db, now }, holidaysCollection), { prefix: '/admin' });
      await api.register(collectionRoutes({ db: deps.db, now }, postalCodesCollection), { prefix: '/admin' });
      await api.register(collectionRoutes({ db: deps.db, now }, restaurantsCollection), { prefix: '/admin' });
      // the back-office, part 2: accounts, subsidies, invoices (issue 15, ADR 290)
      await api.register(adminAccountRoutes({ db: deps.db, now }), { prefix: '/admin' });
      await api.register(adminSubsidyRoutes({ db: deps.db, now }), { prefix: '/admin' });
      await api.register(collectionRoutes({ db: deps.db, now }, subsidiesCollection), { prefix: '/admin' });
      await api.register(adminInvoiceRoutes({ db: deps.db, now, payments: accounts.payments, log: app.log }), { prefix: '/admin' });
      await api.register(adminReportRoutes({ db: deps.db }), { prefix: '/admin' });
      await api.register(adminTodayRoutes({ db: deps.db, now }), { prefix: '/admin' });
      // the inbox of the public forms, with their read state (issue 30)
      await api.register(adminFormRoutes({ db: deps.db, now }), { prefix: '/admin' });
      // printed documents: the kitchen order of an invoice, a subsidy's monthly statement (ADR 341)
      await api.register(kitchenOrderRoutes(checkout), { prefix: '/admin' });
      await api.register(subsidyStatementRoutes({ db: deps.db }), { prefix: '/admin' });
      // the catalogue and the site's content (issue 14, ADR 270)
      await api.register(collectionRoutes({ db: deps.db, now }, productsCollection(storage)), { prefix: '/admin' });
      await api.register(productDuplicateRoute({ db: deps.db, now }), { prefix: '/admin' });
      await api.register(adminTagsRoute({ db: deps.db }), { prefix: '/admin' });
      await api.register(collectionRoutes({ db: deps.db, now }, retailPostalCodesCollection), { prefix: '/admin' });
      await api.register(collectionRoutes({ db: deps.db, now }, giftCardsCollection), { prefix: '/admin' });
      await api.register(collectionRoutes({ db: deps.db, now }, promoCodesCollection), { prefix: '/admin' });
      await api.register(promoCodeByCodeRoute({ db: deps.db }), { prefix: '/admin' });
      await api.register(collectionRoutes({ db: deps.db, now }, blogsCollection(storage)), { prefix: '/admin' });
      await api.register(adminHomeBannerRoutes({ db: deps.db, now, storage }), { prefix: '/admin' });
      await api.register(bannerRoutes({ db: deps.db, storage, reads: pageReads }));
      // the kitchen's day: kitchen numbers, delivery routes (issue 16, ADR 247), super users only
      await api.register(
        kitchenRoutes({ db: deps.db, now, planner: deps.routePlanner ?? routePlannerFor(config.routificToken, config.routificUrl) }),
      );
    },
    { prefix: '/api' },
  );

  await app.register(seoRoutes({ db: deps.db, now, config }));
  const pages = await registerWeb(app, deps.web ?? null, config, pageReads, requestLimitStore('page', limitShared));
  if (pages.ttlMs > 0 && deps.web) {
    // a back-office write to what public pages show (catalogueChanged: products, blog, banners…)
    // drops this node's rendered pages, so the next visitor sees it (issue 14, ADR 270)
    const stop = await deps.db.listen(CATALOGUE_CHANNEL, () => pages.clear());
    app.addHook('onClose', stop);
  }

  return app;
}
