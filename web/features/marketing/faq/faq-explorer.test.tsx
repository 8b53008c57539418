import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { defaultFaqTopicId, faqPage, faqTopics } from '~/content/faq';
import { FaqExplorer } from './faq-explorer';

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
  it('lists the four topics and selects Income Analytics first', () => {
    setup();
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual(['Expense tracking', 'Income Analytics', 'Budget management', 'Wealth management']);
    expect(screen.getByRole('tab', { name: 'Income Analytics' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Expense tracking' })).toHaveAttribute('aria-selected', 'false');
  });

  it('heads the panel with the selected topic followed by "Questions"', async () => {
    const { user } = setup();
    expect(within(visiblePanel()).getByRole('heading', { level: 3 })).toHaveTextContent('Income Analytics Questions');
    await user.click(screen.getByRole('tab', { name: 'Budget management' }));
    expect(within(visiblePanel()).getByRole('heading', { level: 3 })).toHaveTextContent('Budget management Questions');
  });

  it('numbers the two questions of a topic from 1', () => {
    setup();
    const buttons = questionButtons();
    expect(buttons).toHaveLength(2);
    expect(buttons[0]).toHaveTextContent(/^1\./);
    expect(buttons[1]).toHaveTextContent(/^2\./);
    expect(buttons[0]).toHaveTextContent(faqTopics[1]!.items[0].question);
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
    await user.click(screen.getByRole('tab', { name: 'Wealth management' }));
    const [first, second] = questionButtons();
    expect(first).toHaveAttribute('aria-expanded', 'false');
    expect(second).toHaveAttribute('aria-expanded', 'true');
    expect(isAnswerShown(second!)).toBe(true);
    expect(document.getElementById(second!.getAttribute('aria-controls')!)).toHaveTextContent(/rebalanced quarterly/);
  });

  it('moves between topics with the arrow, Home and End keys and toggles questions from the keyboard', async () => {
    const { user } = setup();
    screen.getByRole('tab', { name: 'Income Analytics' }).focus();
    await user.keyboard('{ArrowDown}');
    const budget = screen.getByRole('tab', { name: 'Budget management' });
    expect(budget).toHaveFocus();
    expect(budget).toHaveAttribute('aria-selected', 'true');
    expect(budget).toHaveAttribute('tabindex', '0');
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(screen.getByRole('tab', { name: 'Expense tracking' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('tab', { name: 'Wealth management' })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'Expense tracking' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Wealth management' })).toHaveAttribute('aria-selected', 'true');

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
        expect(container).toHaveTextContent(item.answer);
      }
    }
  });
});
