import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { ParsedMail } from 'mailparser';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { calendarDayIn } from '../../server/lib/calendar-day';
import { validContact } from '../helpers/fixtures';
import { recipientsOf } from '../helpers/mail-count';
import { startSmtpSink } from '../helpers/smtp-sink';
import { adminHeaders, freePort, startEmbeddedServer, stopServer, waitForHealth, type EmbeddedServer } from './embedded-server';

/**
 * The follow-up mails survive a SIGKILL: the server is killed while a digest waits in the SMTP
 * server's DATA phase, then started again on the same data (DATA_DIR, or the same PostgreSQL
 * database in the PostgreSQL pass). Every message arrives exactly once, counted by Message-ID: the
 * assignment and new-lead mails are not sent again, the digest cut off is resent with its Message-ID,
 * the escalation goes out once, and each later slot's digest once per person.
 */
const pgUrl = process.env.TEST_DB === 'postgres' ? process.env.TEST_DATABASE_URL : undefined;
const TZ = 'Europe/London';
// Server starts (migrations), two or three minute-slots, on PostgreSQL the lost digest job's expiry (60 s, then
// maintenance every 5 s here instead of production's 120), and a busy machine.
const TIMEOUT = 480_000;

async function freshDatabaseUrl(): Promise<string | undefined> {
  if (!pgUrl) return undefined;
  const name = `followups_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: pgUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(pgUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

const isDigest = (m: ParsedMail) => m.messageId?.startsWith('<lead-digest-') === true;

describe('lead follow-up mails across a SIGKILL', () => {
  const servers: EmbeddedServer[] = [];
  const dirs: string[] = [];
  afterAll(async () => {
    await Promise.all(servers.map((s) => stopServer(s, 'SIGKILL')));
    await Promise.all(dirs.map((d) => fs.rm(d, { recursive: true, force: true })));
  });

  it(
    'sends assignment, escalation and each digest once by Message-ID, the one cut off resent with its Message-ID',
    { timeout: TIMEOUT },
    async () => {
      const sink = await startSmtpSink();
      afterAll(() => sink.close());
      const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'followups-crash-'));
      dirs.push(dataDir);
      const databaseUrl = await freshDatabaseUrl();
      const env: Record<string, string> = {
        SMTP_URL: sink.url,
        MAIL_FROM: 'Site <no-reply@site.test>',
        SITE_URL: 'http://site.test',
        AUTO_REPLY: 'false',
        SEED_CONTENT: 'false',
        TZ,
        LEAD_DIGEST_CRON: '* * * * *',
        LEAD_RESPONSE_MINUTES: '1',
        JOBS_CRON_CHECK_SECONDS: '1',
        JOBS_MAINTENANCE_SECONDS: '5',
        ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      };
      const start = async () => {
        const server = startEmbeddedServer(dataDir, await freePort(), env);
        servers.push(server);
        await waitForHealth(server);
        return server;
      };

      let server = await start();
      const admin = await adminHeaders(server.url);
      const json = { ...admin, 'content-type': 'application/json' };
      const created = await fetch(`${server.url}/api/admin/users`, {
        method: 'POST',
        headers: json,
        body: JSON.stringify({ name: 'Sam Seller', email: 'sam@site.test', password: 'correct horse battery' }),
      });
      expect(created.status, await created.clone().text()).toBe(201);
      const samId = ((await created.json()) as { user: { _id: string } }).user._id;
      expect(samId).toMatch(/^[0-9a-f-]{36}$/);
      expect(
        (
          await fetch(`${server.url}/api/contacts`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify(validContact({ name: 'Crash Lead' })),
          })
        ).status,
      ).toBe(201);
      const [lead] = (await (await fetch(`${server.url}/api/contacts`, { headers: admin })).json()) as { _id: string }[];
      // Given to Sam with its next action today: Sam's digest lists it every minute; still new, it is escalated after one.
      const patched = await fetch(`${server.url}/api/contacts/${lead!._id}`, {
        method: 'PATCH',
        headers: json,
        body: JSON.stringify({ ownerId: samId, nextActionOn: calendarDayIn(TZ) }),
      });
      expect(patched.status, await patched.clone().text()).toBe(200);
      const assignment = (m: ParsedMail) => m.messageId?.startsWith('<lead-assign-') === true;
      await sink.waitFor(1, assignment, 30_000);

      // Sam's next digest waits in DATA, and the server is killed meanwhile. (The admin's digest of a slot
      // that fell between the lead's arrival and its assignment may still be on its way: not this one.)
      const isSamsDigest = (m: ParsedMail) => isDigest(m) && m.messageId?.endsWith(`.${samId}@site.test>`) === true;
      sink.stall(isSamsDigest);
      const until = Date.now() + 130_000;
      while (!sink.stalled.some(isSamsDigest) && Date.now() < until) await new Promise((r) => setTimeout(r, 100));
      const cutOff = sink.stalled.find(isSamsDigest)?.messageId;
      expect(cutOff, server.output()).toMatch(new RegExp(`^<lead-digest-\\d{8}T\\d{4}\\.${samId}@site\\.test>$`));
      await stopServer(server, 'SIGKILL');
      sink.unstall();

      server = await start();
      // The cut-off digest again, with its Message-ID; then a later slot's, which the restarted server made.
      await sink.waitFor(1, (m) => m.messageId === cutOff, TIMEOUT - 60_000);
      const later = (m: ParsedMail) => isSamsDigest(m) && m.messageId !== cutOff && m.messageId! > cutOff!;
      await sink.waitFor(1, later, 130_000);
      const escalation = `<lead-${lead!._id}.escalation@site.test>`;
      const [escalated] = await sink.waitFor(1, (m) => m.messageId === escalation, 130_000);
      expect(recipientsOf(escalated!).sort()).toEqual(['embedded-admin@example.com', 'sam@site.test']);

      // Everything the sink accepted, once each.
      const copies = new Map<string, number>();
      for (const m of sink.messages) copies.set(m.messageId!, (copies.get(m.messageId!) ?? 0) + 1);
      expect([...copies].filter(([, n]) => n > 1)).toEqual([]);
      expect(sink.messages.filter(assignment)).toHaveLength(1);
      expect(sink.messages.filter((m) => m.messageId === `<lead-${lead!._id}.staff@site.test>`)).toHaveLength(1);
      // Digests went to Sam (the admin has nothing due once Sam has the lead), one per slot; the admin got at most
      // the one slot that may fall between the lead's arrival and its assignment, when it was new and unassigned.
      const notSams = sink.messages.filter((m) => isDigest(m) && !isSamsDigest(m));
      expect(sink.messages.filter(isSamsDigest).every((m) => recipientsOf(m).join() === 'sam@site.test')).toBe(true);
      expect(notSams.length, notSams.map((m) => m.messageId).join()).toBeLessThanOrEqual(1);
    },
  );
});
