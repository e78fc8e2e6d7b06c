// The framework's own floor: Fastify, as the shop runs it but with nothing of the shop's (no
// hooks, no plugins, no logger), answering each known URL with the bytes and headers fetched once
// from the real server (argv[2], the same file as ceiling-server.ts). What the real server costs
// beyond this is the shop's own code; what this costs beyond the bare node:http ceiling is
// Fastify's request path (routing, the request and reply objects, its send).
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';
import type { RecordedAnswer } from './api-throughput.ts';

const recorded = JSON.parse(readFileSync(process.argv[2]!, 'utf8')) as Record<
  string,
  RecordedAnswer
>;
const answers = new Map(
  Object.entries(recorded).map(([url, { type, body, headers }]) => [
    url,
    { body: Buffer.from(body, 'base64'), headers: { ...headers, 'content-type': type } },
  ]),
);
const app = Fastify({ logger: false });
app.get('/api/health', async () => ({ status: 'ok' }));
app.get('/*', (request, reply) => {
  const answer = answers.get(request.url);
  if (!answer) return reply.code(404).send();
  return reply.headers(answer.headers).send(answer.body);
});
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
