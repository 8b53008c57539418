import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminHeaders, freePort, startEmbeddedServer, stopServer, waitForHealth, type EmbeddedServer } from '../cluster/embedded-server';
import { validContact } from '../helpers/fixtures';
import { backForGood, startTraffic, type Answer } from './traffic';

/**
 * The embedded database on a full disk (issues 23 and 40): DATA_DIR on a small tmpfs that a file
 * fills up. Leads are refused with 503, health turns 503 (its one-row heartbeat alone still succeeds
 * there), and once space is freed everything answers again within 15 s, without a restart: health
 * (even with no write to prove it), leads and the staff list, with every acknowledged lead kept.
 * Needs root (mount); part of the fault suite (TEST_FAULTS=1).
 */
function canMount(): boolean {
  if (process.env.TEST_FAULTS !== '1' || process.getuid?.() !== 0) return false;
  // Root in a container without CAP_SYS_ADMIN cannot mount: the test is then skipped, not failed.
  const probe = mkdtempSync(path.join(os.tmpdir(), 'mount-probe-'));
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=1m', 'tmpfs', probe], { stdio: 'ignore' });
    execFileSync('umount', [probe]);
    return true;
  } catch {
    return false;
  } finally {
    rmSync(probe, { recursive: true, force: true });
  }
}

/** The limit issue 40 sets: health 200 within 15 s after space returns. */
const BACK_WITHIN_MS = 15_000;
/**
 * How long the disk stays full under traffic: past pg-boss's maintenance interval (30 s, server/jobs),
 * whose multi-statement transactions are what left the embedded database in an aborted transaction.
 */
const FULL_FOR_MS = 35_000;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const post = (url: string) =>
  fetch(`${url}/api/contacts`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(validContact()) }).then(
    (r) => r.status,
  );
const health = (url: string) => fetch(`${url}/api/health`).then((r) => r.status);

/** Staff reads every 500 ms: the leads' list and the staff list, each answer recorded. */
function startReads(url: string, headers: Record<string, string>) {
  const answers: Answer[] = [];
  const timer = setInterval(() => {
    for (const target of [`${url}/api/contacts?pageSize=20`, `${url}/api/auth/users`]) {
      const startedAt = Date.now();
      void fetch(target, { headers, signal: AbortSignal.timeout(30_000) })
        .then(async (r) => (await r.arrayBuffer(), r.status))
        .catch(() => 0)
        .then((status) => answers.push({ url: target, startedAt, answeredAt: Date.now(), status }));
    }
  }, 500);
  return {
    answers,
    stop: async () => {
      clearInterval(timer);
      await sleep(1000);
    },
  };
}

/** Every stored lead's name, read through the API a page at a time. */
async function storedLeadNames(url: string, headers: Record<string, string>): Promise<Set<string>> {
  const names = new Set<string>();
  for (let page = 1; ; page++) {
    const res = await fetch(`${url}/api/contacts?pageSize=200&page=${page}`, { headers });
    expect(res.status).toBe(200);
    const rows = (await res.json()) as { name: string }[];
    for (const row of rows) names.add(row.name);
    if (rows.length === 0 || names.size >= Number(res.headers.get('x-total-count'))) return names;
  }
}

function fillDisk(filler: string): void {
  // dd stops at ENOSPC (and says so on stderr, with a non-zero exit).
  try {
    execFileSync('dd', ['if=/dev/zero', `of=${filler}`, 'bs=1M'], { stdio: 'ignore' });
  } catch {
    /* the disk is full: what we wanted */
  }
}

/** When `check` first answered `status` (ms since epoch), polled every 250 ms up to `withinMs`; null if never. */
async function firstAnswer(check: () => Promise<number>, status: number, withinMs: number): Promise<number | null> {
  const deadline = Date.now() + withinMs;
  while (Date.now() < deadline) {
    if ((await check().catch(() => 0)) === status) return Date.now();
    await sleep(250);
  }
  return null;
}

describe.skipIf(!canMount())('the embedded database on a full disk', () => {
  let mountPoint = '';
  let server: EmbeddedServer | undefined;
  let staff: Record<string, string> = {};

  beforeAll(async () => {
    mountPoint = await fs.mkdtemp(path.join(os.tmpdir(), 'full-disk-'));
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=256m', 'tmpfs', mountPoint]);
    server = startEmbeddedServer(mountPoint, await freePort(), { SEED_CONTENT: 'false' });
    await waitForHealth(server);
    staff = await adminHeaders(server.url);
  }, 180_000);

  afterAll(async () => {
    if (server) await stopServer(server);
    if (mountPoint) {
      execFileSync('umount', [mountPoint]);
      await fs.rm(mountPoint, { recursive: true, force: true });
    }
  });

  it('refuses leads with 503 while the disk is full, and recovers without a restart once space is freed, keeping every acknowledged lead', async () => {
    const url = server!.url;
    const filler = path.join(mountPoint, 'filler');
    const traffic = startTraffic([url], 5);
    const reads = startReads(url, staff);
    await sleep(2000);
    const fullAt = Date.now();
    fillDisk(filler);
    await expect.poll(() => traffic.leads.some((l) => l.startedAt >= fullAt && l.status === 503), { timeout: 20_000 }).toBe(true);
    expect(await health(url)).toBe(503);
    // The fault is held, under traffic, past a run of pg-boss's maintenance.
    await sleep(FULL_FOR_MS);
    await fs.rm(filler);
    const freedAt = Date.now();
    const back = await firstAnswer(() => health(url), 200, 30_000);
    // Traffic goes on after the return, to show that writes and reads keep answering.
    await sleep(8000);
    await traffic.stop();
    await reads.stop();

    const answers = traffic.health.get(url)!;
    // What was sent once health said 200 again.
    const since = back ?? Infinity;
    const leadsAfter = traffic.leads.filter((l) => l.startedAt >= since);
    const readsAfter = reads.answers.filter((a) => a.startedAt >= since);
    const acked = traffic.leads.filter((l) => l.status === 201);
    console.log(
      `[fault full disk] health 200 ${back === null ? 'never' : `${((back - freedAt) / 1000).toFixed(1)} s`} after space returned ` +
        `(for good: ${(((backForGood(answers, freedAt) ?? NaN) - freedAt) / 1000).toFixed(1)} s; limit ${BACK_WITHIN_MS / 1000} s); ` +
        `leads ${traffic.leads.length}: ${acked.length} × 201, ${traffic.leads.filter((l) => l.status === 503).length} × 503, ` +
        `others ${JSON.stringify(traffic.leads.filter((l) => l.status !== 201 && l.status !== 503).map((l) => l.status))}; ` +
        `staff reads ${reads.answers.length}, non-200 ${JSON.stringify(reads.answers.filter((a) => a.status !== 200).map((a) => a.status))}`,
    );

    expect(server!.child.exitCode, server!.output()).toBeNull();
    expect(back, 'health answered 200 again').not.toBeNull();
    expect(back! - freedAt).toBeLessThanOrEqual(BACK_WITHIN_MS);
    // Leads: 201 or 503 all along, never a 500 or a dropped connection; all taken after the return.
    expect(traffic.leads.filter((l) => l.status !== 201 && l.status !== 503).map((l) => l.status)).toEqual([]);
    expect(leadsAfter.length).toBeGreaterThan(0);
    expect(leadsAfter.filter((l) => l.status !== 201).map((l) => l.status)).toEqual([]);
    // Staff reads: never a 500; all 200 after the return.
    expect(reads.answers.filter((a) => a.status !== 200 && a.status !== 503).map((a) => `${a.status} ${a.url}`)).toEqual([]);
    expect(readsAfter.length).toBeGreaterThan(0);
    expect(readsAfter.filter((a) => a.status !== 200).map((a) => `${a.status} ${a.url}`)).toEqual([]);
    // Nothing acknowledged is lost.
    const stored = await storedLeadNames(url, staff);
    expect(acked.filter((l) => !stored.has(l.name)).map((l) => l.name)).toEqual([]);
  }, 150_000);

  it('says 200 on health within 15 s after space returns even when no write comes to prove it', async () => {
    const url = server!.url;
    const filler = path.join(mountPoint, 'filler');
    fillDisk(filler);
    const statuses: number[] = [];
    for (let i = 0; i < 40 && !statuses.includes(503); i++) statuses.push(await post(url));
    expect(statuses).toContain(503);
    expect(await health(url)).toBe(503);
    await fs.rm(filler);
    const freedAt = Date.now();
    // Only health is asked (a load balancer sends nothing else to a server it took out).
    const back = await firstAnswer(() => health(url), 200, 30_000);
    console.log(
      `[fault full disk, no writes] health 200 ${back === null ? 'never' : `${((back - freedAt) / 1000).toFixed(1)} s`} after space returned`,
    );
    expect(back).not.toBeNull();
    expect(back! - freedAt).toBeLessThanOrEqual(BACK_WITHIN_MS);
    expect(await post(url)).toBe(201);
    expect(server!.child.exitCode).toBeNull();
  }, 90_000);
});
