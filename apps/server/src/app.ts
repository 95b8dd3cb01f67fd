import { randomUUID } from 'node:crypto';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifyMultipart from '@fastify/multipart';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { UPLOAD_MAX_BYTES } from '@shop/shared/constants';
import { errorStatus } from '@shop/shared/errors';
import { translateMessage } from '@shop/shared/messages';
import Fastify, { type FastifyInstance, type FastifyReply, LogController } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import type { Config } from './config.ts';
import type { Database, Db } from './db/client.ts';
import { type BackgroundTasks, createBackgroundTasks } from './lib/background.ts';
import { type Budgets, createBudgets } from './lib/budgets.ts';
import { requestLocale } from './lib/http.ts';
import { loggerOptions } from './lib/logging.ts';
import { createMailer, type Mailer } from './lib/mailer.ts';
import { fallbackStore } from './lib/rate-limit.ts';
import { createRedis } from './lib/redis.ts';
import { s3Store } from './lib/s3-storage.ts';
import { securityHeaders } from './lib/security-headers.ts';
import { diskStore, type ObjectStore } from './lib/storage.ts';
import { isWarmUpRequest } from './lib/warm-up.ts';
import { authRootRoutes, authRoutes } from './modules/auth/routes.ts';
import { adminCatalogAliases, adminCatalogRoutes } from './modules/catalog/admin-routes.ts';
import { configureCatalogCache } from './modules/catalog/cache.ts';
import { syncCatalogCache } from './modules/catalog/cache-sync.ts';
import { catalogPages } from './modules/catalog/pages.ts';
import { catalogRoutes } from './modules/catalog/routes.ts';
import { adminDashboardRoutes } from './modules/dashboard/routes.ts';
import type { CourierAdapter, CourierName } from './modules/delivery/courier.ts';
import { createCouriers } from './modules/delivery/couriers.ts';
import { adminDiscountRoutes } from './modules/discounts/routes.ts';
import { fileRoutes } from './modules/files/routes.ts';
import { healthRoutes } from './modules/health/routes.ts';
import { adminInventoryRoutes } from './modules/inventory/routes.ts';
import { startExpirySweep } from './modules/inventory/sweep.ts';
import { newsletterRoutes } from './modules/newsletter/routes.ts';
import { adminNotificationRoutes } from './modules/notifications/admin-routes.ts';
import { logProvider, webhookProvider, whatsappCloudProvider } from './modules/notifications/providers.ts';
import { notificationRoutes } from './modules/notifications/routes.ts';
import { createOutboxWorker, type OutboxWorker } from './modules/notifications/worker.ts';
import { adminOrderRoutes } from './modules/orders/admin-routes.ts';
import { orderRoutes } from './modules/orders/routes.ts';
import { adminPointsRoutes, awardBonusRoute } from './modules/points/admin-routes.ts';
import { pointsRoutes } from './modules/points/routes.ts';
import { adminPrescriptionRoutes, prescriptionRoutes } from './modules/prescriptions/routes.ts';
import { profileRoutes } from './modules/profile/routes.ts';
import { adminReturnRoutes, returnRoutes } from './modules/returns/routes.ts';
import { adminSettingsRoutes } from './modules/settings/admin-routes.ts';
import { settingsRoutes } from './modules/settings/routes.ts';
import { adminUserRoutes } from './modules/users/admin-routes.ts';
import { wishlistRoutes } from './modules/wishlist/routes.ts';
import errorsPlugin from './plugins/errors.ts';
import inputPlugin from './plugins/input.ts';
import openapiPlugin, { openapiTransform, openapiTransformObject } from './plugins/openapi.ts';
import { shopPageRenderer } from './plugins/page-renderer.ts';
import sessionPlugin, {
  checkRoutePermissions,
  requirePermission,
  routePermission,
} from './plugins/session.ts';
import webPlugin, { inlineScriptHashes, readIndexHtml } from './plugins/web.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
    db: Db;
    mailer: Mailer;
    background: BackgroundTasks;
    /** Sends the messages of the outbox (modules/notifications); started when the app is ready. */
    outbox: OutboxWorker;
    /** Shared rate-limit counters when REDIS_URL is set; null means per-instance memory. */
    redis: Redis | null;
    /** Codes, password guesses and orders counted per address, account or phone (lib/budgets.ts). */
    budgets: Budgets;
    /** Where files are kept: DATA_DIR or the S3-compatible bucket every instance shares (lib/storage.ts). */
    storage: ObjectStore;
    /** draining: shutting down; finishing what is in flight, taking nothing new (GET /api/health/ready). */
    lifecycle: { draining: boolean };
    /** The courier companies whose accounts are set (COURIER_*); empty when the shop has its own drivers only. */
    couriers: Partial<Record<CourierName, CourierAdapter>>;
  }
}

export interface BuildOptions {
  config: Config;
  database: Database;
  logger?: boolean | object;
  mailer?: Mailer;
}

const REQUEST_ID_HEADER = 'x-request-id';
const USABLE_REQUEST_ID = /^[\w.:@=+/-]{1,128}$/;

/** How often each instance looks for batches whose expiry date has come; sales never wait for it. */
const EXPIRY_SWEEP_MS = 10 * 60 * 1000;

/**
 * TRUST_PROXY for Fastify (decision 063). A number of hops becomes the function proxy-addr would make of it:
 * Fastify 5 refuses a bare number (it trusts no hop then), because a client that reaches the shop past its proxy
 * could claim any address. The hop count is for a shop reachable only through its proxies; addresses say more.
 */
function trustProxyOf(
  setting: Config['trustProxy'],
): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof setting !== 'number') return setting;
  return (_address, hop) => hop < setting;
}

export async function buildApp({ config, database, logger, mailer }: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    // Tests pass `false`, or their own stream to read what was logged.
    logger:
      logger === false ? false : { ...loggerOptions(config), ...(typeof logger === 'object' ? logger : {}) },
    trustProxy: trustProxyOf(config.trustProxy),
    // The server's own warm-up before it listens asks thousands of pages: one line for them all (main.ts).
    logController: new LogController({ disableRequestLogging: isWarmUpRequest }),
    bodyLimit: 1024 * 1024,
    // The id a proxy or another service gave the request, so one request can be followed across them; a
    // missing or unusable one (too long, odd characters that could forge a log line) is replaced.
    genReqId: (req) => {
      const given = req.headers[REQUEST_ID_HEADER];
      return typeof given === 'string' && USABLE_REQUEST_ID.test(given) ? given : randomUUID();
    },
    // What the router refuses before any hook (a broken percent escape, an over-long path parameter)
    // still gets our envelope, in the shopper's language, without the framework's own codes.
    frameworkErrors: (err, req, res) => {
      const reply = res as unknown as FastifyReply;
      const code = err.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 'URI_TOO_LONG' : 'MALFORMED';
      const message = code === 'URI_TOO_LONG' ? 'The address is too long' : 'Malformed request';
      reply
        .status(errorStatus(code))
        .send({ success: false, code, message: translateMessage(message, requestLocale(req)) });
    },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('db', database.db);
  configureCatalogCache(database.db, config.catalogCacheMs, config.catalogMissesAtOnce);
  // Other instances on this database drop their answers when the catalog changes here, and this one theirs.
  if (database.kind === 'postgres' && config.catalogCacheMs > 0) await syncCatalogCache(app);
  app.decorate(
    'mailer',
    mailer ??
      createMailer({
        smtpUrl: config.smtpUrl,
        from: config.mailFrom,
        log: app.log,
        // A developer without a mail server reads codes from the log; a production log never holds them.
        logContent: config.env !== 'production',
      }),
  );

  // On shutdown, requests still running (their client may already have gone) finish their queries before
  // the caller closes the database, instead of failing on a closed pool.
  let inFlight = 0;
  app.addHook('onRequest', async (req, reply) => {
    inFlight++;
    reply.header(REQUEST_ID_HEADER, req.id);
  });
  // Set by main.ts on SIGTERM: readiness turns 503 so the load balancer stops sending before the close.
  app.decorate('lifecycle', { draining: false });
  app.addHook('onResponse', async () => {
    inFlight--;
  });
  app.decorate('background', createBackgroundTasks(app.log));
  app.addHook('onClose', async () => {
    for (const deadline = Date.now() + 10_000; inFlight > 0 && Date.now() < deadline; ) {
      await new Promise((r) => setTimeout(r, 25));
    }
    await app.background.drain();
  });

  // Messages to customers leave through the outbox (decision 017): started once the app is ready, stopped
  // before the database closes; its timer never keeps the process alive.
  const n = config.notifications;
  app.decorate(
    'outbox',
    createOutboxWorker({
      db: database.db,
      log: app.log,
      mailer: app.mailer,
      providers: {
        webhook: n.smsWebhookUrl ? webhookProvider(n.smsWebhookUrl) : null,
        whatsapp: n.whatsapp ? whatsappCloudProvider(n.whatsapp) : null,
        fallback: logProvider(app.log, config.env !== 'production'),
      },
      publicUrl: config.publicUrl,
      pollMs: n.pollMs,
      retryBaseMs: n.retryBaseMs,
      maxAttempts: n.maxAttempts,
    }),
  );
  app.addHook('onReady', async () => app.outbox.start());
  app.addHook('onClose', async () => app.outbox.stop());

  // Batches leave the sellable stock on their expiry date without anyone acting (decision 020).
  const expirySweep = startExpirySweep({ db: database.db, log: app.log, everyMs: EXPIRY_SWEEP_MS });
  app.addHook('onReady', async () => expirySweep.start());
  app.addHook('onClose', async () => expirySweep.stop());

  const redis = config.redisUrl ? createRedis(config.redisUrl, app.log, config.redisKeyPrefix) : null;
  app.decorate('redis', redis);
  app.decorate('budgets', createBudgets(redis, config.ordersPerHour));
  app.decorate('couriers', createCouriers(config.couriers));
  // quit() needs the connection (it sends QUIT); while Redis is down there is only a reconnect timer to stop.
  if (redis) app.addHook('onClose', async () => void (await redis.quit().catch(() => redis.disconnect())));

  if (config.storage.kind === 's3') {
    const store = s3Store(config.storage);
    app.decorate('storage', store);
    app.addHook('onClose', async () => store.client.destroy());
  } else {
    app.decorate('storage', diskStore(config.dataDir));
  }

  const indexHtml = readIndexHtml(config.webDist);

  // External plugins
  await app.register(fastifyCookie);
  const security = securityHeaders({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...(indexHtml ? inlineScriptHashes(indexHtml) : [])],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', new URL(config.mapTileUrl.replace(/\{[a-z]\}/g, '0')).origin],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: config.secureCookies ? [] : null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onRequest', (_req, reply, done) => {
    reply.headers(security);
    done();
  });
  await app.register(fastifyCompress, { threshold: 1024 });
  await app.register(fastifyMultipart, { limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 10 } });
  await app.register(fastifyRateLimit, {
    global: false,
    ...(redis ? { store: fallbackStore(redis, 'shop:ratelimit:') } : {}),
  });
  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'Al-Shifa Pharmacy API', version: '1.0.0' },
      // The paths already start with /api: the API lives at the root of whichever host serves the document.
      servers: [{ url: '/' }],
      components: {
        securitySchemes: {
          session: {
            type: 'apiKey',
            in: 'cookie',
            name: 'shop_session',
            description:
              'GET /sanctum/csrf-cookie starts one; operations that answer 401 need a signed-in one',
          },
          csrf: {
            type: 'apiKey',
            in: 'header',
            name: 'X-XSRF-TOKEN',
            description: 'The value of the XSRF-TOKEN cookie, on every POST, PUT, PATCH and DELETE',
          },
        },
      },
    },
    transform: openapiTransform,
    // Named zod schemas (the recursive category tree) become components the operations refer to.
    transformObject: openapiTransformObject,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs', staticCSP: true });

  // Our plugins
  await app.register(openapiPlugin);
  await app.register(errorsPlugin);
  await app.register(inputPlugin);
  await app.register(sessionPlugin);
  const rendering =
    indexHtml && config.serverRender
      ? await shopPageRenderer(app, {
          webDist: config.webDist,
          threads: config.renderThreads,
          threadFile: config.renderThreadFile,
        })
      : null;
  await app.register(webPlugin, {
    indexHtml,
    renderPage: rendering?.renderer ?? null,
    isKnownPath: rendering?.isKnownPath ?? null,
  });

  // Routes
  await app.register(authRootRoutes);
  await app.register(catalogPages);
  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(settingsRoutes);
      await api.register(authRoutes);
      await api.register(catalogRoutes);
      await api.register(newsletterRoutes);
      await api.register(profileRoutes);
      await api.register(notificationRoutes);
      await api.register(orderRoutes);
      await api.register(pointsRoutes);
      await api.register(wishlistRoutes);
      await api.register(prescriptionRoutes);
      await api.register(returnRoutes);
      await api.register(adminCatalogAliases);
      await api.register(awardBonusRoute);
      await api.register(async (files) => {
        files.addHook('onRequest', requirePermission);
        routePermission(files, 'files.manage');
        await files.register(fileRoutes, { base: '/files/public' });
      });
      await api.register(
        async (admin) => {
          // Checked before the body is even parsed: a customer learns nothing about admin payloads.
          admin.addHook('onRequest', requirePermission);
          checkRoutePermissions(admin);
          await admin.register(adminCatalogRoutes);
          await admin.register(adminOrderRoutes);
          await admin.register(adminUserRoutes);
          await admin.register(adminDiscountRoutes);
          await admin.register(adminDashboardRoutes);
          await admin.register(adminPointsRoutes);
          await admin.register(adminSettingsRoutes);
          await admin.register(adminPrescriptionRoutes);
          await admin.register(adminReturnRoutes);
          await admin.register(adminNotificationRoutes);
          await admin.register(adminInventoryRoutes);
          await admin.register(async (files) => {
            routePermission(files, 'files.manage');
            await files.register(fileRoutes, { base: '/files' });
          });
        },
        { prefix: '/admin' },
      );
    },
    { prefix: '/api' },
  );
  return app;
}
