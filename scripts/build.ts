// `npm run build`: build the web client and record what it was built from, so `npm start` knows
// it is current. With --if-stale (how `npm install` runs it, as `prepare`), only when the sources
// changed since the last build: a newcomer's first `npm start` then finds the client built and
// opens the shop without the build's 15 core-seconds beside its own start.
import { fileURLToPath } from 'node:url';
import { buildWebClient, webBuildIsCurrent } from './web-client-build.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
if (process.argv.includes('--if-stale') && webBuildIsCurrent(root)) {
  console.log('The web client is built from the current sources.');
} else {
  await buildWebClient(root);
}
