import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.ts';
import { createDiskImageStore, type ImageStore } from './image-store.ts';
import { createS3ImageStore } from './s3-image-store.ts';

/**
 * The image store the settings choose: the S3_* bucket when S3_BUCKET is set, else the folder
 * DATA_DIR/media. A bucket that does not answer is reported at once but does not stop the shop:
 * pages, orders and already cached pictures keep working while it is down.
 */
export function openImageStore(
  config: Pick<Config, 's3' | 'dataDir'>,
  log: FastifyBaseLogger,
): ImageStore & { close(): void } {
  if (!config.s3) {
    return { ...createDiskImageStore(path.join(config.dataDir, 'media')), close: () => {} };
  }
  const { bucket, endpoint } = config.s3;
  const store = createS3ImageStore(config.s3, log);
  void store.problem().then((problem) => {
    if (problem) log.error({ bucket, endpoint }, `images cannot be stored or shown: ${problem}`);
    else log.info({ bucket, endpoint }, 'images are kept in the S3 bucket');
  });
  return store;
}
