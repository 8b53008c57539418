import { createPrivateKey, createPublicKey } from 'node:crypto';

/** DKIM_DOMAIN, DKIM_SELECTOR and DKIM_PRIVATE_KEY: every outgoing message is signed for the domain (decision 101). */
export interface DkimSettings {
  domainName: string;
  keySelector: string;
  /** PEM, with real line breaks. */
  privateKey: string;
}

/**
 * What nodemailer signs by default (RFC 4871 5.5's list), plus List-Unsubscribe-Post: RFC 8058 asks
 * for both one-click headers under the signature, and nodemailer's default leaves the second out.
 * Only the fields a message has go into its `h=`.
 */
export const DKIM_SIGNED_HEADERS = [
  'From',
  'Sender',
  'Reply-To',
  'Subject',
  'Date',
  'Message-ID',
  'To',
  'Cc',
  'MIME-Version',
  'Content-Type',
  'Content-Transfer-Encoding',
  'Content-ID',
  'Content-Description',
  'Resent-Date',
  'Resent-From',
  'Resent-Sender',
  'Resent-To',
  'Resent-Cc',
  'Resent-Message-ID',
  'In-Reply-To',
  'References',
  'List-Id',
  'List-Help',
  'List-Unsubscribe',
  'List-Unsubscribe-Post',
  'List-Subscribe',
  'List-Post',
  'List-Owner',
  'List-Archive',
].join(':');

/** An env file holds one line: a PEM written there with `\n` escapes gets its line breaks back. */
export const dkimPem = (value: string) => value.replace(/\\n/g, '\n').trim();

/** Why DKIM_PRIVATE_KEY cannot sign (nodemailer would send such mail unsigned, silently), or null. */
export function dkimKeyProblem(value: string): string | null {
  try {
    const key = createPrivateKey(dkimPem(value));
    return key.asymmetricKeyType === 'rsa' ? null : `must be an RSA private key (this one is ${key.asymmetricKeyType})`;
  } catch {
    return 'must be an RSA private key in PEM (-----BEGIN PRIVATE KEY----- …), line breaks written as \\n';
  }
}

/** The TXT record receivers look the public key up in: `<selector>._domainkey.<domain>`. */
export function dkimDnsRecord(dkim: DkimSettings): { dnsName: string; dnsValue: string } {
  const publicKey = createPublicKey(dkim.privateKey).export({ type: 'spki', format: 'der' }).toString('base64');
  return { dnsName: `${dkim.keySelector}._domainkey.${dkim.domainName}`, dnsValue: `v=DKIM1; k=rsa; p=${publicKey}` };
}
