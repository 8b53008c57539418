import { spawn } from 'node:child_process';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './free-port';
import { untilListening } from './listening';

/** Debian's radicale puts its command here (CI and `npm test`'s pretest install it when missing). */
export const RADICALE_BINARY = process.env.RADICALE_PATH ?? '/usr/bin/radicale';

/**
 * Whether the CalDAV tests can run. Missing as root is a failure of the set-up (CI installs the
 * package), not a reason to skip: only an unprivileged run without the package skips, and says so.
 */
export function radicaleAvailability(): { run: true } | { run: false; why: string } {
  if (fs.existsSync(RADICALE_BINARY)) return { run: true };
  if (process.getuid?.() === 0) throw new Error(`${RADICALE_BINARY} is missing: install Debian's radicale (apt-get install -y radicale)`);
  return { run: false, why: `skipped: ${RADICALE_BINARY} is missing and installing radicale needs root (apt-get install -y radicale)` };
}

export interface Radicale {
  /** http://127.0.0.1:port/ */
  url: string;
  /** A user's own calendar collection (made by `makeCalendar`), with its trailing slash. */
  calendarUrl(user: string, name?: string): string;
  /** Makes a user (with a plain password) and one calendar of theirs; answers the calendar's URL. */
  makeCalendar(user: string, password: string, name?: string): Promise<string>;
  /** Puts an iCalendar object into a calendar, as another calendar app would. */
  put(user: string, password: string, url: string, ics: string): Promise<void>;
  /** A calendar object's text, or null when there is none (404). */
  get(user: string, password: string, url: string): Promise<string | null>;
  /** The names of the objects in a calendar. */
  list(user: string, password: string, calendarUrl: string): Promise<string[]>;
  log(): string;
  stop(): Promise<void>;
}

const basic = (user: string, password: string) => `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;

/**
 * A private Radicale (CalDAV) for one test file: 127.0.0.1 on a free port, users from a plain
 * htpasswd file, each owning their own collections, storage and log in a temporary folder.
 */
export async function startRadicale(): Promise<Radicale> {
  const dir = await fsp.mkdtemp(path.join(os.tmpdir(), 'radicale-'));
  const port = await freePort();
  const users = path.join(dir, 'users');
  await fsp.writeFile(users, '');
  const config = [
    '[server]',
    `hosts = 127.0.0.1:${port}`,
    '[auth]',
    'type = htpasswd',
    `htpasswd_filename = ${users}`,
    'htpasswd_encryption = plain',
    // A refused sign-in answers at once (the default waits a second).
    'delay = 0',
    '[rights]',
    'type = owner_only',
    '[storage]',
    `filesystem_folder = ${dir}/collections`,
    '[web]',
    'type = none',
    '[logging]',
    'level = warning',
  ].join('\n');
  const configFile = path.join(dir, 'config');
  await fsp.writeFile(configFile, config);

  const child = spawn(RADICALE_BINARY, ['--config', configFile], { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr.on('data', (d: Buffer) => (output += d.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  await untilListening('radicale', port, exited, () => output);

  const url = `http://127.0.0.1:${port}/`;
  const calendarUrl = (user: string, name = 'calls') => `${url}${encodeURIComponent(user)}/${name}/`;
  async function request(user: string, password: string, target: string, init: RequestInit): Promise<Response> {
    return fetch(target, { ...init, headers: { authorization: basic(user, password), ...(init.headers as Record<string, string>) } });
  }
  const ok = async (response: Response, what: string) => {
    if (!response.ok) throw new Error(`radicale refused ${what}: ${response.status} ${await response.text()}\n${output}`);
  };

  return {
    url,
    calendarUrl,
    async makeCalendar(user, password, name = 'calls') {
      await fsp.appendFile(users, `${user}:${password}\n`);
      const target = calendarUrl(user, name);
      const body = `<?xml version="1.0" encoding="utf-8"?>
<C:mkcalendar xmlns:D="DAV:" xmlns:C="urn:ietf:params:xml:ns:caldav">
  <D:set><D:prop><D:displayname>${name}</D:displayname></D:prop></D:set>
</C:mkcalendar>`;
      await ok(
        await request(user, password, target, { method: 'MKCALENDAR', body, headers: { 'content-type': 'application/xml' } }),
        `MKCALENDAR ${target}`,
      );
      return target;
    },
    async put(user, password, target, ics) {
      await ok(
        await request(user, password, target, { method: 'PUT', body: ics, headers: { 'content-type': 'text/calendar; charset=utf-8' } }),
        `PUT ${target}`,
      );
    },
    async get(user, password, target) {
      const response = await request(user, password, target, { method: 'GET' });
      if (response.status === 404) return null;
      await ok(response, `GET ${target}`);
      return response.text();
    },
    async list(user, password, target) {
      const response = await request(user, password, target, { method: 'PROPFIND', headers: { depth: '1' } });
      await ok(response, `PROPFIND ${target}`);
      const hrefs = [...(await response.text()).matchAll(/<(?:\w+:)?href>([^<]+)<\/(?:\w+:)?href>/g)].map((m) => decodeURIComponent(m[1]!));
      return hrefs.filter((href) => href.endsWith('.ics')).map((href) => href.slice(href.lastIndexOf('/') + 1));
    },
    log: () => output,
    async stop() {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await exited;
      }
      await fsp.rm(dir, { recursive: true, force: true });
    },
  };
}
