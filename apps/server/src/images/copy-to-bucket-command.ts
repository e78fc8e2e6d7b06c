import path from 'node:path';
import pino from 'pino';
import { ConfigError, loadConfig, loadDotEnv } from '../config.ts';
import { copyImages } from './copy-to-bucket.ts';
import { createDiskImageStore } from './image-store.ts';
import { createS3ImageStore } from './s3-image-store.ts';

// EX_CONFIG from sysexits.h, as the server uses: the settings must change before a retry helps.
const EXIT_BAD_CONFIG = 78;

/**
 * `npm run images:to-bucket`: copies the pictures in DATA_DIR/media into the S3_* bucket, so a
 * shop that kept them on disk can move to a bucket (and to several machines). Run it with the
 * new settings before starting the shop on them; running it again copies only what is missing.
 */
async function main(): Promise<number> {
  loadDotEnv();
  const config = loadConfig();
  if (!config.s3) {
    console.error(
      'Set S3_BUCKET (and S3_ENDPOINT, S3_REGION, the keys) to the bucket to copy into.',
    );
    return EXIT_BAD_CONFIG;
  }
  const folder = path.join(config.dataDir, 'media');
  const bucket = createS3ImageStore(config.s3, pino({ level: 'warn' }));
  try {
    const problem = await bucket.problem();
    if (problem) {
      console.error(`Cannot copy the pictures: ${problem}.`);
      return 1;
    }
    console.error(`Copying the pictures in ${folder} into the bucket ${config.s3.bucket} ...`);
    const report = await copyImages(createDiskImageStore(folder), bucket, (done, total) => {
      if (done % 100 === 0 || done === total) console.error(`  ${done} of ${total}`);
    });
    console.log(
      `Copied ${report.copied} pictures; ${report.alreadyThere} were in the bucket already; ${report.failed.length} failed.`,
    );
    for (const { key, reason } of report.failed) console.error(`  ${key}: ${reason}`);
    if (report.failed.length > 0)
      console.error('Run the command again to copy the ones that failed.');
    return report.failed.length > 0 ? 1 : 0;
  } finally {
    bucket.close();
  }
}

if (import.meta.main) {
  main().then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error instanceof ConfigError ? error.message : error);
      process.exit(error instanceof ConfigError ? EXIT_BAD_CONFIG : 1);
    },
  );
}
