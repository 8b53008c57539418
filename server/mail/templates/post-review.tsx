import { Button, Heading, Text } from '@react-email/components';
import { EmailLayout } from './layout';

export interface PostReviewProps {
  title: string;
  /** Who submitted it. */
  submitter: string;
  editUrl: string;
  siteName: string;
}

export const postReviewSubject = ({ title }: Pick<PostReviewProps, 'title'>) => `Waiting for review: ${title}`;

const lines = ({ title, submitter }: PostReviewProps) => [
  `${submitter} submitted "${title}" for review.`,
  'Open it to read it, edit it if needed, and publish or schedule it.',
];

const footer = (siteName: string) => `${siteName} · sent to editors and administrators for each submission.`;

/** The plain-text part. */
export function postReviewText(props: PostReviewProps): string {
  return [postReviewSubject(props), '', ...lines(props), '', `Open the post: ${props.editUrl}`, '', footer(props.siteName)].join('\n');
}

/** To editors and admins: a contributor's draft waits for them to publish it. */
export function PostReviewEmail(props: PostReviewProps) {
  const subject = postReviewSubject(props);
  return (
    <EmailLayout preview={subject} footerText={footer(props.siteName)}>
      <Heading as="h1" style={{ fontSize: '20px' }}>
        {subject}
      </Heading>
      {lines(props).map((line) => (
        <Text key={line}>{line}</Text>
      ))}
      <Button href={props.editUrl} style={{ background: '#1d4ed8', color: '#ffffff', padding: '10px 16px', borderRadius: '6px' }}>
        Open the post
      </Button>
    </EmailLayout>
  );
}
