import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CONSENT_KEY, FIRST_TOUCH_KEY, readAttributionChoice, recordFirstTouch } from '~/features/contact-form/first-touch';
import { AttributionBanner, AttributionChoicesLink } from './attribution-banner';

function page() {
  return render(
    <>
      <main id="main" tabIndex={-1}>
        <a href="/somewhere">A link on the page</a>
      </main>
      <footer>
        <AttributionChoicesLink />
      </footer>
      <AttributionBanner />
    </>,
  );
}

const banner = () => screen.queryByRole('region', { name: 'Remember how you found us?' });

describe('AttributionBanner', () => {
  it('asks a visitor who has not answered; Allow keeps the visit record in localStorage and hides it', async () => {
    window.history.replaceState(null, '', '/?utm_source=ads');
    recordFirstTouch(window);
    page();
    expect(banner()).toBeVisible();
    expect(screen.getByRole('link', { name: 'What we keep' })).toHaveAttribute('href', '/legal/privacy#attribution');
    // Not modal: the page before it stays reachable, and the banner is reachable by Tab.
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'A link on the page' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Allow' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(banner()).toBeNull();
    expect(readAttributionChoice(window.localStorage)).toBe('granted');
    expect(JSON.parse(window.localStorage.getItem(FIRST_TOUCH_KEY)!).utm.source).toBe('ads');
    expect(document.getElementById('main')).toHaveFocus();
  });

  it('"No thanks" keeps nothing in localStorage but the answer', async () => {
    page();
    await userEvent.click(screen.getByRole('button', { name: 'No thanks' }));
    expect(banner()).toBeNull();
    expect(readAttributionChoice(window.localStorage)).toBe('denied');
    expect(window.localStorage.getItem(FIRST_TOUCH_KEY)).toBeNull();
  });

  it('Escape without an answer is "No thanks"', async () => {
    page();
    screen.getByRole('button', { name: 'Allow' }).focus();
    await userEvent.keyboard('{Escape}');
    expect(banner()).toBeNull();
    expect(readAttributionChoice(window.localStorage)).toBe('denied');
  });

  it('stays hidden once answered; "Privacy choices" opens it with the answer, focused, and focus returns to the link', async () => {
    window.localStorage.setItem(CONSENT_KEY, JSON.stringify({ choice: 'denied', at: Date.now() }));
    page();
    expect(banner()).toBeNull();
    const link = screen.getByRole('link', { name: 'Privacy choices' });
    await userEvent.click(link);
    expect(banner()).toHaveFocus();
    expect(screen.getByText('Your answer now: No thanks.')).toBeVisible();
    // Escape with an answer standing closes without changing it.
    await userEvent.keyboard('{Escape}');
    expect(banner()).toBeNull();
    expect(link).toHaveFocus();
    expect(readAttributionChoice(window.localStorage)).toBe('denied');
    await userEvent.click(link);
    await userEvent.click(screen.getByRole('button', { name: 'Allow' }));
    expect(readAttributionChoice(window.localStorage)).toBe('granted');
    expect(link).toHaveFocus();
  });
});
