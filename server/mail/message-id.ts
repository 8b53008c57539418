/**
 * A Message-ID made from what the message is about (`<lead-<id>.staff@site-host>`), never random:
 * when a job is retried after a crash, the resend carries the same Message-ID, so mail clients and
 * the outbox see one message twice, not two messages.
 */
export function stableMessageId(subject: string, part: string, siteUrl: string): string {
  return `<${subject}.${part}@${new URL(siteUrl).hostname}>`;
}
