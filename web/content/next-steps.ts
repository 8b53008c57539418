/** What happens after a visitor sends the contact form: shown beside the form on Home and Contact. */
import { CalendarCheck, FileCheck, MessageSquareReply, type LucideIcon } from 'lucide-react';

export interface NextStep {
  icon: LucideIcon;
  title: string;
  text: string;
}

export const nextSteps = {
  title: 'What happens next',
  steps: [
    {
      icon: MessageSquareReply,
      title: 'A reply within one business day',
      text: 'An engineer reads your message and answers with questions or a first estimate — no sales script.',
    },
    {
      icon: CalendarCheck,
      title: 'A 20-minute call, if useful',
      text: 'We go through the sources, fields, volumes and delivery format with you. An NDA first, if you ask for one.',
    },
    {
      icon: FileCheck,
      title: 'A free sample and a fixed quote',
      text: 'You see real rows from your sources and a price with a delivery date before deciding anything.',
    },
  ] satisfies NextStep[],
} as const;
