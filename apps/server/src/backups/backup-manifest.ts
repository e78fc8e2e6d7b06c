import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/** Bumped when the archive's layout changes in a way older code cannot restore. */
export const BACKUP_FORMAT_VERSION = 1;
export const MANIFEST_ENTRY = 'manifest.json';

const count = z.number().int().nonnegative();

const manifestSchema = z.object({
  format: z.literal('little-sprouts-backup'),
  formatVersion: z.number().int().positive(),
  createdAt: z.iso.datetime(),
  /** The backup_runs row of this backup, finished by a restore (the dump was taken mid-run). */
  runId: z.string().nullable(),
  database: z.object({
    kind: z.enum(['pglite', 'postgres']),
    /** The schema version: the drizzle migrations applied when the backup was made. */
    migrations: z.object({
      count,
      latestTag: z.string().nullable(),
      latestAt: z.number().int().nullable(),
    }),
  }),
  counts: z.object({ products: count, orders: count, customers: count }),
  entries: z.array(
    z.object({
      name: z.string().min(1),
      sizeBytes: count,
      sha256: z.string().regex(/^[0-9a-f]{64}$/),
    }),
  ),
});

export type BackupManifest = z.infer<typeof manifestSchema>;
export type ManifestEntry = BackupManifest['entries'][number];
export type ShopFacts = Pick<BackupManifest, 'counts'> & {
  migrations: BackupManifest['database']['migrations'];
};

export function parseManifest(text: string): BackupManifest | undefined {
  try {
    const parsed = manifestSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

type JournalEntry = { tag: string; when: number };

/** The migrations this code knows, in order (drizzle-kit's journal). */
export function knownMigrations(): JournalEntry[] {
  const file = fileURLToPath(new URL('../db/migrations/meta/_journal.json', import.meta.url));
  return (JSON.parse(readFileSync(file, 'utf8')) as { entries: JournalEntry[] }).entries;
}

/**
 * A backup made by newer code has migrations this code lacks: restoring it would leave a
 * schema this code does not understand. Drizzle records each migration by its journal time.
 */
export function isNewerThanThisCode(migrations: BackupManifest['database']['migrations']): boolean {
  const known = knownMigrations();
  const latestKnown = known.at(-1)?.when ?? 0;
  if (migrations.count > known.length) return true;
  if (migrations.latestAt !== null && migrations.latestAt > latestKnown) return true;
  return (
    migrations.latestTag !== null && !known.some((entry) => entry.tag === migrations.latestTag)
  );
}

type RunQuery = (sqlText: string) => Promise<Record<string, unknown>[]>;

/** What the manifest says about the database: its schema version and the shop's size. */
export async function readShopFacts(query: RunQuery): Promise<ShopFacts> {
  const [table] = await query(
    `select to_regclass('drizzle.__drizzle_migrations') is not null as present`,
  );
  const applied = table?.present
    ? await query(
        `select count(*)::int as count, max(created_at)::bigint::text as latest from drizzle.__drizzle_migrations`,
      )
    : [];
  const migrationCount = Number(applied[0]?.count ?? 0);
  const latestAt = applied[0]?.latest ? Number(applied[0].latest) : null;
  const latestTag = knownMigrations().find((entry) => entry.when === latestAt)?.tag ?? null;
  const [counts] = await query(
    `select (select count(*) from products)::int as products,
            (select count(*) from orders)::int as orders,
            (select count(*) from users where user_type = 'CUSTOMER')::int as customers`,
  );
  return {
    migrations: { count: migrationCount, latestTag, latestAt },
    counts: {
      products: Number(counts?.products ?? 0),
      orders: Number(counts?.orders ?? 0),
      customers: Number(counts?.customers ?? 0),
    },
  };
}
