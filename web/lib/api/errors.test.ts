import { describe, expect, it } from 'vitest';
import { ApiRequestError, retryAfterSeconds, tooManyRequestsMessage } from './errors';

describe('tooManyRequestsMessage', () => {
  it('names the minutes of Retry-After after what the server refused', () => {
    const err = new ApiRequestError(429, { message: 'Too many failed sign-in attempts. Please wait 15 minutes and try again.' }, 61);
    expect(tooManyRequestsMessage(err)).toBe('Too many failed sign-in attempts. Please try again in 2 minutes.');
  });

  it('says one minute, and falls back to a generic first sentence', () => {
    expect(tooManyRequestsMessage(new ApiRequestError(429, null, 5))).toBe('Too many attempts. Please try again in 1 minute.');
    expect(tooManyRequestsMessage(new ApiRequestError(429, null))).toBe('Too many attempts. Please try again in 1 minute.');
  });

  it('is null for anything but a 429', () => {
    expect(tooManyRequestsMessage(new ApiRequestError(400, { message: 'x' }))).toBeNull();
    expect(tooManyRequestsMessage(new Error('x'))).toBeNull();
  });
});

describe('retryAfterSeconds', () => {
  it('reads seconds or an HTTP date, then the rate-limit headers', () => {
    expect(retryAfterSeconds(new Headers({ 'retry-after': '120' }))).toBe(120);
    const now = Date.parse('2026-11-22T10:00:00Z');
    expect(retryAfterSeconds(new Headers({ 'retry-after': 'Sun, 22 Nov 2026 10:05:00 GMT' }), now)).toBe(300);
    expect(retryAfterSeconds(new Headers({ 'x-ratelimit-reset': '30' }))).toBe(30);
    expect(retryAfterSeconds(new Headers())).toBeNull();
  });
});
