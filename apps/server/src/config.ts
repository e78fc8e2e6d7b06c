import { existsSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { CART_REMINDER_HOURS_DEFAULT } from '@shop/contracts/notifications';

const booleanText = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], {
    error: 'must be true or false',
  })
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const emptyAsUndefined = (value: unknown) => (value === '' ? undefined : value);

/**
 * The shop's public address: an http(s) origin, optionally with a path, without query or
 * fragment, kept without its trailing slash so links are built as `${publicUrl}/path`.
 */
const publicUrl = z
  .url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' })
  .refine((text) => !/[?#]/.test(text), 'must not have a query (?) or fragment (#)')
  .transform((text) => new URL(text).href.replace(/\/+$/, ''));

const envSchema = z
  .object({
    PORT: z.coerce.number({ error: 'must be a port number' }).int().min(0).max(65535).default(3000),
    HOST: z.string().min(1).default('127.0.0.1'),
    DATABASE_URL: z.preprocess(
      emptyAsUndefined,
      z
        .string()
        .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
        .optional(),
    ),
    DATA_DIR: z.string().min(1).default('./data'),
    BACKUP_DIR: z.preprocess(emptyAsUndefined, z.string().min(1).optional()),
    BACKUP_AT: z.preprocess(
      emptyAsUndefined,
      z
        .string()
        .regex(
          /^(off|([01]\d|2[0-3]):[0-5]\d)$/,
          'must be a time of day as HH:MM (24-hour), or off',
        )
        .default('03:30'),
    ),
    BACKUP_KEEP: z.coerce
      .number({ error: 'must be a whole number' })
      .int()
      .min(1, 'must be at least 1')
      .max(1000)
      .default(14),
    JWT_SECRET: z.preprocess(
      emptyAsUndefined,
      z.string().min(32, 'must be at least 32 characters').optional(),
    ),
    ADMIN_EMAIL: z.preprocess(emptyAsUndefined, z.email('must be an email address').optional()),
    ADMIN_PASSWORD: z.preprocess(
      emptyAsUndefined,
      z.string().min(8, 'must be at least 8 characters').optional(),
    ),
    SMTP_URL: z.preprocess(
      emptyAsUndefined,
      z
        .string()
        .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
        .optional(),
    ),
    MAIL_FROM: z.preprocess(emptyAsUndefined, z.string().min(3).optional()),
    PUBLIC_URL: z.preprocess(emptyAsUndefined, publicUrl.optional()),
    SEED_DEMO: z.preprocess(emptyAsUndefined, booleanText.optional()),
    LOGIN_ATTEMPTS_PER_IP: z.coerce
      .number({ error: 'must be a whole number' })
      .int()
      .min(1)
      .max(1_000_000)
      .default(30),
    TRUST_PROXY: z.preprocess(emptyAsUndefined, z.string().max(500).optional()),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info'),
    S3_BUCKET: z.preprocess(
      emptyAsUndefined,
      z
        .string()
        .regex(
          /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
          'must be a bucket name: 3 to 63 lower-case letters, digits, dots and hyphens',
        )
        .optional(),
    ),
    S3_ENDPOINT: z.preprocess(
      emptyAsUndefined,
      z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' }).optional(),
    ),
    S3_REGION: z.preprocess(emptyAsUndefined, z.string().min(1).default('us-east-1')),
    S3_ACCESS_KEY_ID: z.preprocess(emptyAsUndefined, z.string().min(1).optional()),
    S3_SECRET_ACCESS_KEY: z.preprocess(emptyAsUndefined, z.string().min(1).optional()),
    MEDIA_BASE_URL: z.preprocess(emptyAsUndefined, publicUrl.optional()),
    UPI_PAYMENT_MINUTES: z.coerce
      .number({ error: 'must be a whole number of minutes' })
      .int('must be a whole number of minutes')
      .min(1, 'must be at least 1 minute')
      .max(24 * 60, 'must be at most 1440 minutes (a day)')
      .default(30),
    CART_REMINDER_HOURS: z.coerce
      .number({ error: 'must be a whole number of hours' })
      .int('must be a whole number of hours')
      .min(1, 'must be at least 1 hour')
      .max(24 * 30, 'must be at most 720 hours (30 days)')
      .default(CART_REMINDER_HOURS_DEFAULT),
  })
  .refine((env) => Boolean(env.ADMIN_EMAIL) === Boolean(env.ADMIN_PASSWORD), {
    message: 'ADMIN_EMAIL and ADMIN_PASSWORD must be set together',
    path: ['ADMIN_PASSWORD'],
  })
  .refine((env) => Boolean(env.S3_ACCESS_KEY_ID) === Boolean(env.S3_SECRET_ACCESS_KEY), {
    message:
      'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together (or neither, to use the machine role or AWS_* credentials)',
    path: ['S3_SECRET_ACCESS_KEY'],
  })
  .refine((env) => env.S3_BUCKET || !(env.S3_ENDPOINT || env.S3_ACCESS_KEY_ID), {
    message: 'S3_BUCKET is required when other S3_* settings are given',
    path: ['S3_BUCKET'],
  });

/** An S3-compatible bucket that holds the images of every instance. */
export type S3Settings = {
  bucket: string;
  /** Unset: Amazon S3 itself. Set: another S3-compatible store (MinIO, R2, Spaces...). */
  endpoint: string | undefined;
  region: string;
  /** Unset: the SDK's own chain (AWS_* variables, the machine's role). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
};

export type Config = {
  port: number;
  host: string;
  databaseUrl: string | undefined;
  dataDir: string;
  /** Where backups are written and automatic ones pruned. */
  backupDir: string;
  /** Shop time (India, UTC+05:30) of the daily automatic backup, null for none. */
  backupAt: { hour: number; minute: number } | null;
  /** How many backup files the automatic backups keep; older ones are deleted. */
  backupKeep: number;
  jwtSecret: string | undefined;
  admin: { email: string; password: string } | undefined;
  smtpUrl: string | undefined;
  /** undefined means: the shop's current name on the default sender address. */
  mailFrom: string | undefined;
  /** Every absolute link is built from this, never from a request's Host header. */
  publicUrl: string;
  /** undefined means: seed when the embedded database is new. */
  seedDemo: boolean | undefined;
  logLevel: string;
  tokenTtlSeconds: number;
  /** Sign-in attempts one address may make per 5 minutes (each account has its own limit too). */
  loginAttemptsPerIp: number;
  /** Behind a reverse proxy: which hops to trust for the client address (rate limits, logs). */
  trustProxy: boolean | number | string[];
  /** Unset: images on disk in DATA_DIR/media. */
  s3: S3Settings | undefined;
  /** Unset: images are linked as /media/<key> and served by the shop itself. */
  mediaBaseUrl: string | undefined;
  /** How long a UPI order waits for its payment reference before the server cancels it. */
  upiPaymentMinutes: number;
  /** How long a consenting customer's unchanged cart rests before its one reminder mail. */
  cartReminderHours: number;
};

function parseTrustProxy(value: string | undefined): boolean | number | string[] {
  if (!value || value === 'false') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) return Number(value);
  return value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
}

function parseBackupAt(value: string): Config['backupAt'] {
  if (value === 'off') return null;
  const [hour = 0, minute = 0] = value.split(':').map(Number);
  return { hour, minute };
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Reads the settings of the contract's "Running the server" table, once, at boot. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map(
      (issue) => `  ${issue.path.join('.') || 'environment'}: ${issue.message}`,
    );
    throw new ConfigError(`Invalid settings:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  return {
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    dataDir: path.resolve(e.DATA_DIR),
    backupDir: path.resolve(e.BACKUP_DIR ?? path.join(e.DATA_DIR, 'backups')),
    backupAt: parseBackupAt(e.BACKUP_AT),
    backupKeep: e.BACKUP_KEEP,
    jwtSecret: e.JWT_SECRET,
    admin:
      e.ADMIN_EMAIL && e.ADMIN_PASSWORD
        ? { email: e.ADMIN_EMAIL.toLowerCase(), password: e.ADMIN_PASSWORD }
        : undefined,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    publicUrl: e.PUBLIC_URL ?? `http://localhost:${e.PORT}`,
    seedDemo: e.SEED_DEMO,
    logLevel: e.LOG_LEVEL,
    tokenTtlSeconds: 7 * 24 * 60 * 60,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    loginAttemptsPerIp: e.LOGIN_ATTEMPTS_PER_IP,
    s3: e.S3_BUCKET
      ? {
          bucket: e.S3_BUCKET,
          endpoint: e.S3_ENDPOINT,
          region: e.S3_REGION,
          credentials:
            e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
              ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY }
              : undefined,
        }
      : undefined,
    mediaBaseUrl: e.MEDIA_BASE_URL,
    upiPaymentMinutes: e.UPI_PAYMENT_MINUTES,
    cartReminderHours: e.CART_REMINDER_HOURS,
  };
}

/** The optional .env file sits where the server is started; real environment variables win. */
export function loadDotEnv(file = '.env'): void {
  if (existsSync(file)) process.loadEnvFile(file);
}
