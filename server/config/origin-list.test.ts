import { describe, expect, it } from 'vitest';
import { EnvError, parseEnv } from './env';

function problems(value: string): string[] {
  try {
    parseEnv({ CORS_ORIGINS: value });
  } catch (err) {
    expect(err).toBeInstanceOf(EnvError);
    return (err as EnvError).problems;
  }
  throw new Error(`CORS_ORIGINS=${value} was accepted`);
}

describe('CORS_ORIGINS', () => {
  it('takes http(s) origins, in the form browsers send them', () => {
    expect(parseEnv({ CORS_ORIGINS: ' https://www.example.com/ ,http://localhost:5173,, HTTPS://Shop.Example.COM:443' }).corsOrigins).toEqual([
      'https://www.example.com',
      'http://localhost:5173',
      'https://shop.example.com',
    ]);
  });

  it.each([
    'https://www.example.com/app',
    'www.example.com',
    'ftp://files.example.com',
    'https://www.example.com?x=1',
    'https://www.example.com/#top',
    'https://user:pw@www.example.com',
    '*',
    'not a url',
  ])('refuses %j, naming CORS_ORIGINS and the entry', (entry) => {
    expect(problems(`https://ok.example, ${entry}`)).toEqual([
      `CORS_ORIGINS: "${entry}" is not an http(s) origin: give scheme and host (and port), no path, e.g. https://www.example.com`,
    ]);
  });

  it('names every bad entry', () => {
    expect(problems('https://a.example/x, https://b.example, b.example')).toHaveLength(2);
  });
});
