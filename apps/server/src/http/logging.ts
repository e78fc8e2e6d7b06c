import { randomUUID } from 'node:crypto';
import {
  LogController,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';

type LogStream = { write(line: string): void };

/** Fields of the request line that its message already says, hidden from the terminal form. */
const REQUEST_FIELDS = ['method', 'url', 'statusCode', 'responseTime'];

/**
 * JSON lines for machines (production, CI, a file or a pipe); coloured, one-line-per-entry text
 * when a person watches the terminal.
 */
export async function loggerOptions(options: {
  level: string;
  stream?: LogStream;
  terminal?: boolean;
}): Promise<FastifyServerOptions['logger']> {
  const stream = options.stream ?? (options.terminal ? await terminalStream() : undefined);
  return {
    level: options.level,
    redact: ['req.headers.authorization', 'req.headers.cookie'],
    ...(stream ? { stream } : {}),
  };
}

async function terminalStream(): Promise<LogStream> {
  // Loaded only for a terminal, so a production start never loads the formatter.
  const { default: pretty } = await import('pino-pretty');
  return pretty({
    colorize: true,
    singleLine: true,
    translateTime: 'SYS:HH:MM:ss',
    ignore: ['pid', 'hostname', ...REQUEST_FIELDS].join(','),
  });
}

/**
 * Marks the API calls a page render makes in-process (app.inject), so the log keeps one line
 * per request from outside. The token is this process's own: a caller cannot hide its requests.
 */
export const inProcessCall = { header: 'x-in-process-call', token: randomUUID() } as const;

/**
 * One line per answered request (method, path, status, milliseconds, request id) instead of
 * Fastify's two ("incoming request" and "request completed").
 */
export class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (!error && request.headers[inProcessCall.header] === inProcessCall.token) return;
    const responseTime = Math.round(reply.elapsedTime * 10) / 10;
    const fields = {
      method: request.method,
      url: request.url,
      statusCode: reply.statusCode,
      responseTime,
    };
    const line = `${request.method} ${request.url} ${reply.statusCode} ${responseTime} ms`;
    if (error) request.log.error({ ...fields, err: error }, line);
    else request.log.info(fields, line);
  }
}
