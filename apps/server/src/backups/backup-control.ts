import { chmod, rm } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import { createInterface } from 'node:readline';
import type { BackupProgress } from './backup-progress.ts';

/**
 * The running server's control socket. PGlite lets one process open a data directory, and the
 * server holds it, so `npm run backup` asks the server to make the backup. One JSON object per
 * line: the client sends {"command":"backup"}; the server answers progress lines, then a
 * done or an error line.
 */
export const controlSocketPath = (dataDir: string) => path.join(dataDir, 'control.sock');

type BackupResult = { file: string; sizeBytes: number };
type Reply =
  | ({ type: 'progress' } & BackupProgress)
  | ({ type: 'done' } & BackupResult)
  | { type: 'error'; message: string };

export async function openControlSocket(options: {
  dataDir: string;
  makeBackup: (onProgress: (step: BackupProgress) => void) => Promise<BackupResult>;
}): Promise<{ close(): Promise<void> }> {
  const socketPath = controlSocketPath(options.dataDir);
  // Linux keeps a socket's path in 108 bytes; a longer one would fail with an obscure error.
  if (Buffer.byteLength(socketPath) > 107) {
    throw new Error(
      `DATA_DIR is too long a path for the shop's control socket (at most 107 bytes): ${socketPath}`,
    );
  }
  // A socket file left by a server that died is in the way of listening.
  await rm(socketPath, { force: true });
  const server = net.createServer((socket) => {
    socket.on('error', () => {});
    const send = (reply: Reply) => {
      if (!socket.destroyed) socket.write(`${JSON.stringify(reply)}\n`);
    };
    const lines = createInterface({ input: socket });
    lines.once('line', (line) => {
      lines.close();
      if (!isBackupCommand(line)) {
        socket.end(`${JSON.stringify({ type: 'error', message: 'unknown command' })}\n`);
        return;
      }
      options
        .makeBackup((step) => send({ type: 'progress', ...step }))
        .then(
          (result) => send({ type: 'done', ...result }),
          (error: unknown) =>
            send({
              type: 'error',
              message: error instanceof Error ? error.message : String(error),
            }),
        )
        .finally(() => socket.end());
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(socketPath, resolve);
  });
  // Whoever may talk to the socket may make backups: only this user.
  await chmod(socketPath, 0o600);
  return {
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
      }),
  };
}

function isBackupCommand(line: string): boolean {
  try {
    return (JSON.parse(line) as { command?: unknown }).command === 'backup';
  } catch {
    return false;
  }
}

/** A connection to the running server's socket, or undefined when no server answers there. */
function connect(dataDir: string): Promise<net.Socket | undefined> {
  return new Promise((resolve) => {
    const socket = net.createConnection(controlSocketPath(dataDir));
    socket.once('connect', () => resolve(socket));
    socket.once('error', () => resolve(undefined));
  });
}

/** Whether a server runs on this data directory (its control socket answers). */
export async function serverAnswers(dataDir: string): Promise<boolean> {
  const socket = await connect(dataDir);
  socket?.destroy();
  return socket !== undefined;
}

/**
 * Asks the running server for a backup, passing its progress on. Undefined when no server
 * answers, so the caller opens the database itself.
 */
export async function requestBackupFromServer(
  dataDir: string,
  onProgress: (step: BackupProgress) => void,
): Promise<BackupResult | undefined> {
  const socket = await connect(dataDir);
  if (!socket) return undefined;
  socket.write(`${JSON.stringify({ command: 'backup' })}\n`);
  for await (const line of createInterface({ input: socket })) {
    const reply = JSON.parse(line) as Reply;
    if (reply.type === 'progress')
      onProgress({ label: reply.label, done: reply.done, total: reply.total });
    else if (reply.type === 'done') return { file: reply.file, sizeBytes: reply.sizeBytes };
    else throw new Error(`The shop could not make the backup: ${reply.message}`);
  }
  throw new Error('The shop closed the control socket before the backup was done.');
}
