import { z } from 'zod';

/** Where the IMAP poller signs in (decision 132), read from IMAP_URL. */
export interface ImapSettings {
  host: string;
  port: number;
  /** imaps: TLS from the first byte; imap: plain, upgraded by STARTTLS when the server offers it. */
  secure: boolean;
  user: string;
  password: string;
  /** The mailbox polled: the URL's path, INBOX when it has none. */
  mailbox: string;
}

const SHAPE = 'imaps://user:password@imap.example.com:993/INBOX';

/** IMAP_URL as settings, or the reason it is not one (a user and a password are required; special characters percent-encoded). */
export function parseImapUrl(value: string): ImapSettings | string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return `must be an imaps:// or imap:// URL, e.g. ${SHAPE}`;
  }
  if (url.protocol !== 'imaps:' && url.protocol !== 'imap:') return `must start with imaps:// (or imap://), e.g. ${SHAPE}`;
  if (!url.hostname) return `must name the server, e.g. ${SHAPE}`;
  if (!url.username || !url.password) return `must carry the mailbox's user and password, e.g. ${SHAPE} (percent-encode @, : and / in them)`;
  let user: string, password: string, mailbox: string;
  try {
    user = decodeURIComponent(url.username);
    password = decodeURIComponent(url.password);
    mailbox = decodeURIComponent(url.pathname.replace(/^\/+/, '').replace(/\/+$/, ''));
  } catch {
    return 'has a malformed percent-encoding';
  }
  const secure = url.protocol === 'imaps:';
  return {
    host: url.hostname.replace(/^\[(.*)\]$/, '$1'),
    port: url.port ? Number(url.port) : secure ? 993 : 143,
    secure,
    user,
    password,
    mailbox: mailbox || 'INBOX',
  };
}

/** IMAP_URL: checked at start, kept as the string (the poller reads it with parseImapUrl). */
export const imapUrlSchema = z.string().superRefine((value, ctx) => {
  const parsed = parseImapUrl(value);
  if (typeof parsed === 'string') ctx.addIssue({ code: 'custom', message: parsed });
});
