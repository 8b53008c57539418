import { describe, expect, it } from 'vitest';
import { leadReference } from './lead-reference';

describe('leadReference', () => {
  it('is L- and the last twelve hex digits of the id, upper case, in groups of four', () => {
    expect(leadReference('01a215ed-32e6-7387-a409-45ee175aa67a')).toBe('L-45EE-175A-A67A');
    expect(leadReference('00000000-0000-4000-8000-000000000000')).toBe('L-0000-0000-0000');
  });
});
