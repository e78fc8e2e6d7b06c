import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * JWT_SECRET when set; otherwise a random key generated on first start and kept in DATA_DIR,
 * so tokens survive restarts without anyone having to invent a secret.
 */
export function resolveSigningSecret(configured: string | undefined, dataDir: string): string {
  if (configured) return configured;
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  // 'wx' fails if another instance wrote it first; then that one's secret is the one to use.
  try {
    writeFileSync(file, secret, { mode: 0o600, flag: 'wx' });
    return secret;
  } catch {
    return readFileSync(file, 'utf8').trim();
  }
}
