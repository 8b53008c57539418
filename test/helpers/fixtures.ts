import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { expect } from 'vitest';
import type { CreateContactBody } from '@contract/leads';
import type { Db } from '../../server/db/client';

/** A lead as SPEC's contact form sends it (the legacy body), passing validation; override any field. */
export function validContact(overrides: Partial<CreateContactBody> = {}): CreateContactBody & { budget: string } {
  return {
    name: 'Ada Lovelace',
    email: `ada-${randomBytes(3).toString('hex')}@example.com`,
    phone: '+1 555 123 4567',
    service: 'Web Scraping',
    budget: '$501 - $1000',
    message: 'We need daily prices from 40 shops.',
    RND: false,
    ...overrides,
  };
}

/** A real image of the given format, made by sharp. */
export async function imageBuffer(format: 'png' | 'jpeg', width = 8, height = 6): Promise<Buffer> {
  const img = sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 90 } } });
  return format === 'png' ? img.png().toBuffer() : img.jpeg().toBuffer();
}

export interface FilePart {
  field?: string;
  filename: string;
  contentType: string;
  data: Buffer | string;
}

/** A multipart/form-data body with the given file parts and plain fields. */
export function multipart(files: FilePart[], fields: Record<string, string> = {}): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----test${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  for (const f of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${f.field ?? 'file'}"; filename="${f.filename}"\r\nContent-Type: ${f.contentType}\r\n\r\n`,
      ),
      Buffer.isBuffer(f.data) ? f.data : Buffer.from(f.data),
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** Every file under dir, at any depth: to prove a refused upload stored nothing. */
export async function listFiles(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile())
    .map((e) => path.join(e.parentPath, e.name))
    .sort();
}

const TABLES = {
  users: 'users',
  sessions: 'sessions',
  blogs: 'blogs',
  leads: 'contacts',
  subscriptions: 'subscriptions',
  rateLimits: 'rate_limits',
} as const;
export type TableName = keyof typeof TABLES;

/** Row counts of every table (one query), to prove a rejected request stored nothing. */
export async function countRows(db: Db): Promise<Record<TableName, number>> {
  const columns = sql.join(
    (Object.entries(TABLES) as [TableName, string][]).map(
      ([key, table]) => sql`(select count(*) from ${sql.identifier(table)})::int as ${sql.identifier(key)}`,
    ),
    sql`, `,
  );
  const result = (await db.execute(sql`select ${columns}`)) as unknown as { rows: Record<TableName, number | string>[] };
  const row = result.rows[0]!;
  return Object.fromEntries(Object.keys(TABLES).map((k) => [k, Number(row[k as TableName])])) as Record<TableName, number>;
}

/** Asserts the one JSON error shape: {message: string, errors?: [{field, message}]}. */
export function expectErrorShape(res: LightMyRequestResponse): { message: string; errors?: { field: string; message: string }[] } {
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  const body = res.json() as { message: unknown; errors?: unknown };
  expect(typeof body.message).toBe('string');
  expect((body.message as string).length).toBeGreaterThan(0);
  const allowed = new Set(['message', 'errors']);
  expect(Object.keys(body).filter((k) => !allowed.has(k))).toEqual([]);
  if (body.errors !== undefined) {
    expect(Array.isArray(body.errors)).toBe(true);
    for (const e of body.errors as unknown[]) {
      expect(e).toEqual({ field: expect.any(String), message: expect.any(String) });
    }
  }
  return body as { message: string; errors?: { field: string; message: string }[] };
}

/** No answer ever carries a password or its hash, at any depth. */
export function expectNoSecrets(res: LightMyRequestResponse): void {
  const keys: string[] = [];
  const walk = (v: unknown) => {
    if (Array.isArray(v)) v.forEach(walk);
    else if (v && typeof v === 'object')
      for (const [k, inner] of Object.entries(v)) {
        keys.push(k);
        walk(inner);
      }
  };
  walk(res.json());
  expect(keys.filter((k) => /password|hash/i.test(k))).toEqual([]);
  expect(res.body).not.toMatch(/\$argon2/);
}

export const NON_UUID = 'not-a-uuid';
export const UNKNOWN_UUID = '00000000-0000-4000-8000-000000000000';
