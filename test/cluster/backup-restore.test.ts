import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { imageBuffer, multipart, validContact } from '../helpers/fixtures';
import {
  adminHeaders,
  EMBEDDED_ADMIN,
  freePort,
  runBackupCli,
  startEmbeddedServer,
  stopServer,
  waitForHealth,
  type EmbeddedServer,
} from './embedded-server';

const cli = (command: 'backup' | 'restore', file: string, env: Record<string, string>) => runBackupCli([command, file], env, 90_000);

describe.skipIf(process.env.TEST_DB === 'postgres')('backup and restore of the embedded site', () => {
  const servers: EmbeddedServer[] = [];
  const dirs: string[] = [];
  const tmp = async (prefix: string) => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), prefix));
    dirs.push(dir);
    return dir;
  };

  afterAll(async () => {
    await Promise.all(servers.map((s) => stopServer(s, 'SIGKILL')));
    await Promise.all(dirs.map((d) => fs.rm(d, { recursive: true, force: true })));
  });

  it('backs up a running site over the API and from the shell, restores into a fresh DATA_DIR, and finds every post, lead, subscriber and image', async () => {
    const dataDir = await tmp('backup-src-');
    const site = startEmbeddedServer(dataDir, await freePort());
    servers.push(site);
    await waitForHealth(site);
    const auth = await adminHeaders(site.url);
    const json = { ...auth, 'content-type': 'application/json' };

    const image = await imageBuffer('png', 12, 7);
    const body = multipart([{ filename: 'chart.png', contentType: 'image/png', data: image }]);
    const uploaded = await fetch(`${site.url}/api/uploads`, {
      method: 'POST',
      headers: { ...body.headers, ...auth },
      body: new Uint8Array(body.payload),
    });
    expect(uploaded.status).toBe(201);
    const { secure_url: imageUrl } = (await uploaded.json()) as { secure_url: string };
    const servedImage = Buffer.from(await (await fetch(site.url + imageUrl)).arrayBuffer());
    const post = await fetch(`${site.url}/api/blogs/new`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ title: 'Backed up post', content: `<p>Hello</p><img src="${imageUrl}">`, featuredImage: imageUrl }),
    });
    expect(post.status).toBe(201);
    const { slug } = (await post.json()) as { slug: string };
    const lead = await fetch(`${site.url}/api/contacts`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify(validContact({ name: 'Backed Up Lead' })),
    });
    expect(lead.status).toBe(201);
    const sub = await fetch(`${site.url}/api/subscriptions`, { method: 'POST', headers: json, body: JSON.stringify({ email: 'kept@example.com' }) });
    expect(sub.status).toBe(201);

    // The staff download, while the site runs.
    const res = await fetch(`${site.url}/api/admin/backup`, { headers: auth });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/gzip');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="site-backup-.+\.tar\.gz"$/);
    const archive = path.join(await tmp('backup-file-'), 'site.tar.gz');
    await fs.writeFile(archive, Buffer.from(await res.arrayBuffer()));
    // The site kept serving.
    expect((await fetch(`${site.url}/api/health`)).status).toBe(200);

    // The shell command, while the site runs: it asks the server rather than open its locked files.
    const shellArchive = path.join(path.dirname(archive), 'shell.tar.gz');
    const shell = cli('backup', shellArchive, {
      DATA_DIR: dataDir,
      PORT: String(site.port),
      ADMIN_EMAIL: EMBEDDED_ADMIN.email,
      ADMIN_PASSWORD: EMBEDDED_ADMIN.password,
    });
    expect(shell.status, shell.stderr).toBe(0);
    expect(shell.stdout).toContain('downloaded from the running server');

    for (const file of [archive, shellArchive]) {
      const restoredDir = await tmp('backup-dst-');
      const restored = cli('restore', file, { DATA_DIR: restoredDir });
      expect(restored.status, restored.stderr).toBe(0);
      // A second restore into the now full folder is refused.
      expect(cli('restore', file, { DATA_DIR: restoredDir }).status).not.toBe(0);

      const copy = startEmbeddedServer(restoredDir, await freePort());
      servers.push(copy);
      await waitForHealth(copy);
      const copyAuth = await adminHeaders(copy.url);
      const article = (await (await fetch(`${copy.url}/api/blogs/${slug}`)).json()) as { title: string; featuredImage: string };
      expect(article).toMatchObject({ title: 'Backed up post', featuredImage: imageUrl });
      const leads = (await (await fetch(`${copy.url}/api/contacts`, { headers: copyAuth })).json()) as { name: string }[];
      expect(leads.map((l) => l.name)).toContain('Backed Up Lead');
      const subs = (await (await fetch(`${copy.url}/api/subscriptions`, { headers: copyAuth })).json()) as { email: string }[];
      expect(subs.map((s) => s.email)).toContain('kept@example.com');
      const img = await fetch(copy.url + imageUrl);
      expect(img.status).toBe(200);
      expect(Buffer.from(await img.arrayBuffer()).equals(servedImage)).toBe(true);
      await stopServer(copy);
    }
  }, 600_000);
});
