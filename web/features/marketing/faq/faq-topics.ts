import type { FaqItem } from '@contract/content/faq';
import type { FaqTopic } from './faq-explorer';

const topicId = (group: string) =>
  group
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '') || 'questions';

/** The FAQ's questions grouped into tabs by their `group`, groups in the order of their first question. */
export function faqTopics(items: FaqItem[]): FaqTopic[] {
  const topics = new Map<string, FaqTopic>();
  for (const { group, question, answer } of items) {
    const topic = topics.get(group) ?? { id: topicId(group), name: group, items: [] };
    topic.items.push({ question, answer });
    topics.set(group, topic);
  }
  return [...topics.values()];
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };

/** An answer's HTML as plain text (FAQPage structured data carries text). */
export function answerText(html: string): string {
  return html
    .replace(/<\/(?:p|li|h[1-6]|div|blockquote)>|<br\s*\/?>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_m, name: string) => ENTITIES[name] ?? '')
    .replace(/\s+/g, ' ')
    .trim();
}
