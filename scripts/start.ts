// `npm start`: build the web client when it is missing or older than its sources, then run the
// server, which migrates the database and serves the web client and the API on one port.
import { fileURLToPath } from 'node:url';
import { buildWebClient, webBuildIsCurrent } from './web-client-build.ts';

const root = fileURLToPath(new URL('..', import.meta.url));

if (!webBuildIsCurrent(root)) {
  console.log('Building the web client (its sources changed since the last build)...');
  buildWebClient(root);
}

await import('../apps/server/src/server.ts');
