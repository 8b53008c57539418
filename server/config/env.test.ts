import { generateKeyPairSync } from 'node:crypto';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { EnvError, parseEnv } from './env';
import { parseImapUrl } from './imap-env';

function problems(input: Record<string, string | undefined>): string[] {
  try {
    parseEnv(input, '/srv/app');
  } catch (err) {
    expect(err).toBeInstanceOf(EnvError);
    return (err as EnvError).problems;
  }
  throw new Error('parseEnv accepted the input');
}

describe('parseEnv', () => {
  it('gives every default for an empty environment', () => {
    const c = parseEnv({}, '/srv/app');
    expect(c).toMatchObject({
      NODE_ENV: 'production',
      PORT: 3000,
      HOST: '127.0.0.1',
      TRUST_PROXY: false,
      LOG_LEVEL: 'info',
      SESSION_TTL_HOURS: 168,
      RATE_LIMIT_ENABLED: true,
      RATE_LIMIT_FORMS_MAX: 10,
      RATE_LIMIT_FORMS_WINDOW_MINUTES: 10,
      RATE_LIMIT_READS_PER_MINUTE: 300,
      LOGIN_MAX_FAILURES: 10,
      LOGIN_WINDOW_MINUTES: 15,
      SPAM_MIN_FILL_SECONDS: 3,
      SPAM_SCORE_THRESHOLD: 5,
      AUDIT_RETENTION_DAYS: 365,
      STORAGE_DRIVER: 'local',
      dataDir: path.resolve('/srv/app', 'data'),
      buildDir: path.resolve('/srv/app', 'build'),
      siteUrl: 'http://localhost:3000',
      corsOrigins: [],
    });
    expect(c.DATABASE_URL).toBeUndefined();
    expect(c.LEAD_RETENTION_DAYS).toBeUndefined();
    expect(c.ADMIN_EMAIL).toBeUndefined();
    expect(c.TWO_FACTOR_KEY).toBeUndefined();
  });

  it('reads AUDIT_RETENTION_DAYS as a positive whole number of days', () => {
    expect(parseEnv({ AUDIT_RETENTION_DAYS: '30' }, '/srv/app').AUDIT_RETENTION_DAYS).toBe(30);
    expect(problems({ AUDIT_RETENTION_DAYS: '0' }).join('\n')).toMatch(/AUDIT_RETENTION_DAYS/);
    expect(problems({ AUDIT_RETENTION_DAYS: 'a year' }).join('\n')).toMatch(/AUDIT_RETENTION_DAYS/);
  });

  it('page cache budgets: PAGE_CACHE_MEMORY_MB 1 to 1024 (16), PAGE_CACHE_DISK_MB 0 (no disk tier) to 102400 (1024)', () => {
    expect(parseEnv({}, '/srv/app')).toMatchObject({ PAGE_CACHE_MEMORY_MB: 16, PAGE_CACHE_DISK_MB: 1024 });
    expect(parseEnv({ PAGE_CACHE_MEMORY_MB: '64', PAGE_CACHE_DISK_MB: '0' }, '/srv/app')).toMatchObject({
      PAGE_CACHE_MEMORY_MB: 64,
      PAGE_CACHE_DISK_MB: 0,
    });
    expect(problems({ PAGE_CACHE_MEMORY_MB: '0' })).toEqual(['PAGE_CACHE_MEMORY_MB: must be positive']);
    expect(problems({ PAGE_CACHE_MEMORY_MB: '2048' })).toEqual(['PAGE_CACHE_MEMORY_MB: must be at most 1024']);
    expect(problems({ PAGE_CACHE_DISK_MB: '-1' })).toEqual(['PAGE_CACHE_DISK_MB: must be 0 or more']);
    expect(problems({ PAGE_CACHE_DISK_MB: 'lots' })).toEqual(['PAGE_CACHE_DISK_MB: must be a number']);
  });

  it('image copier: a timeout of 1 to 60 s (10 s by default) and host:port entries', () => {
    const defaults = parseEnv({}, '/srv/app');
    expect(defaults.IMAGE_FETCH_TIMEOUT_MS).toBe(10_000);
    expect(defaults.IMAGE_FETCH_PRIVATE_HOSTS).toEqual([]);
    const set = parseEnv({ IMAGE_FETCH_TIMEOUT_MS: '2000', IMAGE_FETCH_PRIVATE_HOSTS: '127.0.0.1:3351, Images.Local:80' }, '/srv/app');
    expect(set.IMAGE_FETCH_TIMEOUT_MS).toBe(2000);
    expect(set.IMAGE_FETCH_PRIVATE_HOSTS).toEqual(['127.0.0.1:3351', 'images.local:80']);
    expect(problems({ IMAGE_FETCH_TIMEOUT_MS: '500' })).toEqual(['IMAGE_FETCH_TIMEOUT_MS: must be at least 1000']);
    expect(problems({ IMAGE_FETCH_TIMEOUT_MS: '61000' })).toEqual(['IMAGE_FETCH_TIMEOUT_MS: must be at most 60000']);
    for (const bad of ['127.0.0.1', 'host:0', 'host:70000', 'http://host:80'])
      expect(problems({ IMAGE_FETCH_PRIVATE_HOSTS: bad })).toEqual(['IMAGE_FETCH_PRIVATE_HOSTS: use host:port, comma-separated']);
  });

  it.each(['WEBHOOK_ALLOW_PRIVATE', 'CALDAV_ALLOW_PRIVATE'] as const)('%s: off by default, true or false only', (name) => {
    expect(parseEnv({}, '/srv/app')[name]).toBe(false);
    expect(parseEnv({ [name]: 'true' }, '/srv/app')[name]).toBe(true);
    expect(problems({ [name]: 'yes please' })).toEqual([`${name}: must be true or false`]);
  });

  it('metrics and traces: nothing by default; token length, port, a non-loopback METRICS_HOST only with a token, an OTLP URL', () => {
    const none = parseEnv({}, '/srv/app');
    expect([none.METRICS_TOKEN, none.METRICS_PORT, none.OTEL_EXPORTER_OTLP_ENDPOINT, none.METRICS_HOST]).toEqual([
      undefined,
      undefined,
      undefined,
      '127.0.0.1',
    ]);
    const token = 'k'.repeat(24);
    expect(
      parseEnv({ METRICS_TOKEN: token, METRICS_PORT: '9464', METRICS_HOST: '0.0.0.0', OTEL_EXPORTER_OTLP_ENDPOINT: 'http://otel:4318' }, '/srv/app'),
    ).toMatchObject({
      METRICS_TOKEN: token,
      METRICS_PORT: 9464,
      METRICS_HOST: '0.0.0.0',
      OTEL_EXPORTER_OTLP_ENDPOINT: 'http://otel:4318',
      OTEL_SERVICE_NAME: 'datacraft-site',
    });
    expect(problems({ METRICS_TOKEN: 'short' })).toEqual([expect.stringMatching(/^METRICS_TOKEN: must be at least 24 characters/)]);
    expect(problems({ METRICS_PORT: 'abc' })).toEqual(['METRICS_PORT: must be a number']);
    expect(problems({ METRICS_PORT: '9464', METRICS_HOST: '0.0.0.0' })).toEqual([
      'METRICS_TOKEN: is required when METRICS_HOST (0.0.0.0) is not a loopback address',
    ]);
    expect(problems({ OTEL_EXPORTER_OTLP_ENDPOINT: 'otel:4318' })).toEqual(['OTEL_EXPORTER_OTLP_ENDPOINT: must start with http:// or https://']);
  });

  it('inbound mail (decision 129): nothing by default; a plain address with room for the token, lower-cased into mail settings; a 24+ character token', () => {
    const none = parseEnv({}, '/srv/app');
    expect([none.INBOUND_ADDRESS, none.INBOUND_TOKEN, none.mail.inboundAddress]).toEqual([undefined, undefined, undefined]);
    const set = parseEnv({ INBOUND_ADDRESS: ' Replies@Example.com ', INBOUND_TOKEN: 't'.repeat(24) }, '/srv/app');
    expect([set.INBOUND_ADDRESS, set.mail.inboundAddress, set.INBOUND_TOKEN]).toEqual(['replies@example.com', 'replies@example.com', 't'.repeat(24)]);
    for (const bad of ['replies', 'Desk <replies@example.com>', 'replies+x@example.com', 'replies@localhost']) {
      expect(problems({ INBOUND_ADDRESS: bad })).toEqual([
        expect.stringMatching(/^INBOUND_ADDRESS: must be a plain address such as replies@example.com/),
      ]);
    }
    expect(parseEnv({ INBOUND_ADDRESS: `${'r'.repeat(21)}@example.com` }, '/srv/app').INBOUND_ADDRESS).toBe(`${'r'.repeat(21)}@example.com`);
    expect(problems({ INBOUND_ADDRESS: `${'r'.repeat(22)}@example.com` })).toEqual([
      'INBOUND_ADDRESS: its part before the @ must be at most 21 characters (the reply token is added to it)',
    ]);
    expect(problems({ INBOUND_TOKEN: 'short' })).toEqual([expect.stringMatching(/^INBOUND_TOKEN: must be at least 24 characters/)]);
  });

  it('IMAP polling (decision 132): off by default; an imap(s) URL with user and password, its mailbox INBOX unless named; problems named without the password', () => {
    const none = parseEnv({}, '/srv/app');
    expect([none.IMAP_URL, none.IMAP_POLL_SECONDS]).toEqual([undefined, 60]);
    expect(parseImapUrl('imaps://desk%40example.com:p%40ss%2Fw@imap.example.com')).toEqual({
      host: 'imap.example.com',
      port: 993,
      secure: true,
      user: 'desk@example.com',
      password: 'p@ss/w',
      mailbox: 'INBOX',
    });
    expect(parseImapUrl('imap://u:p@127.0.0.1:1143/Replies%20in')).toMatchObject({
      host: '127.0.0.1',
      port: 1143,
      secure: false,
      mailbox: 'Replies in',
    });
    expect(parseImapUrl('imap://u:p@mail.test')).toMatchObject({ port: 143, secure: false });
    expect(parseEnv({ IMAP_URL: 'imaps://u:p@imap.example.com/INBOX', IMAP_POLL_SECONDS: '5' }, '/srv/app')).toMatchObject({
      IMAP_URL: 'imaps://u:p@imap.example.com/INBOX',
      IMAP_POLL_SECONDS: 5,
    });
    expect(problems({ IMAP_URL: 'https://u:secret@imap.example.com' })).toEqual([expect.stringMatching(/^IMAP_URL: must start with imaps:\/\//)]);
    expect(problems({ IMAP_URL: 'imaps://imap.example.com' })).toEqual([
      expect.stringMatching(/^IMAP_URL: must carry the mailbox's user and password/),
    ]);
    expect(problems({ IMAP_URL: 'imaps://user@imap.example.com' })).toEqual([
      expect.stringMatching(/^IMAP_URL: must carry the mailbox's user and password/),
    ]);
    expect(problems({ IMAP_URL: 'not a url secret' })).toEqual([expect.stringMatching(/^IMAP_URL: must be an imaps:\/\/ or imap:\/\/ URL/)]);
    expect(problems({ IMAP_URL: 'imaps://u:secret%zz@imap.example.com' })).toEqual(['IMAP_URL: has a malformed percent-encoding']);
    expect(problems({ IMAP_URL: 'https://u:secret@x' }).join(' ')).not.toContain('secret');
    expect(problems({ IMAP_POLL_SECONDS: '0' })).toEqual(['IMAP_POLL_SECONDS: must be positive']);
    expect(problems({ IMAP_POLL_SECONDS: '7200' })).toEqual(['IMAP_POLL_SECONDS: must be at most 3600 (an hour)']);
  });

  it('ATTRIBUTION_CONSENT off by default, true or false only', () => {
    expect(parseEnv({}, '/srv/app').ATTRIBUTION_CONSENT).toBe(false);
    expect(parseEnv({ ATTRIBUTION_CONSENT: 'true' }, '/srv/app').ATTRIBUTION_CONSENT).toBe(true);
    expect(problems({ ATTRIBUTION_CONSENT: 'ask' })).toEqual(['ATTRIBUTION_CONSENT: must be true or false']);
  });

  it('ANALYTICS on and ANALYTICS_BEACON off by default, true or false only', () => {
    const env = parseEnv({}, '/srv/app');
    expect([env.ANALYTICS, env.ANALYTICS_BEACON]).toEqual([true, false]);
    expect(parseEnv({ ANALYTICS: 'false', ANALYTICS_BEACON: 'true' }, '/srv/app')).toMatchObject({ ANALYTICS: false, ANALYTICS_BEACON: true });
    expect(problems({ ANALYTICS_BEACON: 'cdn' })).toEqual(['ANALYTICS_BEACON: must be true or false']);
  });

  it('ACCESS_LOG: every request by default; off, on or a share between 0 and 1 (decision 106)', () => {
    expect(parseEnv({}, '/srv/app').ACCESS_LOG).toBe(1);
    expect(parseEnv({ ACCESS_LOG: 'off' }, '/srv/app').ACCESS_LOG).toBe(0);
    expect(parseEnv({ ACCESS_LOG: 'On' }, '/srv/app').ACCESS_LOG).toBe(1);
    expect(parseEnv({ ACCESS_LOG: '0.1' }, '/srv/app').ACCESS_LOG).toBe(0.1);
    const message = 'ACCESS_LOG: must be on, off or the share of requests to log, between 0 and 1 (0.1: one in ten)';
    for (const wrong of ['sometimes', '1.5', '-0.1', '10%']) expect(problems({ ACCESS_LOG: wrong })).toEqual([message]);
  });

  it('ANALYTICS_MAX_VALUES_PER_DAY: 500 by default, a whole number up to 100000 (decision 086)', () => {
    expect(parseEnv({}, '/srv/app').ANALYTICS_MAX_VALUES_PER_DAY).toBe(500);
    expect(parseEnv({ ANALYTICS_MAX_VALUES_PER_DAY: '50' }, '/srv/app').ANALYTICS_MAX_VALUES_PER_DAY).toBe(50);
    expect(problems({ ANALYTICS_MAX_VALUES_PER_DAY: '0' })).toEqual(['ANALYTICS_MAX_VALUES_PER_DAY: must be positive']);
    expect(problems({ ANALYTICS_MAX_VALUES_PER_DAY: '200000' })).toEqual(['ANALYTICS_MAX_VALUES_PER_DAY: must be at most 100000']);
  });

  it('the restore limits: 4096 MB, 25 MB an upload, 100 times by default; whole numbers, a ratio of 2 or more (decision 087)', () => {
    expect(parseEnv({}, '/srv/app')).toMatchObject({ RESTORE_MAX_MB: 4096, RESTORE_MAX_UPLOAD_MB: 25, RESTORE_MAX_RATIO: 100 });
    expect(parseEnv({ RESTORE_MAX_UPLOAD_MB: '40' }, '/srv/app').RESTORE_MAX_UPLOAD_MB).toBe(40);
    expect(problems({ RESTORE_MAX_MB: 'lots' })).toEqual(['RESTORE_MAX_MB: must be a number']);
    expect(problems({ RESTORE_MAX_RATIO: '1' })).toEqual(['RESTORE_MAX_RATIO: must be at least 2']);
  });

  it('reads SPAM_SCORE_THRESHOLD as a whole number from 1 to 100', () => {
    expect(parseEnv({ SPAM_SCORE_THRESHOLD: '8' }, '/srv/app').SPAM_SCORE_THRESHOLD).toBe(8);
    expect(problems({ SPAM_SCORE_THRESHOLD: '0' })).toEqual(['SPAM_SCORE_THRESHOLD: must be positive']);
    expect(problems({ SPAM_SCORE_THRESHOLD: '2.5' })).toEqual(['SPAM_SCORE_THRESHOLD: must be a whole number']);
    expect(problems({ SPAM_SCORE_THRESHOLD: '101' })).toEqual(['SPAM_SCORE_THRESHOLD: must be at most 100']);
  });

  it('lead desk: TZ, LEAD_DIGEST_CRON, LEAD_RESPONSE_MINUTES, CURRENCY and JOBS_CRON_CHECK_SECONDS have defaults', () => {
    expect(parseEnv({}, '/srv/app')).toMatchObject({
      TZ: 'UTC',
      LEAD_DIGEST_CRON: '0 8 * * 1-5',
      LEAD_RESPONSE_MINUTES: 1440,
      CURRENCY: 'USD',
      JOBS_CRON_CHECK_SECONDS: 30,
      JOBS_MAINTENANCE_SECONDS: 120,
    });
    expect(parseEnv({ JOBS_MAINTENANCE_SECONDS: '5' }, '/srv/app').JOBS_MAINTENANCE_SECONDS).toBe(5);
  });

  it('lead desk: reads a time zone, a cron or off, minutes, a currency and the schedule check interval', () => {
    const c = parseEnv(
      { TZ: 'Asia/Qatar', LEAD_DIGEST_CRON: ' 30 7 * * 1-5 ', LEAD_RESPONSE_MINUTES: '240', CURRENCY: 'eur', JOBS_CRON_CHECK_SECONDS: '1' },
      '/srv/app',
    );
    expect([c.TZ, c.LEAD_DIGEST_CRON, c.LEAD_RESPONSE_MINUTES, c.CURRENCY, c.JOBS_CRON_CHECK_SECONDS]).toEqual([
      'Asia/Qatar',
      '30 7 * * 1-5',
      240,
      'EUR',
      1,
    ]);
    expect(parseEnv({ LEAD_DIGEST_CRON: 'off' }, '/srv/app').LEAD_DIGEST_CRON).toBe('off');
  });

  it('lead desk: names each bad value', () => {
    expect(problems({ TZ: 'Mars/Olympus' })).toEqual(['TZ: must be an IANA time zone such as Europe/London or UTC']);
    for (const cron of ['every morning', '0 8 * *', '0 0 8 * * 1-5', '61 8 * * *'])
      expect(problems({ LEAD_DIGEST_CRON: cron }).join('\n')).toMatch(/^LEAD_DIGEST_CRON: must be a cron expression of five fields/);
    expect(problems({ LEAD_RESPONSE_MINUTES: '0' })).toEqual(['LEAD_RESPONSE_MINUTES: must be positive']);
    expect(problems({ LEAD_RESPONSE_MINUTES: '50000' })).toEqual(['LEAD_RESPONSE_MINUTES: must be at most 43200 (30 days)']);
    expect(problems({ CURRENCY: 'DOLLARS' })).toEqual(['CURRENCY: must be an ISO 4217 currency code such as USD, EUR or GBP']);
    expect(problems({ JOBS_CRON_CHECK_SECONDS: '60' })).toEqual(['JOBS_CRON_CHECK_SECONDS: must be at most 45']);
    expect(problems({ JOBS_CRON_CHECK_SECONDS: '0' })).toEqual(['JOBS_CRON_CHECK_SECONDS: must be positive']);
    expect(problems({ JOBS_MAINTENANCE_SECONDS: '0' })).toEqual(['JOBS_MAINTENANCE_SECONDS: must be positive']);
    expect(problems({ JOBS_MAINTENANCE_SECONDS: '7200' })).toEqual(['JOBS_MAINTENANCE_SECONDS: must be at most 3600']);
  });

  it('listens on loopback unless HOST names another address or host name', () => {
    for (const host of ['0.0.0.0', '::', '::1', '10.0.0.5', 'localhost', 'app.internal']) expect(parseEnv({ HOST: host }).HOST).toBe(host);
    for (const host of ['http://0.0.0.0', '0.0.0.0:3000', '1.2.3', 'every interface'])
      expect(problems({ HOST: host }).join('\n')).toMatch(/^HOST: must be an IP address/m);
  });

  it('reads the database timeouts in milliseconds, a few seconds by default, and names a wrong one', () => {
    const defaults = parseEnv({}, '/srv/app');
    expect([defaults.DATABASE_CONNECT_TIMEOUT_MS, defaults.DATABASE_STATEMENT_TIMEOUT_MS]).toEqual([3000, 4000]);
    const set = parseEnv({ DATABASE_CONNECT_TIMEOUT_MS: '1500', DATABASE_STATEMENT_TIMEOUT_MS: '30000' }, '/srv/app');
    expect([set.DATABASE_CONNECT_TIMEOUT_MS, set.DATABASE_STATEMENT_TIMEOUT_MS]).toEqual([1500, 30000]);
    expect(problems({ DATABASE_CONNECT_TIMEOUT_MS: '3s' }).join('\n')).toMatch(/DATABASE_CONNECT_TIMEOUT_MS/);
    expect(problems({ DATABASE_STATEMENT_TIMEOUT_MS: '10' }).join('\n')).toMatch(/DATABASE_STATEMENT_TIMEOUT_MS: must be at least 100/);
  });

  it('treats empty strings as unset', () => {
    expect(parseEnv({ PORT: '', DATABASE_URL: '', ADMIN_EMAIL: '', ADMIN_PASSWORD: '' }).PORT).toBe(3000);
  });

  it('parses and normalises the values it is given', () => {
    const c = parseEnv(
      {
        PORT: '8080',
        TRUST_PROXY: '2',
        RATE_LIMIT_ENABLED: 'off',
        SITE_URL: 'https://www.example.com/',
        CORS_ORIGINS: ' https://a.example/ , https://b.example ,, ',
        DATABASE_URL: 'postgresql://u:p@db:5432/site',
        ADMIN_EMAIL: 'boss@example.com',
        ADMIN_PASSWORD: 'secret-one-2',
        DATA_DIR: 'var/data',
      },
      '/srv/app',
    );
    expect(c).toMatchObject({
      PORT: 8080,
      TRUST_PROXY: 2,
      RATE_LIMIT_ENABLED: false,
      siteUrl: 'https://www.example.com',
      corsOrigins: ['https://a.example', 'https://b.example'],
      dataDir: '/srv/app/var/data',
    });
  });

  it('lists every failing variable in one message', () => {
    let error: EnvError | undefined;
    try {
      parseEnv({
        PORT: 'eighty',
        TRUST_PROXY: 'maybe',
        SITE_URL: 'ftp://x.example',
        DATABASE_URL: 'mysql://x',
        SESSION_TTL_HOURS: '-1',
        LOG_LEVEL: 'loud',
      });
    } catch (err) {
      error = err as EnvError;
    }
    expect(error).toBeInstanceOf(EnvError);
    const names = error!.problems.map((p) => p.split(':')[0]);
    expect(names.sort()).toEqual(['DATABASE_URL', 'LOG_LEVEL', 'PORT', 'SESSION_TTL_HOURS', 'SITE_URL', 'TRUST_PROXY']);
    for (const name of names) expect(error!.message).toContain(name);
    expect(error!.message).toMatch(/^Invalid environment:\n/);
    expect(error!.message).toContain('.env.example');
  });

  it('refuses ADMIN_EMAIL without ADMIN_PASSWORD, and the reverse', () => {
    expect(problems({ ADMIN_EMAIL: 'boss@example.com' })).toEqual([
      'ADMIN_PASSWORD: ADMIN_EMAIL and ADMIN_PASSWORD go together: set both or neither',
    ]);
    expect(problems({ ADMIN_PASSWORD: 'secret-one-2' })).toEqual(['ADMIN_EMAIL: ADMIN_EMAIL and ADMIN_PASSWORD go together: set both or neither']);
  });

  it.each([
    [{ ADMIN_EMAIL: 'not-an-email', ADMIN_PASSWORD: 'secret-one-2' }, 'ADMIN_EMAIL'],
    [{ ADMIN_EMAIL: 'a@b.co', ADMIN_PASSWORD: '1234567' }, 'ADMIN_PASSWORD'],
    [{ ADMIN_EMAIL: 'a@b.co', ADMIN_PASSWORD: 'password123' }, 'ADMIN_PASSWORD'],
    [{ PORT: '70000' }, 'PORT'],
    [{ RATE_LIMIT_FORMS_MAX: '0' }, 'RATE_LIMIT_FORMS_MAX'],
    [{ LOGIN_MAX_FAILURES: '2.5' }, 'LOGIN_MAX_FAILURES'],
    [{ NODE_ENV: 'staging' }, 'NODE_ENV'],
    [{ STORAGE_DRIVER: 's3' }, 'S3_BUCKET'],
    [{ STORAGE_DRIVER: 'ftp' }, 'STORAGE_DRIVER'],
    [{ STORAGE_DRIVER: 'cloudinary' }, 'CLOUDINARY_URL'],
    [{ API_ORIGIN: 'not a url' }, 'API_ORIGIN'],
    [{ TWO_FACTOR_KEY: 'too short' }, 'TWO_FACTOR_KEY'],
  ])('names the variable at fault: %j → %s', (input, name) => {
    const found = problems(input);
    expect(found.map((p) => p.split(':')[0])).toContain(name);
  });

  it('refuses an S3 access key id without its secret, and the reverse', () => {
    const pair = 'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together: set both, or neither to use the default AWS credential chain';
    expect(problems({ S3_ACCESS_KEY_ID: 'AKIAEXAMPLE' })).toEqual([`S3_SECRET_ACCESS_KEY: ${pair}`]);
    expect(problems({ S3_SECRET_ACCESS_KEY: 'secret' })).toEqual([`S3_ACCESS_KEY_ID: ${pair}`]);
    expect(parseEnv({ S3_ACCESS_KEY_ID: 'AKIAEXAMPLE', S3_SECRET_ACCESS_KEY: 'secret' }).S3_ACCESS_KEY_ID).toBe('AKIAEXAMPLE');
  });

  it('accepts s3 storage with a bucket', () => {
    expect(parseEnv({ STORAGE_DRIVER: 's3', S3_BUCKET: 'uploads' }).S3_BUCKET).toBe('uploads');
  });
});

describe('parseEnv: Cloudinary storage', () => {
  const cloudinary = (input: Record<string, string>) => parseEnv({ STORAGE_DRIVER: 'cloudinary', ...input }).cloudinary;

  it('reads the credentials from CLOUDINARY_URL, with the public API as default base', () => {
    expect(cloudinary({ CLOUDINARY_URL: 'cloudinary://123456789012345:s3cr-et_X@my-cloud' })).toEqual({
      cloudName: 'my-cloud',
      apiKey: '123456789012345',
      apiSecret: 's3cr-et_X',
      apiBase: 'https://api.cloudinary.com',
    });
  });

  it('reads them from the three separate variables, with the folder and API base', () => {
    expect(
      cloudinary({
        CLOUDINARY_CLOUD_NAME: 'demo',
        CLOUDINARY_API_KEY: 'key',
        CLOUDINARY_API_SECRET: 'secret',
        CLOUDINARY_FOLDER: 'website/uploads',
        CLOUDINARY_API_BASE: 'http://127.0.0.1:4000/',
      }),
    ).toEqual({ cloudName: 'demo', apiKey: 'key', apiSecret: 'secret', folder: 'website/uploads', apiBase: 'http://127.0.0.1:4000' });
  });

  it("lets a separate variable override that part of CLOUDINARY_URL, and takes the URL's upload_prefix as API base", () => {
    expect(
      cloudinary({
        CLOUDINARY_URL: 'cloudinary://key:secret@demo?upload_prefix=https://api-eu.cloudinary.com',
        CLOUDINARY_API_SECRET: 'rotated',
      }),
    ).toEqual({ cloudName: 'demo', apiKey: 'key', apiSecret: 'rotated', apiBase: 'https://api-eu.cloudinary.com' });
    expect(
      cloudinary({
        CLOUDINARY_URL: 'cloudinary://key:secret@demo?upload_prefix=https://api-eu.cloudinary.com',
        CLOUDINARY_API_BASE: 'https://other.example',
      })?.apiBase,
    ).toBe('https://other.example');
  });

  it('has no Cloudinary settings for the other drivers, even with CLOUDINARY_URL set', () => {
    expect(parseEnv({ CLOUDINARY_URL: 'cloudinary://key:secret@demo' }).cloudinary).toBeUndefined();
  });

  it('refuses the cloudinary driver without credentials, naming CLOUDINARY_URL and the alternative', () => {
    expect(problems({ STORAGE_DRIVER: 'cloudinary' })).toEqual([
      'CLOUDINARY_URL: is required when STORAGE_DRIVER=cloudinary (cloudinary://api_key:api_secret@cloud_name); or set CLOUDINARY_CLOUD_NAME, CLOUDINARY_API_KEY and CLOUDINARY_API_SECRET',
    ]);
  });

  it('names each missing separate variable when only some are set', () => {
    expect(problems({ STORAGE_DRIVER: 'cloudinary', CLOUDINARY_CLOUD_NAME: 'demo' })).toEqual([
      'CLOUDINARY_API_KEY: is required when STORAGE_DRIVER=cloudinary and CLOUDINARY_URL is not set',
      'CLOUDINARY_API_SECRET: is required when STORAGE_DRIVER=cloudinary and CLOUDINARY_URL is not set',
    ]);
  });

  it.each([
    'https://key:secret@demo',
    'cloudinary://key@demo',
    'cloudinary://:secret@demo',
    'cloudinary://key:secret@',
    'cloudinary://key:secret@demo/extra',
    'cloudinary://key:secret@demo?upload_prefix=ftp://x',
    'not a url',
  ])('refuses CLOUDINARY_URL %s once, by its expected shape, without echoing the secret', (url) => {
    const found = problems({ STORAGE_DRIVER: 'cloudinary', CLOUDINARY_URL: url });
    expect(found).toEqual(['CLOUDINARY_URL: must look like cloudinary://api_key:api_secret@cloud_name']);
    expect(found.join('\n')).not.toContain(url);
  });

  it.each([
    [{ CLOUDINARY_CLOUD_NAME: 'demo/../x' }, 'CLOUDINARY_CLOUD_NAME'],
    [{ CLOUDINARY_FOLDER: '/leading/slash' }, 'CLOUDINARY_FOLDER'],
    [{ CLOUDINARY_FOLDER: 'a b' }, 'CLOUDINARY_FOLDER'],
    [{ CLOUDINARY_API_BASE: 'api.cloudinary.com' }, 'CLOUDINARY_API_BASE'],
  ])('names the Cloudinary variable at fault: %j → %s', (input, name) => {
    const found = problems({ STORAGE_DRIVER: 'cloudinary', CLOUDINARY_URL: 'cloudinary://key:secret@demo', ...input });
    expect([...new Set(found.map((p) => p.split(':')[0]))]).toEqual([name]);
  });

  it('mail: nothing configured keeps every message in the outbox, to every admin, without auto-reply', () => {
    expect(parseEnv({ SITE_URL: 'https://www.example.com' }, '/srv/app').mail).toEqual({
      smtpUrl: undefined,
      from: 'DataLoom Solutions <no-reply@localhost>',
      notify: undefined,
      autoReply: false,
      responseMinutes: 1440,
      siteUrl: 'https://www.example.com',
      newsletterPerMinute: 600,
    });
  });

  it('mail: reads SMTP_URL, MAIL_FROM, a comma-separated NOTIFY_EMAIL and AUTO_REPLY', () => {
    const { mail } = parseEnv(
      {
        SMTP_URL: 'smtps://user:secret@smtp.example.com:465',
        MAIL_FROM: 'Sales <sales@example.com>',
        NOTIFY_EMAIL: 'a@example.com, b@example.com',
        AUTO_REPLY: 'true',
      },
      '/srv/app',
    );
    expect(mail).toMatchObject({
      smtpUrl: 'smtps://user:secret@smtp.example.com:465',
      from: 'Sales <sales@example.com>',
      notify: ['a@example.com', 'b@example.com'],
      autoReply: true,
    });
  });

  it('mail: AUTO_REPLY is on by default when SMTP_URL is set, off without it; an explicit value wins', () => {
    const smtp = { SMTP_URL: 'smtp://127.0.0.1:2525' };
    expect(parseEnv(smtp, '/srv/app').mail.autoReply).toBe(true);
    expect(parseEnv({ ...smtp, AUTO_REPLY: '' }, '/srv/app').mail.autoReply).toBe(true);
    expect(parseEnv({ ...smtp, AUTO_REPLY: 'false' }, '/srv/app').mail.autoReply).toBe(false);
    expect(parseEnv({ ...smtp, AUTO_REPLY: 'off' }, '/srv/app').mail.autoReply).toBe(false);
    expect(parseEnv({}, '/srv/app').mail.autoReply).toBe(false);
    expect(parseEnv({ AUTO_REPLY: 'true' }, '/srv/app').mail.autoReply).toBe(true);
  });

  it('mail: names a bad SMTP_URL, NOTIFY_EMAIL or AUTO_REPLY', () => {
    const found = problems({ SMTP_URL: 'http://smtp.example.com', NOTIFY_EMAIL: 'a@example.com, nobody', AUTO_REPLY: 'maybe' });
    expect(found.some((p) => p.startsWith('SMTP_URL: must be an smtp:// or smtps:// URL'))).toBe(true);
    expect(found.some((p) => p.startsWith('NOTIFY_EMAIL: must be one or more email addresses'))).toBe(true);
    expect(found.some((p) => p.startsWith('AUTO_REPLY: must be true or false'))).toBe(true);
  });

  describe('mail: DKIM signing', () => {
    const pem = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
    // As an env file holds it: one line, the line breaks written as \n.
    const oneLine = pem.trim().replace(/\n/g, '\\n');
    const dkim = { DKIM_DOMAIN: 'Example.com', DKIM_SELECTOR: 'mail2026', DKIM_PRIVATE_KEY: oneLine };

    it('is off when none of the three is set; with all three the key gets its line breaks back', () => {
      expect(parseEnv({}, '/srv/app').mail.dkim).toBeUndefined();
      expect(parseEnv(dkim, '/srv/app').mail.dkim).toEqual({ domainName: 'example.com', keySelector: 'mail2026', privateKey: pem.trim() });
      expect(parseEnv({ ...dkim, DKIM_PRIVATE_KEY: pem }, '/srv/app').mail.dkim?.privateKey).toBe(pem.trim());
    });

    it('all three or none: each missing one is named', () => {
      expect(problems({ DKIM_DOMAIN: 'example.com' })).toEqual([
        'DKIM_SELECTOR: is missing: DKIM_DOMAIN, DKIM_SELECTOR and DKIM_PRIVATE_KEY go together (DKIM_DOMAIN set)',
        'DKIM_PRIVATE_KEY: is missing: DKIM_DOMAIN, DKIM_SELECTOR and DKIM_PRIVATE_KEY go together (DKIM_DOMAIN set)',
      ]);
      expect(problems({ DKIM_SELECTOR: 'mail2026', DKIM_PRIVATE_KEY: oneLine })).toEqual([
        'DKIM_DOMAIN: is missing: DKIM_DOMAIN, DKIM_SELECTOR and DKIM_PRIVATE_KEY go together (DKIM_SELECTOR and DKIM_PRIVATE_KEY set)',
      ]);
    });

    it('names a key that cannot sign, a bad domain and a bad selector', () => {
      const ed25519 = generateKeyPairSync('ed25519').privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
      expect(problems({ ...dkim, DKIM_PRIVATE_KEY: 'not a key' })).toEqual([
        'DKIM_PRIVATE_KEY: must be an RSA private key in PEM (-----BEGIN PRIVATE KEY----- …), line breaks written as \\n',
      ]);
      expect(problems({ ...dkim, DKIM_PRIVATE_KEY: ed25519 })).toEqual(['DKIM_PRIVATE_KEY: must be an RSA private key (this one is ed25519)']);
      expect(problems({ ...dkim, DKIM_DOMAIN: 'localhost', DKIM_SELECTOR: 'a b' })).toEqual([
        'DKIM_DOMAIN: must be a domain name such as example.com',
        'DKIM_SELECTOR: must be a selector such as mail2026 (letters, digits, - and .)',
      ]);
    });
  });

  it('newsletter: NEWSLETTER_PER_MINUTE is a positive whole number, 600 by default', () => {
    expect(parseEnv({}, '/srv/app').mail.newsletterPerMinute).toBe(600);
    expect(parseEnv({ NEWSLETTER_PER_MINUTE: '60000' }, '/srv/app').mail.newsletterPerMinute).toBe(60000);
    expect(problems({ NEWSLETTER_PER_MINUTE: '0' }).some((p) => p.startsWith('NEWSLETTER_PER_MINUTE: must be positive'))).toBe(true);
    expect(problems({ NEWSLETTER_PER_MINUTE: 'fast' }).some((p) => p.startsWith('NEWSLETTER_PER_MINUTE: must be a number'))).toBe(true);
  });
});

describe('parseEnv: re-authentication, single sign-on and passkeys (issue 28)', () => {
  const named = (input: Record<string, string>, name: string) => problems(input).filter((p) => p.startsWith(`${name}:`));

  it('defaults: 10-minute re-authentication, no SSO, passwords on, the site host as relying party', () => {
    const c = parseEnv({ SITE_URL: 'https://www.example.com' }, '/srv/app');
    expect(c).toMatchObject({ REAUTH_MINUTES: 10, OIDC_LABEL: 'Sign in with single sign-on', OIDC_TRUST_MFA: false, PASSWORD_LOGIN: true });
    expect(c.OIDC_ISSUER).toBeUndefined();
    expect(c.webauthn).toEqual({ rpId: 'www.example.com', rpName: 'www.example.com' });
    expect(parseEnv({}, '/srv/app').webauthn.rpId).toBe('localhost');
  });

  it('reads a full SSO and passkey setup', () => {
    const c = parseEnv(
      {
        SITE_URL: 'https://www.example.com',
        REAUTH_MINUTES: '5',
        OIDC_ISSUER: 'https://login.example.com/realms/staff',
        OIDC_CLIENT_ID: 'website',
        OIDC_CLIENT_SECRET: 's3cret',
        OIDC_LABEL: 'Sign in with Example ID',
        OIDC_ALLOWED_DOMAINS: 'Example.com, @example.org',
        OIDC_DEFAULT_ROLE: 'author',
        OIDC_TRUST_MFA: 'true',
        PASSWORD_LOGIN: 'false',
        WEBAUTHN_RP_ID: 'example.com',
        WEBAUTHN_RP_NAME: 'Example',
      },
      '/srv/app',
    );
    expect(c).toMatchObject({
      REAUTH_MINUTES: 5,
      OIDC_ISSUER: 'https://login.example.com/realms/staff',
      OIDC_CLIENT_ID: 'website',
      OIDC_CLIENT_SECRET: 's3cret',
      OIDC_LABEL: 'Sign in with Example ID',
      OIDC_ALLOWED_DOMAINS: ['example.com', 'example.org'],
      OIDC_DEFAULT_ROLE: 'author',
      OIDC_TRUST_MFA: true,
      PASSWORD_LOGIN: false,
      webauthn: { rpId: 'example.com', rpName: 'Example' },
    });
  });

  it('REAUTH_MINUTES is a positive number of minutes, at most a day; a fraction is seconds (for tests)', () => {
    expect(named({ REAUTH_MINUTES: '0' }, 'REAUTH_MINUTES')).toEqual(['REAUTH_MINUTES: must be positive']);
    expect(named({ REAUTH_MINUTES: 'soon' }, 'REAUTH_MINUTES')).toEqual(['REAUTH_MINUTES: must be a number']);
    expect(parseEnv({ REAUTH_MINUTES: '0.1' }, '/srv/app').REAUTH_MINUTES).toBe(0.1);
    expect(named({ REAUTH_MINUTES: '1441' }, 'REAUTH_MINUTES')).toEqual(['REAUTH_MINUTES: must be at most 1440 (a day)']);
  });

  it('OIDC_ISSUER must be https; http only on loopback', () => {
    const http = 'OIDC_ISSUER: must be https (http only for a loopback test provider)';
    expect(named({ OIDC_ISSUER: 'http://login.example.com', OIDC_CLIENT_ID: 'x' }, 'OIDC_ISSUER')).toEqual([http]);
    expect(named({ OIDC_ISSUER: 'not a url', OIDC_CLIENT_ID: 'x' }, 'OIDC_ISSUER')).toEqual(['OIDC_ISSUER: must be an absolute URL']);
    for (const issuer of ['http://127.0.0.1:3419', 'http://localhost:3419/oidc', 'http://[::1]:3419']) {
      expect(parseEnv({ OIDC_ISSUER: issuer, OIDC_CLIENT_ID: 'x' }, '/srv/app').OIDC_ISSUER).toBe(issuer);
    }
  });

  it('OIDC_ISSUER and OIDC_CLIENT_ID go together', () => {
    const message = 'OIDC_ISSUER and OIDC_CLIENT_ID go together: set both or neither';
    expect(named({ OIDC_ISSUER: 'https://login.example.com' }, 'OIDC_CLIENT_ID')).toEqual([`OIDC_CLIENT_ID: ${message}`]);
    expect(named({ OIDC_CLIENT_ID: 'website' }, 'OIDC_ISSUER')).toEqual([`OIDC_ISSUER: ${message}`]);
  });

  it('OIDC_ALLOWED_DOMAINS and OIDC_DEFAULT_ROLE go together; the role is never admin', () => {
    const sso = { OIDC_ISSUER: 'https://login.example.com', OIDC_CLIENT_ID: 'website' };
    expect(named({ ...sso, OIDC_ALLOWED_DOMAINS: 'example.com' }, 'OIDC_DEFAULT_ROLE')).toHaveLength(1);
    expect(named({ ...sso, OIDC_DEFAULT_ROLE: 'user' }, 'OIDC_ALLOWED_DOMAINS')).toHaveLength(1);
    expect(named({ ...sso, OIDC_ALLOWED_DOMAINS: 'example.com', OIDC_DEFAULT_ROLE: 'admin' }, 'OIDC_DEFAULT_ROLE')).toEqual([
      'OIDC_DEFAULT_ROLE: must not be admin: make administrators by hand',
    ]);
    expect(named({ ...sso, OIDC_ALLOWED_DOMAINS: 'example.com', OIDC_DEFAULT_ROLE: 'boss' }, 'OIDC_DEFAULT_ROLE')[0]).toMatch(/must be one of admin/);
    expect(named({ ...sso, OIDC_ALLOWED_DOMAINS: 'not a domain', OIDC_DEFAULT_ROLE: 'user' }, 'OIDC_ALLOWED_DOMAINS')).toEqual([
      'OIDC_ALLOWED_DOMAINS: must be domain names, comma-separated',
    ]);
  });

  it('PASSWORD_LOGIN=false needs OIDC_ISSUER', () => {
    expect(named({ PASSWORD_LOGIN: 'false' }, 'PASSWORD_LOGIN')).toEqual([
      'PASSWORD_LOGIN: false needs OIDC_ISSUER: staff would have no way to sign in',
    ]);
    expect(named({ PASSWORD_LOGIN: 'maybe' }, 'PASSWORD_LOGIN')).toEqual(['PASSWORD_LOGIN: must be true or false']);
  });

  it("WEBAUTHN_RP_ID must be the site's host or a parent domain of it", () => {
    expect(named({ SITE_URL: 'https://www.example.com', WEBAUTHN_RP_ID: 'example.org' }, 'WEBAUTHN_RP_ID')).toEqual([
      "WEBAUTHN_RP_ID: must be the site's host name (www.example.com) or a parent domain of it",
    ]);
    expect(named({ SITE_URL: 'https://www.example.com', WEBAUTHN_RP_ID: 'ample.com' }, 'WEBAUTHN_RP_ID')).toHaveLength(1);
    expect(parseEnv({ SITE_URL: 'https://www.example.com', WEBAUTHN_RP_ID: 'www.example.com' }, '/srv/app').webauthn.rpId).toBe('www.example.com');
  });
});
