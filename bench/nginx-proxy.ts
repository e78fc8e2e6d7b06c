// nginx in front of shop instances, for the bench scripts (scale-out.ts on loopback, hosts.ts
// across network namespaces): a config of its own in `dir`, logs there, started in the
// foreground as a child process.
import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export function startNginxProxy(options: {
  dir: string;
  /** address:port nginx listens on. */
  listen: string;
  /** `server` lines of the upstream, e.g. `10.77.0.2:3000 max_fails=1 fail_timeout=10s`. */
  upstreams: string[];
  keepalive: number;
  pidFile?: string;
  /** The access log's format: nginx variables, one line per request. */
  logFormat: string;
  /** Buffer the access log (less work under load) or write each line at once (read live). */
  bufferLog: boolean;
  /** More directives for the proxied location (timeouts, next-upstream rules). */
  locationExtra?: string[];
}): ChildProcess {
  const { dir } = options;
  mkdirSync(dir, { recursive: true });
  // Workers run as nobody when the master is root: their temp dirs must be writable.
  for (const temp of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) {
    mkdirSync(path.join(dir, temp), { recursive: true });
    chmodSync(path.join(dir, temp), 0o777);
  }
  const location = [
    'proxy_pass http://shop;',
    'proxy_http_version 1.1;',
    'proxy_set_header Connection "";',
    'proxy_set_header Host $host;',
    'proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;',
    'proxy_set_header X-Forwarded-Proto $scheme;',
    ...(options.locationExtra ?? []),
  ];
  writeFileSync(
    path.join(dir, 'nginx.conf'),
    `worker_processes 1;
daemon off;
pid ${options.pidFile ?? path.join(dir, 'nginx.pid')};
error_log ${dir}/error.log warn;
events { worker_connections 4096; }
http {
  log_format upstream '${options.logFormat}';
  access_log ${dir}/access.log upstream${options.bufferLog ? ' buffer=256k flush=1s' : ''};
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  upstream shop {
${options.upstreams.map((server) => `    server ${server};`).join('\n')}
    keepalive ${options.keepalive};
  }
  server {
    listen ${options.listen};
    client_max_body_size 60m;
    location / {
${location.map((line) => `      ${line}`).join('\n')}
    }
  }
}
`,
  );
  return spawn('nginx', ['-p', dir, '-e', `${dir}/error.log`, '-c', `${dir}/nginx.conf`], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}
