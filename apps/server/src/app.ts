import { randomUUID } from 'node:crypto';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import fastifyCompress from '@fastify/compress';
import fastifyMultipart from '@fastify/multipart';
import fastifyRateLimit from '@fastify/rate-limit';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { mailingDeps, type AppContext } from './app-context.ts';
import { resolveSigningSecret } from './auth/signing-secret.ts';
import { createTokenService } from './auth/tokens.ts';
import { registerAuth } from './auth/auth-hooks.ts';
import { registerAccessControl, requireDeclaredAccess } from './auth/access.ts';
import { requireDescribedEndpoints } from './http/described-endpoints.ts';
import { createMailer, mailSender, type Mailer } from './mail/mailer.ts';
import { startOutboxWorker } from './mail/mail-outbox.ts';
import { registerAnswerLanguage } from './http/answer-language.ts';
import { clientErrorHandler, frameworkErrors, registerErrorHandler } from './http/error-handler.ts';
import { registerNulCharacterGuard } from './http/nul-characters.ts';
import { watchDiskSpace, type DiskSpaceWatch } from './disk/disk-space.ts';
import { refuseWritesWhenDiskFull } from './disk/write-guard.ts';
import { loggerOptions, OneLinePerRequest } from './http/logging.ts';
import { registerOpenApi } from './http/openapi.ts';
import { registerSecurityHeaders } from './http/security-headers.ts';
import { defaultRateLimits, type RateLimits } from './http/rate-limits.ts';
import { postgresRateLimitStore } from './http/rate-limit-store.ts';
import { registerWebClient, webBuildDirs } from './http/web-client.ts';
import { registerPublicCache } from './http/public-cache.ts';
import { announceCatalogueChange } from './http/catalogue-changes.ts';
import { markPrivateAnswers } from './http/private-answers.ts';
import { requireDeclaredChanges } from './http/response-cache.ts';
import { getShopName } from './content/company.service.ts';
import { seoRoutes } from './seo/seo.routes.ts';
import { pagesRoutes } from './pages/pages.routes.ts';
import { healthRoutes } from './health/health.routes.ts';
import { accountsRoutes } from './accounts/accounts.routes.ts';
import { catalogRoutes } from './catalog/catalog.routes.ts';
import { cartRoutes } from './cart/cart.routes.ts';
import { wishlistRoutes } from './wishlist/wishlist.routes.ts';
import { addressesRoutes } from './addresses/addresses.routes.ts';
import { deliveryRoutes } from './delivery/delivery.routes.ts';
import { ordersRoutes } from './orders/orders.routes.ts';
import { codConfirmationRoutes } from './orders/cod-confirmation.routes.ts';
import { invoicesRoutes } from './invoices/invoices.routes.ts';
import { returnsRoutes } from './returns/returns.routes.ts';
import { reviewsRoutes } from './reviews/reviews.routes.ts';
import { contentRoutes } from './content/content.routes.ts';
import { webAppManifestRoutes } from './content/web-app-manifest.routes.ts';
import { backupsRoutes } from './backups/backups.routes.ts';
import { dashboardRoutes } from './dashboard/dashboard.routes.ts';
import { offersRoutes } from './offers/offers.routes.ts';
import { reportsRoutes } from './reports/reports.routes.ts';
import { gstReportsRoutes } from './reports/gst-reports.routes.ts';
import { paymentsRoutes } from './payments/payments.routes.ts';
import { startPaymentExpiry } from './payments/payment-expiry.service.ts';
import { unsubscribeRoutes } from './notifications/unsubscribe.routes.ts';
import { stillWanted } from './notifications/mail-preferences.service.ts';
import { startCartReminders } from './notifications/cart-reminders.service.ts';
import { stockAlertsRoutes } from './notifications/stock-alerts.routes.ts';
import { startStockAlertDispatch } from './notifications/stock-alert-dispatch.service.ts';
import { linkMediaTo, type ImageStore } from './images/image-store.ts';
import { openImageStore } from './images/open-image-store.ts';
import { mediaRoutes } from './images/media.routes.ts';
import { PRODUCT_IMAGE_MAX_BYTES, PRODUCT_IMAGES_MAX } from '@shop/contracts/catalog';
import { endpoints } from '@shop/contracts/endpoints';

// A missing field reads better as "required" than as zod's "expected string, received undefined".
z.config({
  customError: (issue) => (issue.input === undefined ? 'This field is required.' : undefined),
});

export type BuildAppOptions = {
  config: Config;
  database: Database;
  /** Defaults to the SMTP or mail-folder mailer that the config describes. */
  mailer?: Mailer;
  rateLimits?: Partial<RateLimits>;
  /** Defaults to apps/web/dist when it has been built. */
  webDistDir?: string;
  /** The web app's server build; defaults to apps/web/dist-server. */
  webServerDir?: string;
  logger?: boolean;
  /** Where log lines go instead of stdout (the log-content tests read them). */
  logStream?: { write(line: string): void };
  /** How often queued mail is retried; 30 s unless a test wants it sooner. */
  outboxIntervalMs?: number;
  /** How often UPI orders past their time to pay are looked for; 60 s unless a test wants it sooner. */
  paymentExpiryIntervalMs?: number;
  /** How often resting carts are looked for to remind; 10 minutes unless a test wants it sooner. */
  cartReminderIntervalMs?: number;
  /** How often sizes back in stock are looked for to mail their alerts; 10 s unless a test wants it sooner. */
  stockAlertIntervalMs?: number;
  /** Defaults to the store the settings choose: the S3_* bucket, else DATA_DIR/media. */
  images?: ImageStore;
  /** Defaults to the space on DATA_DIR's own disk. */
  disk?: DiskSpaceWatch;
};

declare module 'fastify' {
  interface FastifyInstance {
    /** Where the shop's pictures are kept (first-start work seeds the demo shop's into it). */
    images: ImageStore;
  }
}

/** The whole app as a Fastify instance, ready for inject() or listen(); it does not listen. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const app = Fastify({
    logger:
      options.logger === false
        ? false
        : await loggerOptions({
            level: config.logLevel,
            stream: options.logStream,
            terminal: process.stdout.isTTY,
          }),
    logController: new OneLinePerRequest(),
    genReqId: () => randomUUID(),
    trustProxy:
      typeof config.trustProxy === 'number'
        ? (_address: string, hop: number) => hop < (config.trustProxy as number)
        : config.trustProxy,
    bodyLimit: 1024 * 1024,
    forceCloseConnections: 'idle',
    frameworkErrors,
    clientErrorHandler,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  linkMediaTo(config.mediaBaseUrl);
  const secret = resolveSigningSecret(config.jwtSecret, config.dataDir);
  const shopName = () => getShopName(database.db);
  const mailer =
    options.mailer ??
    createMailer({
      smtpUrl: config.smtpUrl,
      from: mailSender(config.mailFrom, shopName),
      mailDir: path.join(config.dataDir, 'mail'),
      logger: app.log,
    });
  const ctx: AppContext = {
    config,
    database,
    tokens: createTokenService(secret, config.tokenTtlSeconds),
    mailer,
    outbox: startOutboxWorker({
      db: database.db,
      mailer,
      log: app.log,
      intervalMs: options.outboxIntervalMs,
      stillWanted: (mail) => stillWanted(database.db, mail),
    }),
    secret,
    rateLimits: {
      ...defaultRateLimits,
      loginPerIp: { ...defaultRateLimits.loginPerIp, max: config.loginAttemptsPerIp },
      ...options.rateLimits,
    },
    images: options.images ?? ownImageStore(app, config),
    disk: options.disk ?? watchDiskSpace(config.dataDir),
    lifecycle: { draining: false },
    publicCache: registerPublicCache(app, database),
  };
  app.addHook('preClose', async () => {
    ctx.lifecycle.draining = true;
  });
  const paymentExpiry = startPaymentExpiry({
    deps: mailingDeps(ctx),
    log: app.log,
    // Not a request, so no route's declared change empties the cache: the job says so itself.
    onStockReturned: () => {
      ctx.publicCache.clear();
      if (database.pool) announceCatalogueChange(database.pool, app.log);
    },
    intervalMs: options.paymentExpiryIntervalMs,
  });
  const cartReminders = startCartReminders({
    deps: mailingDeps(ctx),
    hours: config.cartReminderHours,
    log: app.log,
    intervalMs: options.cartReminderIntervalMs,
  });
  const stockAlertDispatch = startStockAlertDispatch({
    deps: mailingDeps(ctx),
    log: app.log,
    intervalMs: options.stockAlertIntervalMs,
  });

  registerErrorHandler(app);
  // The embedded database lives in DATA_DIR: a full disk stops it, so writes stop first.
  if (database.kind === 'pglite') refuseWritesWhenDiskFull(app, ctx.disk);
  database.embedded?.tellTo((message, err) => app.log.warn({ err }, message));
  registerAnswerLanguage(app);
  registerSecurityHeaders(app, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...mediaOrigins(config.mediaBaseUrl)],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        // The storefront's service worker (/sw.js) and web app manifest: the shop's own only.
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // Headers for browsers and plug-ins nobody shops with any more (Internet Explorer's download
    // prompt and XSS filter, Flash's cross-domain policies): bytes on every answer for nothing.
    xXssProtection: false,
    xDownloadOptions: false,
    xPermittedCrossDomainPolicies: false,
  });
  await app.register(fastifyCompress, { threshold: 1024 });
  await app.register(fastifyRateLimit, {
    global: false,
    store: postgresRateLimitStore(database.db),
  });
  await app.register(fastifyMultipart, {
    limits: {
      fileSize: PRODUCT_IMAGE_MAX_BYTES,
      files: PRODUCT_IMAGES_MAX,
      fields: 20,
      fieldSize: 512 * 1024,
      parts: 40,
    },
  });
  await registerOpenApi(app);

  registerAccessControl(app, registerAuth(app, database.db, ctx.tokens));
  markPrivateAnswers(app);
  registerNulCharacterGuard(app);
  await app.register(
    async (api) => {
      requireDeclaredAccess(api, app.accessTable);
      requireDeclaredChanges(api);
      requireDescribedEndpoints(api, endpoints);
      healthRoutes(api, ctx);
      accountsRoutes(api, ctx);
      catalogRoutes(api, ctx);
      cartRoutes(api, ctx);
      wishlistRoutes(api, ctx);
      addressesRoutes(api, ctx);
      deliveryRoutes(api, ctx);
      ordersRoutes(api, ctx);
      codConfirmationRoutes(api, ctx);
      invoicesRoutes(api, ctx);
      returnsRoutes(api, ctx);
      reviewsRoutes(api, ctx);
      stockAlertsRoutes(api, ctx);
      contentRoutes(api, ctx);
      dashboardRoutes(api, ctx);
      offersRoutes(api, ctx);
      reportsRoutes(api, ctx);
      gstReportsRoutes(api, ctx);
      paymentsRoutes(api, ctx);
      backupsRoutes(api, ctx);
      unsubscribeRoutes(api, ctx);
    },
    { prefix: '/api' },
  );
  app.decorate('images', ctx.images);
  mediaRoutes(app, ctx.images);
  const webClientDir = options.webDistDir ?? webBuildDirs.client;
  await registerWebClient(app, webClientDir);
  seoRoutes(app, ctx);
  webAppManifestRoutes(app, ctx);
  await pagesRoutes(app, ctx, {
    client: webClientDir,
    server: options.webServerDir ?? webBuildDirs.server,
  });
  app.addHook('onClose', async () => {
    await paymentExpiry.stop();
    await cartReminders.stop();
    await stockAlertDispatch.stop();
    await ctx.outbox.stop();
    await database.close();
  });
  return app;
}

/** The store the settings choose, closed with the app (a bucket's client holds sockets open). */
function ownImageStore(app: FastifyInstance, config: Config): ImageStore {
  const store = openImageStore(config, app.log);
  app.addHook('onClose', async () => store.close());
  return store;
}

/** Pages may show pictures from MEDIA_BASE_URL's origin (a CDN or the bucket). */
function mediaOrigins(mediaBaseUrl: string | undefined): string[] {
  return mediaBaseUrl ? [new URL(mediaBaseUrl).origin] : [];
}
