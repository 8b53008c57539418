import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FaqExplorer } from './faq-explorer';
import { answerText, faqTopics as groupFaq } from './faq-topics';

const q = (group: string, question: string, answer: string) => ({ group, question, answer: `<p>${answer}</p>` });
/** Questions as the faq collection lists them: groups interleaved, each group's questions in item order. */
const items = [
  q('Legal and compliance', 'Is web scraping legal?', 'Public data, reviewed <strong>source by source</strong>.'),
  q('Your data', 'Who owns the data?', 'You do.'),
  q('Legal and compliance', 'Do you collect personal data?', 'Only with a lawful basis.'),
  q('Your data', 'In which formats do you deliver?', 'CSV, JSON &amp; Excel.'),
  q('Projects', 'What happens when a site changes?', 'We repair the scraper.'),
  q('Projects', 'How do you keep data secure?', 'Encrypted in transit and at rest.'),
  q('Pricing and contracts', 'How do you price a project?', 'Fixed price or monthly fee.'),
  q('Pricing and contracts', 'Will you sign an NDA?', 'Yes, signed before you share details, reviewed quarterly.'),
];
const faqTopics = groupFaq(items);
const defaultFaqTopicId = faqTopics[1]!.id;
const faqPage = { topicsLabel: 'FAQ topics', questionsSuffix: 'Questions' };

function setup() {
  const user = userEvent.setup();
  render(
    <FaqExplorer topics={faqTopics} defaultTopicId={defaultFaqTopicId} topicsLabel={faqPage.topicsLabel} questionsSuffix={faqPage.questionsSuffix} />,
  );
  return { user };
}

/** The visible panel (jsdom applies no Tailwind CSS, so rely on the `hidden` class the component sets). */
function visiblePanel() {
  const panels = screen.getAllByRole('tabpanel', { hidden: true }).filter((p) => !p.classList.contains('hidden'));
  expect(panels).toHaveLength(1);
  return panels[0]!;
}
const questionButtons = () => within(visiblePanel()).getAllByRole('button');
const isAnswerShown = (button: HTMLElement) => {
  const answer = document.getElementById(button.getAttribute('aria-controls')!)!;
  return !answer.classList.contains('hidden');
};

describe('FaqExplorer', () => {
  it('lists the four groups in the order of their first question and selects the default one', () => {
    setup();
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual(['Legal and compliance', 'Your data', 'Projects', 'Pricing and contracts']);
    expect(screen.getByRole('tab', { name: 'Your data' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Legal and compliance' })).toHaveAttribute('aria-selected', 'false');
  });

  it('heads the panel with the selected topic followed by "Questions"', async () => {
    const { user } = setup();
    expect(within(visiblePanel()).getByRole('heading', { level: 3 })).toHaveTextContent('Your data Questions');
    await user.click(screen.getByRole('tab', { name: 'Projects' }));
    expect(within(visiblePanel()).getByRole('heading', { level: 3 })).toHaveTextContent('Projects Questions');
  });

  it('numbers the two questions of a topic from 1', () => {
    setup();
    const buttons = questionButtons();
    expect(buttons).toHaveLength(2);
    expect(buttons[0]).toHaveTextContent(/^1\./);
    expect(buttons[1]).toHaveTextContent(/^2\./);
    expect(buttons[0]).toHaveTextContent(faqTopics[1]!.items[0]!.question);
  });

  it('opens an answer on click and closes it on a second click', async () => {
    const { user } = setup();
    const [first] = questionButtons();
    expect(first).toHaveAttribute('aria-expanded', 'false');
    expect(isAnswerShown(first!)).toBe(false);
    await user.click(first!);
    expect(first).toHaveAttribute('aria-expanded', 'true');
    expect(isAnswerShown(first!)).toBe(true);
    await user.click(first!);
    expect(first).toHaveAttribute('aria-expanded', 'false');
    expect(isAnswerShown(first!)).toBe(false);
  });

  it('keeps at most one question open', async () => {
    const { user } = setup();
    const [first, second] = questionButtons();
    await user.click(first!);
    await user.click(second!);
    expect(first).toHaveAttribute('aria-expanded', 'false');
    expect(second).toHaveAttribute('aria-expanded', 'true');
    expect(isAnswerShown(first!)).toBe(false);
    expect(isAnswerShown(second!)).toBe(true);
  });

  it('keeps the open index when the topic changes', async () => {
    const { user } = setup();
    await user.click(questionButtons()[1]!);
    await user.click(screen.getByRole('tab', { name: 'Pricing and contracts' }));
    const [first, second] = questionButtons();
    expect(first).toHaveAttribute('aria-expanded', 'false');
    expect(second).toHaveAttribute('aria-expanded', 'true');
    expect(isAnswerShown(second!)).toBe(true);
    expect(document.getElementById(second!.getAttribute('aria-controls')!)).toHaveTextContent(/reviewed quarterly/);
  });

  it('moves between topics with the arrow, Home and End keys and toggles questions from the keyboard', async () => {
    const { user } = setup();
    screen.getByRole('tab', { name: 'Your data' }).focus();
    await user.keyboard('{ArrowDown}');
    const budget = screen.getByRole('tab', { name: 'Projects' });
    expect(budget).toHaveFocus();
    expect(budget).toHaveAttribute('aria-selected', 'true');
    expect(budget).toHaveAttribute('tabindex', '0');
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(screen.getByRole('tab', { name: 'Legal and compliance' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('tab', { name: 'Pricing and contracts' })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'Legal and compliance' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Pricing and contracts' })).toHaveAttribute('aria-selected', 'true');

    const [first] = questionButtons();
    first!.focus();
    await user.keyboard('{Enter}');
    expect(first).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard(' ');
    expect(first).toHaveAttribute('aria-expanded', 'false');
  });

  it('renders every topic and answer in the markup so they read without JavaScript', () => {
    const { container } = render(
      <FaqExplorer topics={faqTopics} defaultTopicId={defaultFaqTopicId} topicsLabel="t" questionsSuffix={faqPage.questionsSuffix} />,
    );
    for (const topic of faqTopics) {
      for (const item of topic.items) {
        expect(container).toHaveTextContent(item.question);
        expect(container).toHaveTextContent(answerText(item.answer));
      }
    }
  });

  it('renders an answer as its HTML, not as escaped tags', () => {
    const { container } = render(<FaqExplorer topics={faqTopics} defaultTopicId={faqTopics[0]!.id} topicsLabel="t" questionsSuffix="Questions" />);
    expect(container.querySelector('strong')).toHaveTextContent('source by source');
    expect(container).not.toHaveTextContent('<p>');
  });
});

describe('faqTopics', () => {
  it('groups questions by their group, groups in the order of their first question', () => {
    expect(faqTopics.map((t) => [t.id, t.items.length])).toEqual([
      ['legal-and-compliance', 2],
      ['your-data', 2],
      ['projects', 2],
      ['pricing-and-contracts', 2],
    ]);
    expect(faqTopics[0]!.items.map((i) => i.question)).toEqual(['Is web scraping legal?', 'Do you collect personal data?']);
    expect(groupFaq([])).toEqual([]);
  });

  it('gives an answer as plain text for structured data', () => {
    expect(answerText('<p>CSV, JSON &amp; Excel.</p>\n<p>Or <a href="/x">an API</a>.</p>')).toBe('CSV, JSON & Excel. Or an API.');
  });
});
