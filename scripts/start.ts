// `npm start`: run the server, which migrates the database, loads the demo shop into a new one
// and serves the web client and the API on one port. When the web client is missing or older
// than its sources (after a `git pull`), it is built meanwhile: the server opens the database
// while Vite builds, and starts serving once both are done.
import { fileURLToPath } from 'node:url';
import { buildWebClient, webBuildIsCurrent } from './web-client-build.ts';

const root = fileURLToPath(new URL('..', import.meta.url));

async function buildWithProgressLines(): Promise<void> {
  const started = Date.now();
  console.log('Building the web client (new or changed since the last build; about 10 s)...');
  await buildWebClient(root, { quiet: true });
  console.log(`Web client built in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
}

const { startServer } = await import('../apps/server/src/server.ts');
await startServer({
  webClientReady: webBuildIsCurrent(root) ? undefined : buildWithProgressLines(),
});
