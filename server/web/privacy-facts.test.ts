import { describe, expect, it } from 'vitest';
import { privacyFactsSchema } from '@contract/privacy-facts';
import { parseEnv } from '../config/env';
import { privacyFactsFor } from './privacy-facts';

const facts = (env: Record<string, string>) => privacyFactsSchema.parse(privacyFactsFor(parseEnv(env, '/srv/app')));
const byId = (list: ReturnType<typeof facts>, id: string) => list.find((f) => f.id === id);

describe('privacyFactsFor', () => {
  it('writes the privacy facts from the environment the server runs with', () => {
    const plain = facts({});
    expect(byId(plain, 'attribution')?.howLong).toBe('Until you close the tab');
    expect(byId(plain, 'attribution-choice')).toBeUndefined();
    expect(byId(plain, 'staff-cookies')?.howLong).toBe('Session: 7 days at most; browser: 180 days');

    const asked = facts({ ATTRIBUTION_CONSENT: 'true', LEAD_RETENTION_DAYS: '365', SESSION_TTL_HOURS: '36', ANALYTICS: 'false' });
    expect(byId(asked, 'attribution')?.howLong).toMatch(/^Until you close the tab; 90 days if you allow it/);
    expect(byId(asked, 'attribution-choice')?.howLong).toBe('180 days, then we ask again');
    expect(byId(asked, 'enquiries')?.howLong).toMatch(/^365 days/);
    expect(byId(asked, 'staff-cookies')?.howLong).toMatch(/^Session: 36 hours at most/);
    expect(byId(asked, 'analytics')).toBeUndefined();
  });
});
