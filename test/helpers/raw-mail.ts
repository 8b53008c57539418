/** A raw RFC 5322 message, CRLF line ends, as a provider forwards it or a mailbox holds it. */
export function rawMail(headers: Record<string, string>, body: string): string {
  const lines = Object.entries({ 'MIME-Version': '1.0', 'Content-Type': 'text/plain; charset=utf-8', ...headers }).map(([k, v]) => `${k}: ${v}`);
  return `${lines.join('\r\n')}\r\n\r\n${body.replace(/\r?\n/g, '\r\n')}\r\n`;
}
