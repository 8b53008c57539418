import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { EnvError, parseEnv } from './env';

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
      HOST: '0.0.0.0',
      TRUST_PROXY: false,
      LOG_LEVEL: 'info',
      SESSION_TTL_HOURS: 168,
      RATE_LIMIT_ENABLED: true,
      RATE_LIMIT_FORMS_MAX: 10,
      RATE_LIMIT_FORMS_WINDOW_MINUTES: 10,
      LOGIN_MAX_FAILURES: 10,
      LOGIN_WINDOW_MINUTES: 15,
      STORAGE_DRIVER: 'local',
      dataDir: path.resolve('/srv/app', 'data'),
      buildDir: path.resolve('/srv/app', 'build'),
      siteUrl: 'http://localhost:3000',
      corsOrigins: [],
    });
    expect(c.DATABASE_URL).toBeUndefined();
    expect(c.ADMIN_EMAIL).toBeUndefined();
  });

  it('treats empty strings as unset', () => {
    expect(parseEnv({ PORT: '', DATABASE_URL: '', ADMIN_EMAIL: '', ADMIN_PASSWORD: '' }).PORT).toBe(3000);
  });

  it('parses and normalises the values it is given', () => {
    const c = parseEnv(
      {
        PORT: '8080',
        TRUST_PROXY: 'yes',
        RATE_LIMIT_ENABLED: 'off',
        SITE_URL: 'https://www.example.com/',
        CORS_ORIGINS: ' https://a.example/ , https://b.example ,, ',
        DATABASE_URL: 'postgresql://u:p@db:5432/site',
        ADMIN_EMAIL: 'boss@example.com',
        ADMIN_PASSWORD: 'secret1',
        DATA_DIR: 'var/data',
      },
      '/srv/app',
    );
    expect(c).toMatchObject({
      PORT: 8080,
      TRUST_PROXY: true,
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
    expect(problems({ ADMIN_PASSWORD: 'secret1' })).toEqual(['ADMIN_EMAIL: ADMIN_EMAIL and ADMIN_PASSWORD go together: set both or neither']);
  });

  it.each([
    [{ ADMIN_EMAIL: 'not-an-email', ADMIN_PASSWORD: 'secret1' }, 'ADMIN_EMAIL'],
    [{ ADMIN_EMAIL: 'a@b.co', ADMIN_PASSWORD: '12345' }, 'ADMIN_PASSWORD'],
    [{ PORT: '70000' }, 'PORT'],
    [{ RATE_LIMIT_FORMS_MAX: '0' }, 'RATE_LIMIT_FORMS_MAX'],
    [{ LOGIN_MAX_FAILURES: '2.5' }, 'LOGIN_MAX_FAILURES'],
    [{ NODE_ENV: 'staging' }, 'NODE_ENV'],
    [{ STORAGE_DRIVER: 's3' }, 'S3_BUCKET'],
    [{ STORAGE_DRIVER: 'ftp' }, 'STORAGE_DRIVER'],
    [{ API_ORIGIN: 'not a url' }, 'API_ORIGIN'],
  ])('names the variable at fault: %j → %s', (input, name) => {
    const found = problems(input);
    expect(found.map((p) => p.split(':')[0])).toContain(name);
  });

  it('accepts s3 storage with a bucket', () => {
    expect(parseEnv({ STORAGE_DRIVER: 's3', S3_BUCKET: 'uploads' }).S3_BUCKET).toBe('uploads');
  });
});
