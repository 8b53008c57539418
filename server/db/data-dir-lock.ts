import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import lockfile from 'proper-lockfile';

/**
 * One process per DATA_DIR (see docs/decisions/013-embedded-database-operations.md).
 *
 * The lock is a directory made atomically by proper-lockfile, whose mtime the holder refreshes
 * (heartbeat). Beside it, server.pid names the holder like PostgreSQL's postmaster.pid. When the
 * holder runs in our own PID namespace on the same boot, its PID and start time prove at once
 * whether it lives (a zombie, or a process inside its exit, counts as dead); from another container
 * or host only the heartbeat can tell, so we wait for it.
 */

export const LOCK_DIR = 'server.lock';
export const OWNER_FILE = 'server.pid';
const GUARD_DIR = 'server.lock.guard';

export interface LockOwner {
  pid: number;
  hostname: string;
  bootId: string | null;
  pidNamespace: string | null;
  /** Clock ticks since boot (field 22 of /proc/PID/stat): tells a reused PID from the holder. */
  processStart: string | null;
  startedAt: string;
}

export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly owner: LockOwner | null,
  ) {
    const who = owner ? `process ${owner.pid} on ${owner.hostname} (started ${owner.startedAt})` : 'another process';
    super(
      `DATA_DIR ${dataDir} is in use by ${who}. Only one server may use an embedded database at a time: ` +
        `stop that one first, or give this one another DATA_DIR (or DATABASE_URL).`,
    );
    this.name = 'DataDirLockedError';
  }
}

export interface LockOptions {
  /** Called when the lock was lost (heartbeat failed, or someone took it): stop writing at once. */
  onCompromised: (err: Error) => void;
  /** A heartbeat older than this means the holder is gone. */
  staleMs?: number;
}

export interface DataDirLock {
  release(): Promise<void>;
}

function readText(file: string): string | null {
  try {
    return fs.readFileSync(file, 'utf8').trim();
  } catch {
    return null;
  }
}

function pidNamespace(): string | null {
  try {
    return fs.readlinkSync('/proc/self/ns/pid');
  } catch {
    return null;
  }
}

/** The fields of /proc/…/stat after the command name (field 2), which may hold spaces and parentheses. */
function statFields(file: string): string[] | null {
  const stat = readText(file);
  return stat ? stat.slice(stat.lastIndexOf(')') + 2).split(' ') : null;
}

function processStart(pid: number): string | null {
  return statFields(`/proc/${pid}/stat`)?.[19] ?? null;
}

const PF_EXITING = 0x4;

/**
 * Killed but not yet gone: every thread is a zombie (state Z, its parent has not reaped it yet),
 * dead (X), or inside the kernel's exit path (PF_EXITING in field 9), where it runs no more code of
 * its own and its files are being closed. A supervisor restarting the server right after SIGKILL
 * finds the old one so.
 */
function isDying(pid: number): boolean {
  let tasks: string[];
  try {
    tasks = fs.readdirSync(`/proc/${pid}/task`);
  } catch {
    tasks = [String(pid)];
  }
  return tasks.every((tid) => {
    const fields = statFields(`/proc/${pid}/task/${tid}/stat`);
    if (!fields) return true;
    const [state, flags] = [fields[0], Number(fields[6])];
    return state === 'Z' || state === 'X' || state === 'x' || (flags & PF_EXITING) !== 0;
  });
}

function me(): LockOwner {
  return {
    pid: process.pid,
    hostname: os.hostname(),
    bootId: readText('/proc/sys/kernel/random/boot_id'),
    pidNamespace: pidNamespace(),
    processStart: processStart(process.pid),
    startedAt: new Date().toISOString(),
  };
}

function readOwner(dataDir: string): LockOwner | null {
  const text = readText(path.join(dataDir, OWNER_FILE));
  if (!text) return null;
  try {
    return JSON.parse(text) as LockOwner;
  } catch {
    return null;
  }
}

function pidExists(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** 'alive' or 'dead' when the holder's PID can be checked from here; otherwise only the heartbeat can tell. */
export function judgeOwner(owner: LockOwner | null, self: LockOwner = me()): 'alive' | 'dead' | 'unknown' {
  if (!owner || owner.hostname !== self.hostname) return 'unknown';
  // A container restarted with the same hostname gets a new PID namespace: there the PID means nothing.
  if (owner.bootId !== self.bootId || owner.pidNamespace !== self.pidNamespace) return 'unknown';
  // In a container the server is often PID 1 at every start: our own PID is a previous life of ours.
  if (owner.pid === self.pid) return 'dead';
  if (self.bootId === null) return pidExists(owner.pid) ? 'alive' : 'dead';
  const start = processStart(owner.pid);
  return start !== null && start === owner.processStart && !isDying(owner.pid) ? 'alive' : 'dead';
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Every acquisition and take-over runs under this short-lived guard, so two starters cannot both win. */
async function withGuard<T>(dataDir: string, fn: () => Promise<T>): Promise<T> {
  const guard = path.join(dataDir, GUARD_DIR);
  for (;;) {
    try {
      fs.mkdirSync(guard);
      break;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      // A starter killed inside the guard leaves it behind; it is held for milliseconds otherwise.
      const age = Date.now() - (fs.statSync(guard, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
      if (age > 30_000) fs.rmSync(guard, { recursive: true, force: true });
      await sleep(50);
    }
  }
  try {
    return await fn();
  } finally {
    fs.rmSync(guard, { recursive: true, force: true });
  }
}

type Attempt = { unlock: () => Promise<void> } | { verdict: 'alive' | 'unknown'; owner: LockOwner | null };

/** Holds DATA_DIR for this process until release(); throws DataDirLockedError when another process holds it. */
export async function lockDataDir(dataDir: string, opts: LockOptions): Promise<DataDirLock> {
  const staleMs = opts.staleMs ?? 20_000;
  fs.mkdirSync(dataDir, { recursive: true });
  const lockOpts = {
    lockfilePath: path.join(dataDir, LOCK_DIR),
    realpath: false,
    stale: staleMs,
    update: Math.max(1000, Math.floor(staleMs / 4)),
    retries: 0,
    onCompromised: opts.onCompromised,
  };
  const deadline = Date.now() + staleMs + 5_000;
  for (;;) {
    const attempt = await withGuard<Attempt>(dataDir, async () => {
      try {
        const unlock = await lockfile.lock(dataDir, lockOpts);
        fs.writeFileSync(path.join(dataDir, OWNER_FILE), JSON.stringify(me()) + '\n');
        return { unlock };
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code !== 'ELOCKED') throw err;
      }
      const owner = readOwner(dataDir);
      const verdict = judgeOwner(owner);
      if (verdict !== 'dead') return { verdict, owner };
      // Left by a killed process: take it over now rather than wait for the heartbeat to age.
      fs.rmSync(lockOpts.lockfilePath, { recursive: true, force: true });
      const unlock = await lockfile.lock(dataDir, lockOpts);
      fs.writeFileSync(path.join(dataDir, OWNER_FILE), JSON.stringify(me()) + '\n');
      return { unlock };
    });
    if ('unlock' in attempt) {
      const { unlock } = attempt;
      return {
        async release() {
          fs.rmSync(path.join(dataDir, OWNER_FILE), { force: true });
          await unlock();
        },
      };
    }
    // 'unknown': proper-lockfile takes the lock over once its heartbeat is older than staleMs.
    if (attempt.verdict === 'alive' || Date.now() > deadline) throw new DataDirLockedError(dataDir, attempt.owner);
    await sleep(500);
  }
}
