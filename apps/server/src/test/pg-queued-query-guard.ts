import { afterAll, expect } from 'vitest';

/*
 * pg warns when a query is sent on a connection that still has another one waiting in its queue:
 * statements of one transaction sent side by side (a Promise.all on `tx`), which PostgreSQL runs
 * one after the other anyway and which pg@9 will refuse. Order bursts on PostgreSQL once logged
 * it. Any test that makes the server do so fails here, with the stack of the call.
 *
 * Node gives a deprecation once per process, and the files of a worker share their process
 * (vitest.config.ts): the listener is added once, and whichever file is running when the
 * warning comes fails.
 */
const QUEUED_QUERY = 'already executing a query';
const seen: string[] = ((globalThis as { pgQueuedQueries?: string[] }).pgQueuedQueries ??= []);

if (!(globalThis as { pgQueuedQueryGuard?: boolean }).pgQueuedQueryGuard) {
  (globalThis as { pgQueuedQueryGuard?: boolean }).pgQueuedQueryGuard = true;
  process.on('warning', (warning) => {
    if (warning.message.includes(QUEUED_QUERY)) seen.push(warning.stack ?? warning.message);
  });
}

afterAll(() => {
  const queued = seen.splice(0).join('\n\n');
  expect(queued, 'a query was queued behind another on one connection').toBe('');
});
