#!/usr/bin/env node
// bench/tls-proxy: the TLS recipe of docs/deploy.md ("A first deployment"), run as written. The nginx
// block, the settings block and the systemd unit are read from the doc itself (each after its
// <!-- tls-proxy:… --> / <!-- systemd-unit --> comment), so the doc and this check cannot drift: a
// change there that this script cannot place fails here. Only loopback ports, a temporary folder and a
// self-signed certificate made with openssl replace the production values; nginx connects to the app
// from 127.0.0.2 and the visitor comes from 127.0.0.3, so the app's idea of the client can be checked.
// Prints PASS or FAIL per check; exits 1 on any FAIL.
// Usage: node bench/tls-proxy/run.mjs   (npm run bench:tls-proxy)
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import os from 'node:os';
import path from 'node:path';
import { NGINX, nginxConf } from '../lib/nginx.mjs';
import { BENCH_ADMIN, ensureBuild, freePort, root, startServer } from '../lib/server.mjs';

const DOC = path.join(root, 'docs/deploy.md');
const NGINX_TO_APP = '127.0.0.2';
const VISITOR = '127.0.0.3';
const FORGED = '203.0.113.7';

/** The first fenced block of `lang` after the HTML comment that starts with `marker`. */
function blockAfter(doc, marker, lang) {
  const at = doc.indexOf(`<!-- ${marker}`);
  if (at === -1) throw new Error(`docs/deploy.md has no <!-- ${marker} … --> comment`);
  const match = new RegExp('```' + lang + '\\n([\\s\\S]*?)\\n```').exec(doc.slice(at));
  if (!match) throw new Error(`docs/deploy.md: no \`\`\`${lang} block after <!-- ${marker} -->`);
  return match[1];
}

/** Replaces what `pattern` matches, `times` times exactly: the doc's block must still say what this check relies on. */
function replaceExactly(text, pattern, replacement, times = 1) {
  const found = text.match(new RegExp(pattern.source, `${pattern.flags.replace('g', '')}g`))?.length ?? 0;
  if (found !== times) throw new Error(`docs/deploy.md's nginx block: expected ${times} × ${pattern}, found ${found}`);
  return text.replace(new RegExp(pattern.source, `${pattern.flags.replace('g', '')}g`), replacement);
}

/** KEY=VALUE lines (sh-style quotes removed), as systemd's EnvironmentFile reads them. */
function parseEnv(block) {
  const env = {};
  for (const line of block.split('\n')) {
    const m = /^([A-Z_][A-Z0-9_]*)=(.*)$/.exec(line.trim());
    if (m) env[m[1]] = m[2].replace(/^"(.*)"$/, '$1');
  }
  return env;
}

const results = [];
const check = (name, ok, detail) => {
  results.push(ok);
  console.log(`${ok ? 'PASS' : 'FAIL'}  ${name}${detail ? `  (${detail})` : ''}`);
};

const doc = fs.readFileSync(DOC, 'utf8');
const siteBlock = blockAfter(doc, 'tls-proxy:nginx', 'nginx');
const settings = parseEnv(blockAfter(doc, 'tls-proxy:env', 'sh'));
const unit = blockAfter(doc, 'systemd-unit', 'ini');

ensureBuild();
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-tls-proxy-'));
// nginx's worker may run as nobody: what it serves and its temp folders must be reachable.
fs.chmodSync(dir, 0o755);
process.once('exit', () => fs.rmSync(dir, { recursive: true, force: true }));
const [appPort, httpPort, tlsPort] = [await freePort(), await freePort(), await freePort()];
const siteUrl = `https://localhost:${tlsPort}`;

// A certificate for localhost, as the doc's ssl_certificate (the certificate) and ssl_certificate_key.
const cert = path.join(dir, 'fullchain.pem');
const key = path.join(dir, 'privkey.pem');
execFileSync('openssl', [
  'req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '1',
  '-subj', '/CN=localhost', '-addext', 'subjectAltName=DNS:localhost,IP:127.0.0.1',
  '-keyout', key, '-out', cert,
], { stdio: 'ignore' }); // prettier-ignore
const ca = fs.readFileSync(cert);

const acme = path.join(dir, 'acme');
fs.mkdirSync(path.join(acme, '.well-known/acme-challenge'), { recursive: true, mode: 0o755 });
fs.writeFileSync(path.join(acme, '.well-known/acme-challenge/token-1'), 'challenge-answer', { mode: 0o644 });

let site = siteBlock;
site = replaceExactly(site, /^\s*listen \[::\]:(80|443)[^;]*;\n/m, '', 2); // loopback IPv4 only
site = replaceExactly(site, /listen 80;/, `listen 127.0.0.1:${httpPort};`);
site = replaceExactly(site, /listen 443 (ssl[^;]*);/, `listen 127.0.0.1:${tlsPort} $1;`);
site = replaceExactly(site, /ssl_certificate \S+;/, `ssl_certificate ${cert};`);
site = replaceExactly(site, /ssl_certificate_key \S+;/, `ssl_certificate_key ${key};`);
site = replaceExactly(site, /root \/var\/www\/letsencrypt;/, `root ${acme};`);
site = replaceExactly(site, /return 301 https:\/\/\$host\$request_uri;/, `return 301 https://$host:${tlsPort}$request_uri;`);
site = replaceExactly(
  site,
  new RegExp(`proxy_pass http://127\\.0\\.0\\.1:${settings.PORT};`),
  `proxy_pass http://127.0.0.1:${appPort};\n    proxy_bind ${NGINX_TO_APP};`,
);
const conf = path.join(dir, 'nginx.conf');
fs.writeFileSync(conf, nginxConf(dir, `  access_log off;\n${site}`));

/** One request as a browser on VISITOR would send it: to nginx's port, Host localhost:port, the certificate checked against ours. */
function request(url, { method = 'GET', headers = {}, body, localAddress = VISITOR } = {}) {
  const u = new URL(url);
  const tls = u.protocol === 'https:';
  return new Promise((resolve, reject) => {
    const req = (tls ? https : http).request(
      {
        host: '127.0.0.1',
        port: u.port,
        path: u.pathname + u.search,
        method,
        localAddress,
        headers: { host: u.host, ...headers },
        ...(tls ? { ca, servername: 'localhost' } : {}),
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (d) => (text += d));
        res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body: text }));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

const trustProxy = settings.TRUST_PROXY;
check(
  "the doc's SITE_URL is https and TRUST_PROXY is set",
  settings.SITE_URL?.startsWith('https://') && !!trustProxy && trustProxy !== 'false',
  `SITE_URL=${settings.SITE_URL}, TRUST_PROXY=${trustProxy}`,
);

const unitCheck = (() => {
  if (spawnSync('systemd-analyze', ['--version']).error) return null;
  const unitFile = path.join(dir, 'datacraft.service');
  const envFile = path.join(dir, 'site.env');
  fs.writeFileSync(envFile, '');
  const local = unit.replaceAll('/srv/site-data', path.join(dir, 'data')).replaceAll('/etc/site/site.env', envFile).replaceAll('/srv/site', root);
  fs.writeFileSync(unitFile, local);
  return spawnSync('systemd-analyze', ['verify', unitFile], { encoding: 'utf8' });
})();
if (unitCheck === null) console.log('SKIP  the systemd unit passes systemd-analyze verify  (no systemd-analyze on this machine)');
else
  check(
    'the systemd unit passes systemd-analyze verify',
    unitCheck.status === 0 && !unitCheck.stderr.trim() && !unitCheck.stdout.trim(),
    `${unitCheck.stdout}${unitCheck.stderr}`.trim() || 'no warnings',
  );

const syntax = spawnSync(NGINX, ['-t', '-q', '-c', conf, '-p', dir, '-e', `${dir}/error.log`], { encoding: 'utf8' });
check('nginx -t accepts the configuration', syntax.status === 0, syntax.stderr.trim() || 'ok');

const dataDir = path.join(dir, 'data');
const server = await startServer({ dataDir, port: appPort, env: { TRUST_PROXY: trustProxy, SITE_URL: siteUrl } });
const nginx = spawn(NGINX, ['-c', conf, '-p', dir, '-e', `${dir}/error.log`], { stdio: ['ignore', 'ignore', 'pipe'] });
let nginxErr = '';
nginx.stderr.on('data', (d) => (nginxErr += d));
try {
  for (let i = 0; ; i++) {
    if (nginx.exitCode !== null) throw new Error(`nginx exited: ${nginxErr}`);
    if (await request(`${siteUrl}/api/health`).then((r) => r.status === 200, () => false)) break; // prettier-ignore
    if (i > 100) throw new Error(`nginx did not answer over TLS: ${nginxErr}`);
    await new Promise((r) => setTimeout(r, 100));
  }

  const home = await request(`${siteUrl}/`);
  check('home page over TLS answers 200 (certificate verified)', home.status === 200, `status ${home.status}`);

  const plain = await request(`http://localhost:${httpPort}/blog?page=2`);
  const location = plain.headers.location ?? '';
  check(
    'http answers a redirect to the same address over https',
    plain.status === 301 && location === `${siteUrl}/blog?page=2`,
    `${plain.status} → ${location}`,
  );

  const challenge = await request(`http://localhost:${httpPort}/.well-known/acme-challenge/token-1`);
  check(
    'port 80 serves the certificate challenge folder',
    challenge.status === 200 && challenge.body === 'challenge-answer',
    `status ${challenge.status}`,
  );

  const hsts = home.headers['strict-transport-security'];
  const direct = await request(`${server.url}/`, { localAddress: '127.0.0.1' });
  check(
    'the app sees https: HSTS over TLS, none on plain http to the app',
    /max-age=\d+/.test(hsts ?? '') && direct.headers['strict-transport-security'] === undefined,
    `TLS: ${hsts ?? 'none'}; direct http: ${direct.headers['strict-transport-security'] ?? 'none'}`,
  );

  const canonical =
    /<link[^>]*rel="canonical"[^>]*href="([^"]+)"/.exec(home.body)?.[1] ?? /<link[^>]*href="([^"]+)"[^>]*rel="canonical"/.exec(home.body)?.[1];
  check("the home page's canonical link is the https address", canonical === `${siteUrl}/`, canonical ?? 'no canonical link');

  const login = await request(`${siteUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: siteUrl, 'x-forwarded-for': FORGED },
    body: JSON.stringify(BENCH_ADMIN),
  });
  const setCookies = login.headers['set-cookie'] ?? [];
  const sid = setCookies.find((c) => /^__Host-sid=/.test(c)) ?? '';
  const flags = sid.split(';').map((f) => f.trim().toLowerCase());
  check(
    'signing in sets a Secure, HttpOnly __Host-sid session cookie',
    login.status === 200 && flags.includes('secure') && flags.includes('httponly'),
    `${login.status}; ${sid.replace(/=[^;]+/, '=…') || setCookies.join(' | ') || 'no cookie'}`,
  );

  const me = await request(`${siteUrl}/api/auth/me`, { headers: { cookie: sid.split(';')[0] } });
  check('the session cookie signs in over TLS', me.status === 200 && me.body.includes(BENCH_ADMIN.email), `GET /api/auth/me ${me.status}`);

  const token = login.status === 200 ? JSON.parse(login.body).token : '';
  const audit = await request(`${siteUrl}/api/audit?action=auth.signed_in&pageSize=1`, { headers: { authorization: `Bearer ${token}` } });
  const ip = audit.status === 200 ? JSON.parse(audit.body)[0]?.ip : undefined;
  check(
    `the app records the visitor's address (${VISITOR}), not nginx's (${NGINX_TO_APP}) nor a forged one`,
    ip === VISITOR,
    `audit ${audit.status}, ip ${ip}`,
  );
} finally {
  if (nginx.exitCode === null) {
    const exited = new Promise((r) => nginx.once('exit', r));
    nginx.kill('SIGQUIT');
    await exited;
  }
  await server.stop();
}

const failed = results.filter((ok) => !ok).length;
console.log(failed ? `\nFAIL: ${failed} of ${results.length} checks` : `\nPASS: all ${results.length} checks`);
process.exitCode = failed ? 1 : 0;
