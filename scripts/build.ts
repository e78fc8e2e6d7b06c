// `npm run build`: build the web client and record what it was built from, so `npm start` knows
// it is current.
import { fileURLToPath } from 'node:url';
import { buildWebClient } from './web-client-build.ts';

await buildWebClient(fileURLToPath(new URL('..', import.meta.url)));
