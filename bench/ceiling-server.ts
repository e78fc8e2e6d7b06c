// The ceiling: a bare node:http server that answers each known URL with bytes fetched once from
// the real server (argv[2] is a JSON file { url: { type, body (base64), headers } }), and nothing
// else. With argv[3] "with-headers" it also sends the other headers the server sent with them.
import http from 'node:http';
import { readFileSync } from 'node:fs';
import type { RecordedAnswer } from './api-throughput.ts';

const recorded = JSON.parse(readFileSync(process.argv[2]!, 'utf8')) as Record<
  string,
  RecordedAnswer
>;
const withHeaders = process.argv[3] === 'with-headers';
const answers = new Map(
  Object.entries(recorded).map(([url, { type, body, headers }]) => [
    url,
    { type, body: Buffer.from(body, 'base64'), headers: withHeaders ? headers : {} },
  ]),
);
http
  .createServer((request, response) => {
    const answer = answers.get(request.url ?? '');
    if (!answer) {
      response.writeHead(request.url === '/api/health' ? 200 : 404).end();
      return;
    }
    response.writeHead(200, {
      ...answer.headers,
      'content-type': answer.type,
      'content-length': answer.body.length,
    });
    response.end(answer.body);
  })
  .listen(Number(process.env.PORT), '127.0.0.1');
