import { isIP } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import type { S3Settings } from './lib/s3-storage.ts';

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', 'on', 'off'])
  .transform((v) => ['true', '1', 'yes', 'on'].includes(v));

/** Names proxy-addr (Fastify's trustProxy) knows for whole ranges. */
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** An address, an address/prefix (CIDR) or one of the named ranges. */
function isProxyAddress(text: string): boolean {
  if (NAMED_RANGES.has(text)) return true;
  const [address = '', prefix, ...rest] = text.split('/');
  const family = isIP(address);
  if (!family || rest.length) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

/**
 * Which proxies' word on the client address (X-Forwarded-For) is taken, as Fastify's `trustProxy` takes it:
 * off; a number of proxies in front (the client is that many entries from the right: the entries further left
 * are whatever the client wrote); the proxies' addresses; or every hop (`true`: the leftmost entry, which a
 * client behind a proxy that appends can forge). Decision 063.
 */
const trustProxy = z
  .string()
  .trim()
  .transform((v, ctx): boolean | number | string[] => {
    const word = v.toLowerCase();
    if (['true', 'yes', 'on'].includes(word)) return true;
    if (['false', 'no', 'off', '0'].includes(word)) return false;
    if (/^\d{1,2}$/.test(word)) return Number(word);
    const list = word.split(',').map((s) => s.trim());
    if (list.every((entry) => entry && isProxyAddress(entry))) return list;
    ctx.addIssue({
      code: 'custom',
      message:
        'must be false, the number of proxies in front (1 for one), their addresses or ranges (10.0.0.2, 10.0.0.0/8, loopback), or true (every hop: unsafe behind a proxy that appends to X-Forwarded-For)',
    });
    return z.NEVER;
  });

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().min(1).default('0.0.0.0'),
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, { message: 'must start with postgres:// or postgresql://', abort: true })
      .refine((v) => URL.canParse(v), 'is not a valid URL')
      .optional(),
    DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(20),
    SEED_DEMO: bool.optional(),
    /** A JSON file of the shop's contact details, saved at start while the saved ones are the demo's (decision 027). */
    SHOP_CONTACT_FILE: z.string().min(1).optional(),
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
      .optional(),
    MAIL_FROM: z.string().min(3).default('صيدلية الشفاء <no-reply@alshifa.iq>'),
    PUBLIC_URL: z.url().default('http://localhost:3000'),
    REDIS_URL: z
      .string()
      .regex(/^rediss?:\/\//, 'must start with redis://')
      .optional(),
    /** Put before every key this shop writes to Redis: two shops (or test databases) can share one Redis. */
    REDIS_KEY_PREFIX: z.string().max(100).default(''),
    S3_ENDPOINT: z.url().optional(),
    S3_BUCKET: z.string().optional(),
    S3_REGION: z.string().optional(),
    S3_ACCESS_KEY_ID: z.string().optional(),
    S3_SECRET_ACCESS_KEY: z.string().optional(),
    TRUST_PROXY: trustProxy.optional(),
    MAP_TILE_URL: z
      .string()
      .regex(/^https?:\/\/.+\{z\}.+\{x\}.+\{y\}/, 'must be a tile URL template with {z}, {x} and {y}')
      .default('https://tile.openstreetmap.org/{z}/{x}/{y}.png'),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    WEB_DIST: z.string().optional(),
    CATALOG_CACHE_MS: z.coerce.number().int().min(0).max(600_000).default(5000),
    CATALOG_MISSES_AT_ONCE: z.coerce.number().int().min(1).max(256).optional(),
    SERVER_RENDER: bool.default(true),
    RENDER_THREADS: z.coerce.number().int().min(0).max(16).optional(),
    SMS_WEBHOOK_URL: z.url().optional(),
    WHATSAPP_API_URL: z.url().default('https://graph.facebook.com/v21.0'),
    WHATSAPP_PHONE_NUMBER_ID: z.string().optional(),
    WHATSAPP_TOKEN: z.string().optional(),
    OUTBOX_POLL_MS: z.coerce.number().int().min(10).max(600_000).default(1000),
    OUTBOX_RETRY_BASE_MS: z.coerce.number().int().min(1).max(3_600_000).default(30_000),
    OUTBOX_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(50).default(8),
    SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(120_000).optional(),
    WARM_UP_MS: z.coerce.number().int().min(0).max(120_000).optional(),
    ALLOW_PGLITE_IN_PRODUCTION: bool.default(false),
    ORDERS_PER_HOUR: z.coerce.number().int().min(1).max(100_000).default(10),
    COURIER_ALWASEET_URL: z
      .url({ protocol: /^https?$/, message: 'must be an http(s) URL' })
      .default('https://api.alwaseet-iq.net/v1/merchant'),
    COURIER_ALWASEET_USERNAME: z.string().optional(),
    COURIER_ALWASEET_PASSWORD: z.string().optional(),
  })
  .superRefine((e, ctx) => {
    const s3 = ['S3_ENDPOINT', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;
    const named = s3.filter((k) => e[k] !== undefined);
    if (named.length && !e.S3_BUCKET) {
      ctx.addIssue({ code: 'custom', path: ['S3_BUCKET'], message: `is needed with ${named.join(', ')}` });
    }
    if (Boolean(e.S3_ACCESS_KEY_ID) !== Boolean(e.S3_SECRET_ACCESS_KEY)) {
      ctx.addIssue({
        code: 'custom',
        path: [e.S3_ACCESS_KEY_ID ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID'],
        message: 'is needed with the other S3 key',
      });
    }
    if (Boolean(e.COURIER_ALWASEET_USERNAME) !== Boolean(e.COURIER_ALWASEET_PASSWORD)) {
      ctx.addIssue({
        code: 'custom',
        path: [e.COURIER_ALWASEET_USERNAME ? 'COURIER_ALWASEET_PASSWORD' : 'COURIER_ALWASEET_USERNAME'],
        message: 'is needed with the other Al-Waseet setting',
      });
    }
  });

export type Env = z.infer<typeof envSchema>;

/** Every setting the shop reads (`.env.example` lists each one). */
export const SETTING_NAMES = Object.keys(envSchema.shape);

export interface Config {
  env: Env['NODE_ENV'];
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  databasePoolSize: number;
  seedDemo: boolean;
  shopContactFile: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  publicUrl: string;
  redisUrl: string | undefined;
  redisKeyPrefix: string;
  logLevel: Env['LOG_LEVEL'];
  /**
   * Behind a load balancer, the client address comes from X-Forwarded-For, as far as these proxies say: a
   * number of hops, their addresses, or every hop (`true`); Fastify's `trustProxy` (decision 063).
   */
  trustProxy: boolean | number | string[];
  /** Map tiles for the checkout's location picker; the form works without them. */
  mapTileUrl: string;
  secureCookies: boolean;
  webDist: string;
  /** How long shoppers' catalog answers are remembered (0: never); see modules/catalog/cache.ts. */
  catalogCacheMs: number;
  /**
   * How many catalog answers nobody remembers are worked out at once, the rest waiting their turn; unset: two per
   * core (modules/catalog/cache.ts, decision 053).
   */
  catalogMissesAtOnce: number | undefined;
  /** Whether guests' shop pages arrive rendered (apps/web/src/entry-server.tsx), when the web build has it. */
  serverRender: boolean;
  /** Threads of their own that pages render on (0: on the request thread); see plugins/page-renderer.ts. */
  renderThreads: number;
  /** The render threads' program: beside this file in the sources and in the build alike. */
  renderThreadFile: string;
  /**
   * On SIGTERM, how long readiness answers 503 before the server stops taking requests: the time a load
   * balancer needs to notice and send them elsewhere.
   */
  shutdownDrainMs: number;
  /**
   * How long the server asks its own catalogue before it listens (0: not at all), so that the first shoppers after
   * a start do not pay for its compiling and connecting (lib/warm-up.ts, decision 059).
   */
  warmUpMs: number;
  /** Where files are kept: DATA_DIR, or an S3-compatible bucket every instance shares (decision 029). */
  storage: { kind: 'disk' } | ({ kind: 's3' } & S3Settings);
  /** Production runs on PostgreSQL; PGlite (one process, one machine) only when asked for by name. */
  allowPgliteInProduction: boolean;
  /** Orders one account, or one shipping phone, may place in an hour; half as many cancellations (decision 061). */
  ordersPerHour: number;
  /** Messages to customers (issue 14): the outbox worker and the SMS/WhatsApp providers. */
  notifications: {
    pollMs: number;
    retryBaseMs: number;
    maxAttempts: number;
    smsWebhookUrl: string | undefined;
    whatsapp: { baseUrl: string; phoneNumberId: string; token: string } | null;
  };
  /** Courier companies' merchant accounts (modules/delivery); null: that company is not used. */
  couriers: { alwaseet: { baseUrl: string; username: string; password: string } | null };
}

export class ConfigError extends Error {}

/** About what a search of the whole catalogue needed, at 100 connections, before it cost what it costs later on. */
const DEFAULT_WARM_UP_MS = 8000;

/** Reads and validates the environment once; the only place that touches process.env. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== ''));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    // One line, so that it is the line a process manager shows.
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid environment: ${problems.join('; ')}`);
  }
  const e = parsed.data;
  const root = path.resolve(import.meta.dirname, '../../..');
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(process.cwd(), e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    seedDemo: e.SEED_DEMO ?? e.NODE_ENV !== 'production',
    shopContactFile: e.SHOP_CONTACT_FILE ? path.resolve(process.cwd(), e.SHOP_CONTACT_FILE) : undefined,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    publicUrl: e.PUBLIC_URL,
    redisUrl: e.REDIS_URL,
    redisKeyPrefix: e.REDIS_KEY_PREFIX,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY ?? false,
    mapTileUrl: e.MAP_TILE_URL,
    secureCookies: e.PUBLIC_URL.startsWith('https://'),
    webDist: e.WEB_DIST ? path.resolve(e.WEB_DIST) : path.join(root, 'apps/web/dist'),
    catalogCacheMs: e.CATALOG_CACHE_MS,
    catalogMissesAtOnce: e.CATALOG_MISSES_AT_ONCE,
    serverRender: e.SERVER_RENDER,
    // One core is the request thread's; with more, one renders.
    renderThreads: e.RENDER_THREADS ?? (os.availableParallelism() > 1 ? 1 : 0),
    renderThreadFile: path.join(import.meta.dirname, 'render-thread.mjs'),
    shutdownDrainMs: e.SHUTDOWN_DRAIN_MS ?? (e.NODE_ENV === 'production' ? 5000 : 0),
    // On PostgreSQL in production, where instances restart under traffic; a PGlite shop is one process, started by hand.
    warmUpMs: e.WARM_UP_MS ?? (e.NODE_ENV === 'production' && e.DATABASE_URL ? DEFAULT_WARM_UP_MS : 0),
    allowPgliteInProduction: e.ALLOW_PGLITE_IN_PRODUCTION,
    ordersPerHour: e.ORDERS_PER_HOUR,
    storage: e.S3_BUCKET
      ? {
          kind: 's3',
          bucket: e.S3_BUCKET,
          endpoint: e.S3_ENDPOINT,
          region: e.S3_REGION ?? 'us-east-1',
          credentials:
            e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
              ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY }
              : undefined,
        }
      : { kind: 'disk' },
    notifications: {
      pollMs: e.OUTBOX_POLL_MS,
      retryBaseMs: e.OUTBOX_RETRY_BASE_MS,
      maxAttempts: e.OUTBOX_MAX_ATTEMPTS,
      smsWebhookUrl: e.SMS_WEBHOOK_URL,
      whatsapp:
        e.WHATSAPP_PHONE_NUMBER_ID && e.WHATSAPP_TOKEN
          ? {
              baseUrl: e.WHATSAPP_API_URL,
              phoneNumberId: e.WHATSAPP_PHONE_NUMBER_ID,
              token: e.WHATSAPP_TOKEN,
            }
          : null,
    },
    couriers: {
      alwaseet:
        e.COURIER_ALWASEET_USERNAME && e.COURIER_ALWASEET_PASSWORD
          ? {
              baseUrl: e.COURIER_ALWASEET_URL,
              username: e.COURIER_ALWASEET_USERNAME,
              password: e.COURIER_ALWASEET_PASSWORD,
            }
          : null,
    },
  };
}
