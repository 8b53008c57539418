import { Button, Heading, Text } from '@react-email/components';
import { EmailLayout } from './layout';

export interface BlogScheduleAlertProps {
  kind: 'late' | 'failed';
  title: string;
  /** The time it was due, written in the site's zone ("Tue 9 Dec 2026, 09:00 (Europe/London)"). */
  dueText: string;
  /** late: how late it went live. */
  seconds?: number;
  /** failed: why it could not be published. */
  error?: string;
  editUrl: string;
  siteName: string;
}

/** "2 min 14 s", "45 s", "1 h 3 min". */
export function lateBy(seconds: number): string {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  if (h) return `${h} h ${m} min`;
  return m ? `${m} min ${s} s` : `${s} s`;
}

export const blogScheduleAlertSubject = ({
  kind,
  title,
  dueText,
  seconds,
}: Pick<BlogScheduleAlertProps, 'kind' | 'title' | 'dueText' | 'seconds'>) =>
  kind === 'late' ? `Published ${lateBy(seconds ?? 0)} late: ${title}` : `Not published: ${title} was due at ${dueText}`;

function what({ kind, title, dueText, seconds, error }: BlogScheduleAlertProps): string[] {
  return kind === 'late'
    ? [
        `"${title}" was scheduled for ${dueText} and went live ${lateBy(seconds ?? 0)} late (the server was down or its jobs were not running then).`,
        'It is public now; nothing more to do.',
      ]
    : [
        `"${title}" was scheduled for ${dueText} and is still not public.`,
        `Error: ${error || 'unknown'}`,
        'Open it and press "Publish now", or choose a new time. The site keeps trying every minute.',
      ];
}

const footer = (siteName: string) => `${siteName} · sent once per scheduled time, to the admins and the post's author.`;

/** The plain-text part. */
export function blogScheduleAlertText(props: BlogScheduleAlertProps): string {
  return [blogScheduleAlertSubject(props), '', ...what(props), '', `Open the post: ${props.editUrl}`, '', footer(props.siteName)].join('\n');
}

/** To the admins and the author: a scheduled post went live late, or could not be published. */
export function BlogScheduleAlertEmail(props: BlogScheduleAlertProps) {
  const subject = blogScheduleAlertSubject(props);
  return (
    <EmailLayout preview={subject} footerText={footer(props.siteName)}>
      <Heading as="h1" style={{ fontSize: '20px' }}>
        {subject}
      </Heading>
      {what(props).map((line) => (
        <Text key={line}>{line}</Text>
      ))}
      <Button href={props.editUrl} style={{ background: '#1d4ed8', color: '#ffffff', padding: '10px 16px', borderRadius: '6px' }}>
        Open the post
      </Button>
    </EmailLayout>
  );
}
