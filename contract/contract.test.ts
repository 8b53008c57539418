import { describe, expect, it } from 'vitest';
import { blogBody } from './blogs';
import { buildPhone } from './choices';
import { createContactBody } from './leads';
import { createSubscriptionBody } from './subscriptions';
import { changePasswordBody, createUserBody, loginBody, publicUserSchema } from './users';

describe('contract schemas', () => {
  it('builds the phone as the original product did (+1 for US and CA, +44 for UK)', () => {
    expect(buildPhone('US', ' 555 1234 ')).toBe('+1 555 1234');
    expect(buildPhone('UK', '20 7946 0958')).toBe('+44 20 7946 0958');
    expect(buildPhone('CA', '416 555 0100')).toBe('+1 416 555 0100');
    expect(buildPhone('XX', '1')).toBe('+1 1');
  });

  it('normalises emails (trimmed, lower-cased) everywhere they arrive', () => {
    expect(createSubscriptionBody.parse({ email: '  A@B.CO ' }).email).toBe('a@b.co');
    expect(loginBody.parse({ email: ' A@B.CO', password: 'x' }).email).toBe('a@b.co');
  });

  it('fills the optional contact fields', () => {
    const parsed = createContactBody.parse({
      name: 'N',
      email: 'n@example.com',
      phone: '+1 5551234567',
      service: 'Web Scraping',
      budget: '$0 - $500',
    });
    expect(parsed).toMatchObject({ message: '', RND: false });
  });

  it.each(['admin@localhost', 'Ada.Lovelace+news@mail.example.co.uk', "o'brien@example.com", 'x@sub-domain.example'])(
    'accepts the email %s',
    (address) => {
      expect(createSubscriptionBody.safeParse({ email: address }).success).toBe(true);
      expect(createUserBody.safeParse({ name: 'a', email: address, password: 'amber-otter-92' }).success).toBe(true);
    },
  );

  it.each(['', 'plain', 'a@', '@b.co', 'a b@c.d', 'a@b..c'])('refuses the email %j', (address) => {
    expect(createSubscriptionBody.safeParse({ email: address }).success).toBe(false);
  });

  it.each([
    ['+1 (212) 555-0100', '+1 212 555 0100'],
    ['+1 212.555.0100', '+1 212 555 0100'],
    ['+44 20 7946 0958', '+44 20 7946 0958'],
    ['+44 (0)20-7946-0958', '+44 20 7946 0958'],
    ['+1 416 555 0100', '+1 416 555 0100'],
  ])('takes the phone %s and stores it as %s', (phone, stored) => {
    const body = { name: 'N', email: 'n@example.com', phone, service: 'Web Scraping', budget: '$0 - $500' };
    expect(createContactBody.parse(body).phone).toBe(stored);
  });

  it.each(['+1 555 0100', '+44 1', 'call me', '+1 212 555 0100 ext', '212 555 0100 +1', '+1'])('refuses the phone %j', (phone) => {
    const body = { name: 'N', email: 'n@example.com', phone, service: 'Web Scraping', budget: '$0 - $500' };
    expect(createContactBody.safeParse(body).error?.issues).toEqual([
      expect.objectContaining({ path: ['phone'], message: 'Enter a valid phone number' }),
    ]);
  });

  it('defaults a blog post to no tags, image or content; its state is left to the server (decision 046)', () => {
    expect(blogBody.parse({ title: ' T ' })).toEqual({ title: 'T', content: '', tags: [], featuredImage: '' });
  });

  it('a scheduled post needs its time; times and slugs are checked', () => {
    expect(blogBody.safeParse({ title: 'T', status: 'scheduled' }).error?.issues[0]?.path).toEqual(['publishAt']);
    expect(blogBody.safeParse({ title: 'T', status: 'scheduled', publishAt: 'tomorrow' }).success).toBe(false);
    expect(blogBody.safeParse({ title: 'T', status: 'scheduled', publishAt: '2030-01-01T09:00:00Z' }).success).toBe(true);
    expect(blogBody.parse({ title: 'T', slug: ' My-Post ' }).slug).toBe('my-post');
    for (const slug of ['tag', 'a--b', 'é', 'x'.repeat(81)]) expect(blogBody.safeParse({ title: 'T', slug }).success).toBe(false);
  });

  it('refuses NUL characters, which PostgreSQL cannot store', () => {
    expect(createSubscriptionBody.safeParse({ email: 'a\u0000@b.co' }).success).toBe(false);
    expect(blogBody.safeParse({ title: 'a\u0000' }).success).toBe(false);
    expect(blogBody.safeParse({ title: 'a', content: '\u0000' }).success).toBe(false);
    expect(blogBody.safeParse({ title: 'a', tags: ['\u0000'] }).success).toBe(false);
    expect(createUserBody.safeParse({ name: 'a', email: 'a@b.co', password: 'amber-otter-92', phone: '\u0000' }).success).toBe(false);
  });

  it('keeps the role to user or admin and the password to at least 8 characters (ASVS; SPEC said 6)', () => {
    expect(createUserBody.parse({ name: 'a', email: 'a@b.co', password: 'amber-otter-92' }).role).toBe('user');
    expect(createUserBody.safeParse({ name: 'a', email: 'a@b.co', password: 'amber-otter-92', role: 'root' }).success).toBe(false);
    expect(changePasswordBody.safeParse({ password: '1234567' }).success).toBe(false);
    expect(changePasswordBody.safeParse({ password: '12345678' }).success).toBe(true);
  });

  it('strips any password or hash from a public user', () => {
    const user = publicUserSchema.parse({
      _id: '1',
      name: 'n',
      email: 'e',
      phone: '',
      profileImage: '',
      role: 'admin',
      createdAt: 'now',
      password: 'p',
      passwordHash: 'h',
    });
    expect(Object.keys(user)).not.toContain('password');
    expect(Object.keys(user)).not.toContain('passwordHash');
  });

  it('takes images as http(s) URLs or site paths, never another site by a protocol-relative address', () => {
    const ok = (v: string) =>
      blogBody.safeParse({ title: 't', featuredImage: v }).success &&
      createUserBody.safeParse({ name: 'n', email: 'a@b.co', password: 'amber-otter-92', profileImage: v }).success;
    for (const v of ['', '/uploads/2026/11/a.png', 'https://res.cloudinary.com/x/image/upload/a.png', 'http://localhost:3000/uploads/a.png'])
      expect(ok(v), v).toBe(true);
    for (const v of [
      '//evil.example/a.png',
      '/\\evil.example/a.png',
      'javascript:alert(1)',
      'data:image/png;base64,AAAA',
      'https:///a.png',
      'uploads/a.png',
      '/uploads/a b.png',
    ])
      expect(ok(v), v).toBe(false);
  });
});
