import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { ImapFlow } from 'imapflow';
import { freePort } from './free-port';
import { untilListening } from './listening';

/** Debian's dovecot-imapd puts its binary here (CI and `npm test`'s pretest install it when missing). */
export const DOVECOT_BINARY = process.env.DOVECOT_PATH ?? '/usr/sbin/dovecot';

/**
 * Whether the IMAP tests can run. Missing as root is a failure of the set-up (CI installs the
 * package), not a reason to skip: only an unprivileged run without the package skips, and says so.
 */
export function dovecotAvailability(): { run: true } | { run: false; why: string } {
  if (fs.existsSync(DOVECOT_BINARY)) return { run: true };
  if (process.getuid?.() === 0) throw new Error(`${DOVECOT_BINARY} is missing: install Debian's dovecot-imapd (apt-get install -y dovecot-imapd)`);
  return { run: false, why: `skipped: ${DOVECOT_BINARY} is missing and installing dovecot-imapd needs root (apt-get install -y dovecot-imapd)` };
}

export interface Dovecot {
  host: string;
  port: number;
  user: string;
  password: string;
  /** imap://user:password@127.0.0.1:port/INBOX, as IMAP_URL takes it. */
  url: string;
  /** A client signed in to the mailbox (the test's own; closed by `stop`). */
  client(): Promise<ImapFlow>;
  /** Puts a raw message into INBOX, as a delivery would (unseen); answers its UID. */
  deliver(raw: string | Buffer, flags?: string[]): Promise<number>;
  /** Flags of every message in INBOX by UID. */
  flags(): Promise<Map<number, Set<string>>>;
  /** Dovecot's own log so far (for a failing test's message). */
  log(): string;
  stop(): Promise<void>;
}

/**
 * A private dovecot for one test file: 127.0.0.1 on a free port, plaintext IMAP (ssl = no), one user
 * from a passwd-file with a plain password, maildir, runtime files and log in a temporary folder. As root
 * it runs the mail processes as `nobody`, since dovecot refuses mail access as UID 0; otherwise as the
 * current user.
 */
export async function startDovecot(opts: { user?: string; password?: string } = {}): Promise<Dovecot> {
  const user = opts.user ?? 'desk';
  const password = opts.password ?? 'desk-password-1';
  const dir = await fsp.mkdtemp(path.join(os.tmpdir(), 'dovecot-'));
  const port = await freePort();
  const root = process.getuid?.() === 0;
  const me = os.userInfo();
  const mailUid = root ? 65534 : me.uid;
  const mailGid = root ? 65534 : me.gid;
  // Dovecot's unprivileged processes (and `nobody`) must reach the files under the temporary folder.
  await fsp.chmod(dir, 0o755);
  const mailDir = path.join(dir, 'mail');
  await fsp.mkdir(mailDir, { mode: 0o755 });
  if (root) await fsp.chown(mailDir, mailUid, mailGid);
  await fsp.writeFile(path.join(dir, 'passwd'), `${user}:{PLAIN}${password}:${mailUid}:${mailGid}::${mailDir}/${user}::\n`, { mode: 0o644 });
  const logFile = path.join(dir, 'dovecot.log');
  const config = [
    `base_dir = ${dir}/run`,
    `state_dir = ${dir}/state`,
    `log_path = ${logFile}`,
    `info_log_path = ${logFile}`,
    'protocols = imap',
    'listen = 127.0.0.1',
    'ssl = no',
    'disable_plaintext_auth = no',
    'auth_mechanisms = plain login',
    // A refused sign-in answers at once (the default waits 2 s): the bad-password test polls every second.
    'auth_failure_delay = 0',
    `default_login_user = ${root ? 'dovenull' : me.username}`,
    `default_internal_user = ${root ? 'dovecot' : me.username}`,
    'first_valid_uid = 1',
    `mail_location = maildir:${mailDir}/%u`,
    'passdb {',
    '  driver = passwd-file',
    `  args = scheme=PLAIN username_format=%u ${dir}/passwd`,
    '}',
    'userdb {',
    '  driver = passwd-file',
    `  args = username_format=%u ${dir}/passwd`,
    '}',
    'service imap-login {',
    '  chroot =',
    `  inet_listener imap {\n    address = 127.0.0.1\n    port = ${port}\n  }`,
    '  inet_listener imaps {\n    port = 0\n  }',
    '}',
    // Without root, dovecot cannot change to other users: every service runs as the one starting it.
    ...(root ? [] : ['service anvil {\n  chroot =\n}', 'service auth {\n  user = $default_internal_user\n}']),
    '',
  ].join('\n');
  const configFile = path.join(dir, 'dovecot.conf');
  await fsp.writeFile(configFile, config, { mode: 0o644 });

  const child: ChildProcess = spawn(DOVECOT_BINARY, ['-F', '-c', configFile], { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout?.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (output += d.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const readLog = () => output + (fs.existsSync(logFile) ? fs.readFileSync(logFile, 'utf8') : '');
  await untilListening('dovecot', port, exited, readLog);

  const clients: ImapFlow[] = [];
  const client = async () => {
    const c = new ImapFlow({ host: '127.0.0.1', port, secure: false, auth: { user, pass: password }, logger: false, disableAutoIdle: true });
    c.on('error', () => undefined);
    await c.connect();
    clients.push(c);
    return c;
  };
  let own: Promise<ImapFlow> | undefined;
  const ownClient = () => (own ??= client());

  return {
    host: '127.0.0.1',
    port,
    user,
    password,
    url: `imap://${encodeURIComponent(user)}:${encodeURIComponent(password)}@127.0.0.1:${port}/INBOX`,
    client,
    async deliver(raw, flags = []) {
      const c = await ownClient();
      const appended = await c.append('INBOX', raw, flags);
      if (!appended || !appended.uid) throw new Error('dovecot did not answer the UID of the appended message');
      return appended.uid;
    },
    async flags() {
      const c = await ownClient();
      const lock = await c.getMailboxLock('INBOX');
      try {
        const found = new Map<number, Set<string>>();
        for await (const m of c.fetch('1:*', { uid: true, flags: true })) found.set(m.uid, m.flags ?? new Set());
        return found;
      } finally {
        lock.release();
      }
    },
    log: readLog,
    async stop() {
      await Promise.all(clients.map((c) => c.logout().catch(() => c.close())));
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await exited;
      }
      await fsp.rm(dir, { recursive: true, force: true });
    },
  };
}
