import { hash, verify } from '@node-rs/argon2';

// OWASP's argon2id baseline: 19 MiB, 2 iterations, 1 lane. Algorithm 2 is argon2id.
const options = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string) => hash(password, options);

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

// Verifying against this when no user matches keeps the response time the same either way.
let decoyHash: Promise<string> | undefined;
export async function verifyDecoyPassword(password: string): Promise<void> {
  decoyHash ??= hashPassword('decoy-password-for-unknown-accounts');
  await verifyPassword(await decoyHash, password);
}
