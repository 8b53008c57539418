import { describe, expect, it } from 'vitest';
import { defaultSubject, fillPlaceholders } from './saved-reply-text';

const values = { name: 'Ada', service: 'Web Scraping', reference: 'L-7F3A-91C2-0B4E', staffName: 'Sam' };

describe('fillPlaceholders', () => {
  it('replaces the four fields, with or without spaces in the braces', () => {
    expect(fillPlaceholders('Hi {{name}}, about {{ service }} ({{reference}}). {{staffName}}', values)).toBe(
      'Hi Ada, about Web Scraping (L-7F3A-91C2-0B4E). Sam',
    );
  });
  it('leaves unknown placeholders as written and does not read inherited keys', () => {
    expect(fillPlaceholders('{{company}} {{toString}} {{name}}', values)).toBe('{{company}} {{toString}} Ada');
  });
  it('does not expand a value that itself looks like a placeholder', () => {
    expect(fillPlaceholders('{{name}}', { ...values, name: '{{staffName}}' })).toBe('{{staffName}}');
  });
});

describe('defaultSubject', () => {
  it('names the reference', () => {
    expect(defaultSubject('L-1')).toBe('Re: your enquiry L-1');
    expect(defaultSubject('')).toBe('Re: your enquiry');
  });
});
