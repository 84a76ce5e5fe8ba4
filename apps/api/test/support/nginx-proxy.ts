import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort, waitUntil } from './api-process';

/** Where Debian's nginx package puts the server (`.ci/run` installs it). */
export const NGINX = '/usr/sbin/nginx';

/** The response header that names the instance nginx sent a request to (its `$upstream_addr`). */
export const UPSTREAM_HEADER = 'x-lull-upstream';

export interface NginxProxy {
  url: string;
  stop(): Promise<void>;
  log(): string;
}

/**
 * A real nginx in front of `upstreams` (`127.0.0.1:port` each), round robin without stickiness, as README's
 * "Running several instances" sets it up: it appends the client's address to X-Forwarded-For, and the instances
 * believe the header only from nginx (TRUST_PROXY). Everything it needs is in a directory of its own.
 */
export async function startNginx(upstreams: readonly string[]): Promise<NginxProxy> {
  if (!existsSync(NGINX)) throw new Error(`${NGINX} is missing: install Debian's nginx (apt-get install nginx), as .ci/run does`);
  const port = await freePort();
  const directory = mkdtempSync(path.join(tmpdir(), 'lull-nginx-'));
  const temporary = (name: string) => `${name}_temp_path ${path.join(directory, name)};`;
  writeFileSync(
    path.join(directory, 'nginx.conf'),
    `${process.getuid?.() === 0 ? 'user root;' : ''}
worker_processes 1;
pid ${path.join(directory, 'nginx.pid')};
error_log stderr warn;
events { worker_connections 512; }
http {
  access_log off;
  ${['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(temporary).join('\n  ')}
  upstream lull {
    ${upstreams.map((upstream) => `server ${upstream};`).join('\n    ')}
    keepalive 16;
  }
  server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass http://lull;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      add_header ${UPSTREAM_HEADER} $upstream_addr always;
    }
  }
}
`,
  );
  let output = '';
  const child = spawn(NGINX, ['-p', directory, '-c', 'nginx.conf', '-e', 'stderr', '-g', 'daemon off;'], { stdio: ['ignore', 'pipe', 'pipe'] });
  const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-10_000));
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise<void>((resolve) => child.once('close', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  await waitUntil('nginx to listen', async () => {
    if (child.exitCode !== null) throw new Error(`nginx exited:\n${output}`);
    try {
      await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(2_000) });
      return true;
    } catch {
      return false;
    }
  }, 30_000, 100);
  return {
    url,
    log: () => output,
    async stop() {
      if (child.exitCode === null) child.kill('SIGQUIT');
      await exited;
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
