import { createHash } from 'node:crypto';
import { pino } from 'pino';
import sharp from 'sharp';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { startApp } from '../../server/startup/start-app';
import { parseEnv } from '../../server/config/env';
import { hashPassword } from '../../server/lib/passwords';
import { createUsersRepository } from '../../server/repositories/users';
import { createCloudinaryStorage } from '../../server/storage/cloudinary';
import { createStorage } from '../../server/storage/index';
import { testConfig } from '../helpers/app';
import { createTestDatabase } from '../helpers/db';
import { expectErrorShape, imageBuffer, multipart } from '../helpers/fixtures';
import { startCloudinaryMock, successAnswer, type ReceivedUpload } from './cloudinary-mock';

const API_KEY = '614335564976464';
const API_SECRET = 'known-test-secret_Xy';
const CLOUD = 'demo-cloud';
const FOLDER = 'website/uploads';
const TIMEOUT_MS = 1000;

/** Cloudinary's documented rule, written out again so the test does not trust the client's own signing code. */
function expectedSignature(fields: Record<string, string>): string {
  const signed = Object.entries(fields).filter(([name]) => !['signature', 'api_key', 'file', 'cloud_name', 'resource_type'].includes(name));
  const toSign = signed
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([name, value]) => `${name}=${value}`)
    .join('&');
  return createHash('sha1')
    .update(toSign + API_SECRET)
    .digest('hex');
}

describe('POST /api/uploads with STORAGE_DRIVER=cloudinary', async () => {
  const mock = await startCloudinaryMock();
  const config = parseEnv({
    STORAGE_DRIVER: 'cloudinary',
    CLOUDINARY_URL: `cloudinary://${API_KEY}:${API_SECRET}@${CLOUD}`,
    CLOUDINARY_FOLDER: FOLDER,
    CLOUDINARY_API_BASE: mock.base,
  });
  const logLines: string[] = [];
  const logger = pino({ level: 'info' }, { write: (line: string) => void logLines.push(line) });
  const database = await createTestDatabase();
  const app = await buildApp({
    config: testConfig,
    db: database.db,
    storage: createCloudinaryStorage(config.cloudinary!, { timeoutMs: TIMEOUT_MS }),
    logger,
  });
  await startApp(app);
  afterAll(async () => {
    await app.close();
    await database.close();
    await mock.close();
  });

  const email = 'staff-cloudinary@example.com';
  const password = 'correct horse battery';
  await createUsersRepository(database.db).insert({ name: 'Staff', email, passwordHash: await hashPassword(password), role: 'user' });
  const login = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
  const staffHeaders = { authorization: `Bearer ${(login.json() as { token: string }).token}` };

  const upload = async (format: 'png' | 'jpeg' = 'png', headers: Record<string, string> = staffHeaders) => {
    const body = multipart([{ filename: `photo.${format}`, contentType: `image/${format}`, data: await imageBuffer(format, 12, 7) }]);
    return app.inject({ method: 'POST', url: '/api/uploads', payload: body.payload, headers: { ...body.headers, ...headers } });
  };
  const lastUpload = (): ReceivedUpload => {
    expect(mock.received.length).toBeGreaterThan(0);
    return mock.received[mock.received.length - 1]!;
  };
  const loggedFailures = () =>
    logLines
      .map((l) => JSON.parse(l) as { msg?: string; statusCode?: number; upstream?: { service: string; status?: number } })
      .filter((l) => l.msg === 'image storage failed');

  beforeEach(() => {
    mock.answerWith(successAnswer);
    mock.received.length = 0;
    logLines.length = 0;
  });

  it.each([
    ['png', 'image/png'],
    ['jpeg', 'image/jpeg'],
  ] as const)('stores a %s image by a signed upload and answers 201 with the secure_url Cloudinary gave', async (format, contentType) => {
    const before = Math.floor(Date.now() / 1000);
    const res = await upload(format);
    expect(res.statusCode, res.body).toBe(201);

    const received = lastUpload();
    expect(received.method).toBe('POST');
    expect(received.path).toBe(`/v1_1/${CLOUD}/image/upload`);
    const { fields } = received;
    expect(Object.keys(fields).sort()).toEqual(['api_key', 'folder', 'public_id', 'signature', 'timestamp']);
    expect(fields.api_key).toBe(API_KEY);
    expect(fields.folder).toBe(FOLDER);
    expect(fields.public_id).toMatch(/^\d{4}\/\d{2}\/[0-9a-f-]{36}$/);
    expect(Number(fields.timestamp)).toBeGreaterThanOrEqual(before);
    expect(Number(fields.timestamp)).toBeLessThanOrEqual(Math.ceil(Date.now() / 1000));
    expect(fields.signature).toMatch(/^[0-9a-f]{40}$/);
    expect(fields.signature).toBe(expectedSignature(fields));
    expect(fields.signature).not.toBe(expectedSignature({ ...fields, timestamp: String(Number(fields.timestamp) + 1) }));

    expect(received.file?.type).toBe(contentType);
    const meta = await sharp(received.file!.bytes).metadata();
    expect(meta).toMatchObject({ format, width: 12, height: 7 });

    const expectedUrl = (JSON.parse(successAnswer(received).body) as { secure_url: string }).secure_url;
    expect(res.json()).toEqual({ secure_url: expectedUrl, width: 12, height: 7 });
    expect(expectedUrl).toMatch(/^https:\/\/res\.cloudinary\.com\/demo-cloud\/image\/upload\//);
  });

  it('refuses an anonymous upload with 401 and sends nothing to Cloudinary', async () => {
    const res = await upload('png', {});
    expect(res.statusCode).toBe(401);
    expect(mock.received).toHaveLength(0);
  });

  it.each([
    ['status 500', { status: 500, body: JSON.stringify({ error: { message: 'Internal error' } }) }, 500],
    ['status 401 (bad credentials)', { status: 401, body: JSON.stringify({ error: { message: 'Invalid Signature' } }) }, 401],
    ['status 502 with an HTML page', { status: 502, body: '<html>Bad gateway</html>', contentType: 'text/html' }, 502],
  ])('answers 502 JSON naming Cloudinary when it answers %s, and logs the upstream status', async (_case, answer, upstreamStatus) => {
    mock.answerWith(() => answer);
    const res = await upload();
    expect(res.statusCode).toBe(502);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(expectErrorShape(res)).toEqual({
      message: `The image could not be stored: Cloudinary answered with status ${upstreamStatus}. Please try again later.`,
    });
    expect(res.body).not.toMatch(/stack|at \w+ \(/);
    expect(loggedFailures()).toMatchObject([{ statusCode: 502, upstream: { service: 'Cloudinary', status: upstreamStatus } }]);
  });

  it.each([
    ['garbage instead of JSON', { status: 200, body: 'this is not json {', contentType: 'text/plain' }],
    ['JSON without secure_url', { status: 200, body: JSON.stringify({ public_id: 'x' }) }],
    ['a secure_url that is not a URL', { status: 200, body: JSON.stringify({ secure_url: 'javascript:alert(1)' }) }],
  ])('answers 502 JSON when a 200 answer holds %s', async (_case, answer) => {
    mock.answerWith(() => answer);
    const res = await upload();
    expect(res.statusCode).toBe(502);
    expect(expectErrorShape(res)).toEqual({
      message: 'The image could not be stored: Cloudinary sent an answer that could not be read. Please try again later.',
    });
    expect(loggedFailures()).toMatchObject([{ statusCode: 502, upstream: { service: 'Cloudinary', status: 200 } }]);
  });

  it('answers 504 JSON when Cloudinary does not answer within the timeout', async () => {
    mock.answerWith((received) => ({ ...successAnswer(received), delayMs: 10_000 }));
    const started = Date.now();
    const res = await upload();
    const elapsed = Date.now() - started;
    expect(res.statusCode).toBe(504);
    expect(expectErrorShape(res)).toEqual({ message: 'The image could not be stored: Cloudinary did not answer within 1 second. Please try again.' });
    expect(elapsed).toBeGreaterThanOrEqual(TIMEOUT_MS - 50);
    expect(elapsed).toBeLessThan(5000);
    expect(loggedFailures()).toMatchObject([{ statusCode: 504, upstream: { service: 'Cloudinary' } }]);
  });

  it('answers 502 JSON when Cloudinary cannot be reached', async () => {
    const closed = await startCloudinaryMock();
    await closed.close();
    const storage = createCloudinaryStorage({ ...config.cloudinary!, apiBase: closed.base }, { timeoutMs: TIMEOUT_MS });
    await expect(storage.put('2026/01/x.png', await imageBuffer('png'), 'image/png')).rejects.toMatchObject({
      statusCode: 502,
      message: 'The image could not be stored: Cloudinary could not be reached. Please try again later.',
      upstream: { service: 'Cloudinary', detail: 'ECONNREFUSED' },
    });
  });

  it('is the driver createStorage picks for STORAGE_DRIVER=cloudinary: nothing is served locally', async () => {
    const storage = await createStorage(config);
    expect(storage.localRoot).toBeUndefined();
    const url = await storage.put('2026/01/0b0e7f0c-0000-4000-8000-000000000000.png', await imageBuffer('png'), 'image/png');
    expect(lastUpload().fields.public_id).toBe('2026/01/0b0e7f0c-0000-4000-8000-000000000000');
    expect(url).toBe(`https://res.cloudinary.com/${CLOUD}/image/upload/v1700000000/${FOLDER}/2026/01/0b0e7f0c-0000-4000-8000-000000000000.png`);
  });
});
