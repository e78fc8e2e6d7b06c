import { randomBytes } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { users } from './db/schema.ts';
import { ensureAdmin } from './accounts/accounts.service.ts';

const DEMO_ADMIN_EMAIL = 'admin@littlesprouts.example';

/**
 * First-start work: the ADMIN_EMAIL account, and on a new demo shop an admin whose
 * generated credentials are printed once (they are not stored anywhere in clear).
 */
export async function bootstrap(options: {
  config: Config;
  database: Database;
  log: FastifyBaseLogger;
}): Promise<void> {
  const { config, database, log } = options;
  const { db } = database;
  if (config.admin) {
    const outcome = await ensureAdmin(db, config.admin);
    log.info({ email: config.admin.email }, `admin account ${outcome} from ADMIN_EMAIL`);
  }
  const [{ users: userCount } = { users: 0 }] = await db.select({ users: count() }).from(users);
  const isNewEmbeddedShop = database.kind === 'pglite' && userCount === 0;
  const seed = config.seedDemo ?? isNewEmbeddedShop;
  if (!seed) return;

  const [anyAdmin] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.userType, 'ADMIN'))
    .limit(1);
  if (!anyAdmin) {
    const password = randomBytes(9).toString('base64url');
    await ensureAdmin(db, { email: DEMO_ADMIN_EMAIL, password, username: 'admin' });
    // Printed to the console on purpose, once: this is the only place these credentials exist.
    console.log(
      [
        '',
        '  Demo shop admin account (shown once, keep it):',
        `    email:    ${DEMO_ADMIN_EMAIL}`,
        `    password: ${password}`,
        '',
      ].join('\n'),
    );
  }
}
