// Debian's nginx serving one folder on loopback, as a reference static server for benches:
// one worker, its own config (-c), in the foreground (daemon off) as our child, stopped by stop().
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './server.mjs';

export const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';

/** A bench's nginx.conf: one worker, in the foreground, every file it writes under `dir`; `http` is the http block's content. */
export function nginxConf(dir, http) {
  return `worker_processes 1;
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
${http}
}
`;
}

/**
 * accessLog: one line per request to a file, as a production nginx keeps (Debian's default: the
 * combined format, written per request); off, the reference does less than a server that logs.
 * @param {{ files: Record<string, string | Buffer>, gzipStatic?: boolean, accessLog?: boolean }} opts files by URL path (e.g. '/article.html')
 * @returns {Promise<{ url: string, pids: () => number[], accessLogLines: () => number, stop: () => Promise<void> }>}
 */
export async function startNginx({ files, gzipStatic = false, accessLog = false }) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-nginx-'));
  const root = path.join(dir, 'www');
  fs.mkdirSync(root, { recursive: true });
  // The worker may run as nobody: everything it serves must be world-readable.
  fs.chmodSync(dir, 0o755);
  for (const [urlPath, data] of Object.entries(files)) fs.writeFileSync(path.join(root, urlPath), data, { mode: 0o644 });
  const port = await freePort();
  const conf = path.join(dir, 'nginx.conf');
  fs.writeFileSync(
    conf,
    nginxConf(
      dir,
      `  access_log ${accessLog ? `${dir}/access.log` : 'off'};
  sendfile on;
  tcp_nopush on;
  keepalive_requests 100000;
  types { text/html html; }
  default_type application/octet-stream;
  ${gzipStatic ? 'gzip_static on;' : ''}
  server {
    listen 127.0.0.1:${port};
    root ${root};
  }`,
    ),
  );
  const child = spawn(NGINX, ['-c', conf, '-p', dir, '-e', `${dir}/error.log`], { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (d) => (stderr += d));
  const url = `http://127.0.0.1:${port}`;
  const first = Object.keys(files)[0];
  for (let i = 0; ; i++) {
    if (child.exitCode !== null)
      throw new Error(`nginx exited: ${stderr}${fs.existsSync(`${dir}/error.log`) ? fs.readFileSync(`${dir}/error.log`, 'utf8') : ''}`);
    if (
      await fetch(url + first).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    if (i > 100) throw new Error('nginx did not answer');
    await new Promise((r) => setTimeout(r, 100));
  }
  const accessLogPath = `${dir}/access.log`;
  return {
    url,
    /** The master and its worker: a CPU count of nginx is theirs together. */
    pids: () => [child.pid, ...childPids(child.pid)],
    accessLogLines: () => (fs.existsSync(accessLogPath) ? countLines(accessLogPath) : 0),
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGQUIT');
        await exited;
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

function childPids(pid) {
  try {
    return fs.readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
  } catch {
    return [];
  }
}

function countLines(file) {
  const data = fs.readFileSync(file);
  let n = 0;
  for (let i = data.indexOf(10); i !== -1; i = data.indexOf(10, i + 1)) n++;
  return n;
}
