import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { S3Settings } from '../config.ts';

export type LocalS3 = {
  settings: S3Settings;
  /** The bucket's own address: what MEDIA_BASE_URL would be with no CDN in front. */
  bucketUrl: string;
  /** Stops answering (connections are refused), as a bucket that is down. */
  stop(): Promise<void>;
  /** Answers again on the same port, with what it held before. */
  start(): Promise<void>;
  /** Stops it and deletes its files. */
  destroy(): Promise<void>;
};

const BUCKET = 'shop-media-test';

/** An S3-compatible server (s3rver) on loopback, keeping its objects in a temp folder. */
export async function startLocalS3(): Promise<LocalS3> {
  const directory = mkdtempSync(path.join(os.tmpdir(), 'shop-s3-'));
  const serve = async (port: number) => {
    const server = new S3rver({
      address: '127.0.0.1',
      port,
      silent: true,
      directory,
      configureBuckets: [{ name: BUCKET, configs: [] }],
    });
    const info = await server.run();
    return { server, port: info.port };
  };
  let running: S3rver | undefined;
  const first = await serve(0);
  running = first.server;
  const endpoint = `http://127.0.0.1:${first.port}`;
  const stop = async () => {
    await running?.close();
    running = undefined;
  };
  return {
    settings: {
      bucket: BUCKET,
      endpoint,
      region: 'us-east-1',
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    },
    bucketUrl: `${endpoint}/${BUCKET}`,
    stop,
    start: async () => {
      running ??= (await serve(first.port)).server;
    },
    destroy: async () => {
      await stop();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
