import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('has working defaults for every setting', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      databaseUrl: undefined,
      jwtSecret: undefined,
      admin: undefined,
      smtpUrl: undefined,
      seedDemo: undefined,
      mailFrom: undefined,
      publicUrl: 'http://localhost:3000',
      s3: undefined,
      mediaBaseUrl: undefined,
    });
    expect(config.dataDir).toMatch(/\/data$/);
    expect(config.tokenTtlSeconds).toBe(7 * 24 * 3600);
  });

  it('reads every setting', () => {
    const config = loadConfig({
      PORT: '8080',
      HOST: '0.0.0.0',
      DATABASE_URL: 'postgres://shop@db:5432/shop',
      DATA_DIR: '/var/lib/shop',
      JWT_SECRET: 'x'.repeat(40),
      ADMIN_EMAIL: 'Owner@Shop.example',
      ADMIN_PASSWORD: 'long-enough-password',
      SMTP_URL: 'smtp://mail.example:587',
      MAIL_FROM: 'Shop <shop@example.com>',
      SEED_DEMO: 'false',
      TRUST_PROXY: '127.0.0.1, 10.0.0.0/8',
      PUBLIC_URL: 'https://shop.example.in',
    });
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      databaseUrl: 'postgres://shop@db:5432/shop',
      dataDir: '/var/lib/shop',
      admin: { email: 'owner@shop.example', password: 'long-enough-password' },
      smtpUrl: 'smtp://mail.example:587',
      mailFrom: 'Shop <shop@example.com>',
      publicUrl: 'https://shop.example.in',
      seedDemo: false,
      trustProxy: ['127.0.0.1', '10.0.0.0/8'],
    });
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({}).trustProxy).toBe(false);
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ JWT_SECRET: 'short' }, 'JWT_SECRET'],
    [{ ADMIN_EMAIL: 'boss@example.com' }, 'ADMIN_PASSWORD'],
    [{ SMTP_URL: 'http://mail' }, 'SMTP_URL'],
    [{ SEED_DEMO: 'maybe' }, 'SEED_DEMO'],
    [{ PUBLIC_URL: 'shop.example.in' }, 'PUBLIC_URL'],
    [{ PUBLIC_URL: 'ftp://shop.example.in' }, 'PUBLIC_URL'],
    [{ PUBLIC_URL: 'https://shop.example.in/?ref=1' }, 'PUBLIC_URL'],
    [{ PUBLIC_URL: 'https://shop.example.in/#top' }, 'PUBLIC_URL'],
    [{ S3_BUCKET: 'Shop_Media' }, 'S3_BUCKET'],
    [{ S3_ENDPOINT: 'http://minio:9000' }, 'S3_BUCKET'],
    [{ S3_BUCKET: 'shop-media', S3_ACCESS_KEY_ID: 'key' }, 'S3_SECRET_ACCESS_KEY'],
    [{ S3_BUCKET: 'shop-media', S3_ENDPOINT: 'minio:9000' }, 'S3_ENDPOINT'],
    [{ MEDIA_BASE_URL: 'cdn.example.in' }, 'MEDIA_BASE_URL'],
    [{ UPI_PAYMENT_MINUTES: '0' }, 'UPI_PAYMENT_MINUTES'],
    [{ UPI_PAYMENT_MINUTES: 'half an hour' }, 'UPI_PAYMENT_MINUTES'],
    [{ CART_REMINDER_HOURS: '0' }, 'CART_REMINDER_HOURS'],
    [{ CART_REMINDER_HOURS: '-3' }, 'CART_REMINDER_HOURS'],
    [{ CART_REMINDER_HOURS: '1.5' }, 'CART_REMINDER_HOURS'],
    [{ CART_REMINDER_HOURS: 'a day' }, 'CART_REMINDER_HOURS'],
  ])('refuses %o with a message naming %s', (env, name) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(new RegExp(name));
  });

  it('reads the image store settings', () => {
    const config = loadConfig({
      S3_BUCKET: 'shop-media',
      S3_ENDPOINT: 'http://10.0.0.5:9000',
      S3_REGION: 'ap-south-1',
      S3_ACCESS_KEY_ID: 'shop',
      S3_SECRET_ACCESS_KEY: 'secret-key',
      MEDIA_BASE_URL: 'https://cdn.example.in/media/',
    });
    expect(config.s3).toEqual({
      bucket: 'shop-media',
      endpoint: 'http://10.0.0.5:9000',
      region: 'ap-south-1',
      credentials: { accessKeyId: 'shop', secretAccessKey: 'secret-key' },
    });
    expect(config.mediaBaseUrl).toBe('https://cdn.example.in/media');
    // Amazon S3 itself, with the machine's role: only the bucket is needed.
    expect(loadConfig({ S3_BUCKET: 'shop-media' }).s3).toEqual({
      bucket: 'shop-media',
      endpoint: undefined,
      region: 'us-east-1',
      credentials: undefined,
    });
  });

  it('gives a UPI order 30 minutes to be paid unless UPI_PAYMENT_MINUTES says otherwise', () => {
    expect(loadConfig({}).upiPaymentMinutes).toBe(30);
    expect(loadConfig({ UPI_PAYMENT_MINUTES: '45' }).upiPaymentMinutes).toBe(45);
  });

  it('lets a cart rest 24 hours before its reminder unless CART_REMINDER_HOURS says otherwise', () => {
    expect(loadConfig({}).cartReminderHours).toBe(24);
    expect(loadConfig({ CART_REMINDER_HOURS: '48' }).cartReminderHours).toBe(48);
  });

  it('builds the default public address from PORT', () => {
    expect(loadConfig({ PORT: '8080' }).publicUrl).toBe('http://localhost:8080');
  });

  it.each([
    ['https://shop.example.in/', 'https://shop.example.in'],
    ['https://Shop.Example.in', 'https://shop.example.in'],
    ['https://shop.example.in/store//', 'https://shop.example.in/store'],
    ['http://127.0.0.1:3000', 'http://127.0.0.1:3000'],
  ])('keeps the public address %s as %s (no trailing slash)', (given, kept) => {
    expect(loadConfig({ PUBLIC_URL: given }).publicUrl).toBe(kept);
  });

  it('makes the server exit with code 78 and a clear message on a bad value', () => {
    const server = fileURLToPath(new URL('./server.ts', import.meta.url));
    const result = spawnSync(process.execPath, [server], {
      env: { ...process.env, PORT: 'not-a-port' },
      encoding: 'utf8',
      timeout: 20_000,
    });
    expect(result.status).toBe(78);
    expect(result.stderr).toContain('Invalid settings');
    expect(result.stderr).toContain('PORT');
  });

  it('makes the server exit with code 78 naming PUBLIC_URL when it is not a URL', () => {
    const server = fileURLToPath(new URL('./server.ts', import.meta.url));
    const result = spawnSync(process.execPath, [server], {
      env: { ...process.env, PUBLIC_URL: 'shop.example.in' },
      encoding: 'utf8',
      timeout: 20_000,
    });
    expect(result.status).toBe(78);
    expect(result.stderr).toContain('PUBLIC_URL');
  });
});
