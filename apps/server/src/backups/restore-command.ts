import { parseArgs } from 'node:util';
import path from 'node:path';
import pino from 'pino';
import { loadConfig, loadDotEnv } from '../config.ts';
import { keepDataDirPrivate } from '../db/data-dir-permissions.ts';
import { createS3ImageStore } from '../images/s3-image-store.ts';
import { createProgressReporter } from './backup-progress.ts';
import { restoreBackup, type RestoreReport } from './backups.service.ts';

const usage = 'Usage: npm run restore -- <backup file> [--force]';

/** What was restored, for the person who asked. */
function describe(file: string, report: RestoreReport): string {
  const { manifest, counts } = report;
  const lines = [
    `Restored ${file}`,
    `  backup made ${manifest.createdAt} (${manifest.database.kind}, ${manifest.database.migrations.count} migrations)`,
    `  ${counts.products} products, ${counts.orders} orders, ${counts.customers} customers, ${manifest.entries.filter((entry) => entry.name.startsWith('media/')).length} images`,
  ];
  if (report.replacedBackup) {
    lines.push(`  what was there before is kept in ${report.replacedBackup}`);
  }
  return lines.join('\n');
}

if (import.meta.main) {
  const progress = createProgressReporter();
  try {
    const { values, positionals } = parseArgs({
      options: { force: { type: 'boolean', default: false } },
      allowPositionals: true,
    });
    const [file] = positionals;
    if (!file || positionals.length > 1) throw new Error(usage);
    loadDotEnv();
    const config = loadConfig();
    keepDataDirPrivate(config.dataDir);
    // Pictures go where the shop keeps them: the S3_* bucket, else DATA_DIR/media.
    const imageBucket = config.s3 && createS3ImageStore(config.s3, pino({ level: 'warn' }));
    const report = await restoreBackup({
      file: path.resolve(file),
      dataDir: config.dataDir,
      databaseUrl: config.databaseUrl,
      backupDir: config.backupDir,
      force: values.force,
      onProgress: progress.update,
      imageBucket,
    }).finally(() => imageBucket?.close());
    progress.stop();
    console.log(describe(path.resolve(file), report));
  } catch (error) {
    progress.stop();
    console.error(`Restore refused: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
}
