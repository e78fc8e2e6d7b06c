// Waiting for a server the bench started (a shop, nginx, s3rver) to answer.
import type { ChildProcess } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';

/**
 * Asks `url` until its status is accepted (200 unless said otherwise). With the server's
 * process given, it fails as soon as that process ends instead of waiting out the deadline.
 */
export async function waitForAnswer(
  url: string,
  options: {
    child?: ChildProcess;
    accept?: (status: number) => boolean;
    timeoutMs?: number;
    intervalMs?: number;
    /** The server's name in the error, e.g. `nginx (see …/error.log)`; the URL by default. */
    name?: string;
  } = {},
): Promise<void> {
  const { child, accept = (status) => status === 200, intervalMs = 200, name = url } = options;
  const timeoutMs = options.timeoutMs ?? 120_000;
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child && (child.exitCode !== null || child.signalCode !== null)) {
      throw new Error(`${name}: its process exited (${child.exitCode ?? child.signalCode})`);
    }
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      await res.arrayBuffer();
      if (accept(res.status)) return;
    } catch {
      // not listening yet
    }
    await sleep(intervalMs);
  }
  throw new Error(`${name} did not answer within ${timeoutMs} ms`);
}
