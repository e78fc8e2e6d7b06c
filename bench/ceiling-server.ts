// The ceiling: a bare node:http server that answers each known URL with bytes fetched once from
// the real server (argv[2] is a JSON file { url: { type, body (base64) } }), and nothing else.
import http from 'node:http';
import { readFileSync } from 'node:fs';

const recorded = JSON.parse(readFileSync(process.argv[2]!, 'utf8')) as Record<
  string,
  { type: string; body: string }
>;
const answers = new Map(
  Object.entries(recorded).map(([url, { type, body }]) => [
    url,
    { type, body: Buffer.from(body, 'base64') },
  ]),
);
http
  .createServer((request, response) => {
    const answer = answers.get(request.url ?? '');
    if (!answer) {
      response.writeHead(request.url === '/api/health' ? 200 : 404).end();
      return;
    }
    response.writeHead(200, { 'content-type': answer.type, 'content-length': answer.body.length });
    response.end(answer.body);
  })
  .listen(Number(process.env.PORT), '127.0.0.1');
