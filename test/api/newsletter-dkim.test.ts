import { generateKeyPairSync } from 'node:crypto';
import type { ParsedMail } from 'mailparser';
import { dkimVerify } from 'mailauth/lib/dkim/verify';
import { afterAll, describe, expect, it } from 'vitest';
import type { Blog } from '@contract/blogs';
import type { EmailSummary } from '@contract/emails';
import { subscriptions } from '../../server/db/schema/index';
import { buildTestApp } from '../helpers/app';
import { startSmtpSink } from '../helpers/smtp-sink';

const SITE = 'https://site.test';
const DNS_NAME = 'mail2026._domainkey.example.com';
const toAddress = (m: ParsedMail) => (m.to as { value: { address: string }[] }).value[0]!.address;

/** A key made for this run: its public half is only in this test's "DNS". */
const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
const publicKeyBase64 = publicKey.export({ type: 'spki', format: 'der' }).toString('base64');

/** Answers the one TXT record from the generated key, split in 255-byte strings as DNS serves it; nothing goes to the network. */
const resolver = async (name: string, rrtype: string) => {
  if (rrtype === 'TXT' && name === DNS_NAME) return [`v=DKIM1; k=rsa; p=${publicKeyBase64}`.match(/.{1,255}/g)!];
  throw Object.assign(new Error(`queryTxt ENOTFOUND ${name}`), { code: 'ENOTFOUND' });
};

describe('newsletter mail is DKIM-signed, the one-click headers under the signature (issue 43 point 5)', async () => {
  const sink = await startSmtpSink();
  afterAll(() => sink.close());
  const { app, database, loginAs } = await buildTestApp(
    { siteUrl: SITE },
    {
      mail: {
        smtpUrl: sink.url,
        from: 'Site <news@example.com>',
        autoReply: false,
        siteUrl: SITE,
        newsletterPerMinute: 100_000,
        dkim: { domainName: 'example.com', keySelector: 'mail2026', privateKey: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString() },
      },
    },
  );
  const [staff, admin] = [await loginAs('editor'), await loginAs('admin')];

  it('a sent newsletter verifies with an independent DKIM verifier, h= naming List-Unsubscribe and List-Unsubscribe-Post', async () => {
    await database.db.insert(subscriptions).values({ email: 'reader@example.org', status: 'confirmed' });
    const post = (
      await app.inject({
        method: 'POST',
        url: '/api/blogs/new',
        headers: staff.bearerHeaders,
        payload: { title: 'Signed digest', isPublished: true, content: '<p>Prices went up.</p>' },
      })
    ).json() as Blog;
    const res = await app.inject({ method: 'POST', url: `/api/blogs/${post._id}/newsletter`, headers: staff.bearerHeaders });
    expect(res.statusCode, res.body).toBe(202);
    const [mail] = await sink.waitFor(1, (m) => toAddress(m) === 'reader@example.org');

    const { results } = await dkimVerify(sink.raw(mail!), { resolver, curTime: new Date() });
    expect(results).toHaveLength(1);
    const [signature] = results;
    expect(signature!.status.result, signature!.info).toBe('pass');
    expect(signature).toMatchObject({ signingDomain: 'example.com', selector: 'mail2026' });
    const signed = signature!.signingHeaders!.keys.toLowerCase().split(': ');
    expect(signed).toEqual(expect.arrayContaining(['from', 'subject', 'to', 'message-id', 'list-unsubscribe', 'list-unsubscribe-post']));

    // The record answered is what decides: with another domain's key in it, the same message fails.
    const otherKey = generateKeyPairSync('rsa', { modulusLength: 2048 }).publicKey.export({ type: 'spki', format: 'der' }).toString('base64');
    const wrong = await dkimVerify(sink.raw(mail!), { resolver: async () => [[`v=DKIM1; k=rsa; p=${otherKey}`]] });
    expect(wrong.results[0]!.status.result).toBe('fail');
  });

  it("the outbox summary gives admins the TXT record to publish, its key the signing key's public half", async () => {
    const res = await app.inject({ method: 'GET', url: '/api/admin/emails/summary', headers: admin.bearerHeaders });
    expect(res.statusCode).toBe(200);
    expect((res.json() as EmailSummary).dkim).toEqual({
      domain: 'example.com',
      selector: 'mail2026',
      dnsName: DNS_NAME,
      dnsValue: `v=DKIM1; k=rsa; p=${publicKeyBase64}`,
    });
  });
});
