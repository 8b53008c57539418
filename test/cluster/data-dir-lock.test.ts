import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { adminHeaders, randomPort, startEmbeddedServer, stopServer, waitForHealth, type EmbeddedServer } from './embedded-server';

const contact = (name: string) =>
  JSON.stringify({
    name,
    email: 'lock@example.com',
    phone: '+1 212 555 0100',
    service: 'Web Scraping',
    budget: '$501 - $1000',
    message: 'Lock test',
    RND: false,
  });

/** One process per DATA_DIR on the embedded database (the PostgreSQL pass has no embedded server to lock). */
describe.skipIf(process.env.TEST_DB === 'postgres')('one server per DATA_DIR', () => {
  const servers: EmbeddedServer[] = [];
  let dataDir = '';

  afterAll(async () => {
    await Promise.all(servers.map((s) => stopServer(s, 'SIGKILL')));
    if (dataDir) await fs.rm(dataDir, { recursive: true, force: true });
  });

  it('refuses a second server on the same DATA_DIR while the first keeps serving; after SIGKILL the next start takes over with every acknowledged row', async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'lock-data-'));
    const first = startEmbeddedServer(dataDir, randomPort());
    servers.push(first);
    await waitForHealth(first);

    const second = startEmbeddedServer(dataDir, first.port + 1);
    servers.push(second);
    const code = await Promise.race([second.exited, new Promise<'still running'>((r) => setTimeout(() => r('still running'), 20_000))]);
    expect(code).not.toBe('still running');
    expect(code).not.toBe(0);
    expect(second.output()).toContain(`is in use by process ${first.child.pid}`);
    // The second never opened the database, and the first still answers and writes.
    const acked: string[] = [];
    await Promise.all(
      Array.from({ length: 30 }, async (_, i) => {
        const res = await fetch(`${first.url}/api/contacts`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: contact(`lock-${i}`),
        });
        if (res.status === 201) acked.push(`lock-${i}`);
      }),
    );
    expect(acked).toHaveLength(30);

    first.child.kill('SIGKILL');
    await first.exited;
    const started = Date.now();
    const third = startEmbeddedServer(dataDir, first.port + 2);
    servers.push(third);
    await waitForHealth(third);
    // Same PID namespace: the dead holder is seen at once, not after the heartbeat's 20 s.
    expect(Date.now() - started).toBeLessThan(15_000);
    const headers = await adminHeaders(third.url);
    const stored = ((await (await fetch(`${third.url}/api/contacts`, { headers })).json()) as { name: string }[]).map((c) => c.name);
    expect(stored).toEqual(expect.arrayContaining(acked));
  }, 120_000);
});
