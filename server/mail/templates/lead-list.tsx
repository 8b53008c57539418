import { Button, Heading, Link, Section, Text } from '@react-email/components';
import { EmailLayout } from './layout';

/** One lead in a staff mail: what it is and the way to it. */
export interface LeadListItem {
  name: string;
  service: string;
  reference: string;
  /** A short line under it: "due 2026-11-20", "arrived 26 h ago". */
  note?: string;
  url: string;
}

export interface LeadListSection {
  title: string;
  items: LeadListItem[];
  /** Leads left out of a long list. */
  more: number;
}

/** The staff mails about leads (assignment, digest, escalation): a heading, a line, lists of leads, a button. */
export interface LeadListMail {
  heading: string;
  intro: string;
  sections: LeadListSection[];
  button: { href: string; text: string };
  /** Further links under the button (a booked call's "Cancel the call" beside "Choose another time"). */
  links?: { href: string; text: string }[];
  footer: string;
}

const itemLine = (i: LeadListItem) => `${i.name} · ${i.service} · ${i.reference}${i.note ? ` · ${i.note}` : ''}`;
const moreLine = (n: number) => `… and ${n} more`;

/** The plain-text part. */
export function leadListText(mail: LeadListMail): string {
  const sections = mail.sections.flatMap((s) => [
    '',
    `${s.title}:`,
    ...s.items.map((i) => `- ${itemLine(i)}\n  ${i.url}`),
    ...(s.more ? [moreLine(s.more)] : []),
  ]);
  const links = (mail.links ?? []).map((l) => `${l.text}: ${l.href}`);
  return [mail.heading, '', mail.intro, ...sections, '', `${mail.button.text}: ${mail.button.href}`, ...links, '', mail.footer].join('\n');
}

const sectionTitle = { margin: '20px 0 4px', fontSize: '13px', color: '#475569', textTransform: 'uppercase' as const };
const item = { margin: '6px 0', fontSize: '15px' };
const note = { color: '#475569', fontSize: '13px' };
const button = { backgroundColor: '#1d4ed8', color: '#ffffff', padding: '12px 18px', borderRadius: '6px', fontWeight: 'bold' };

export function LeadListEmail(mail: LeadListMail) {
  return (
    <EmailLayout preview={mail.intro} footerText={mail.footer}>
      <Heading as="h1" style={{ fontSize: '20px' }}>
        {mail.heading}
      </Heading>
      <Text>{mail.intro}</Text>
      {mail.sections.map((s) => (
        <Section key={s.title}>
          <Text style={sectionTitle}>{s.title}</Text>
          {s.items.map((i) => (
            <Text key={i.url} style={item}>
              <Link href={i.url}>{i.name}</Link> · {i.service} · {i.reference}
              {i.note ? <span style={note}> · {i.note}</span> : null}
            </Text>
          ))}
          {s.more ? <Text style={note}>{moreLine(s.more)}</Text> : null}
        </Section>
      ))}
      <Section style={{ marginTop: '24px' }}>
        <Button href={mail.button.href} style={button}>
          {mail.button.text}
        </Button>
      </Section>
      {mail.links?.length ? (
        <Text>
          {mail.links.map((l, i) => (
            <span key={l.href}>
              {i ? ' · ' : null}
              <Link href={l.href}>{l.text}</Link>
            </span>
          ))}
        </Text>
      ) : null}
    </EmailLayout>
  );
}
