import { fillContactForm } from './contact-form';
import { expect, test } from './fixtures';

const SUCCESS = "Thank you for your message! We'll get back to you soon.";

// Issue 46 point 6: on a phone the thank-you sits above the form, out of sight once the form resets,
// and people sent twice. After a send it is brought into view and holds the focus.
test.describe('on a phone, the thank-you is seen', () => {
  test.use({ viewport: { width: 390, height: 700 } });

  for (const [path, reducedMotion] of [
    ['/', 'no-preference'],
    ['/contactus', 'reduce'],
  ] as const) {
    test(`${path} (prefers-reduced-motion: ${reducedMotion})`, async ({ page }) => {
      await page.emulateMedia({ reducedMotion });
      await page.goto(path);
      const form = await fillContactForm(page, {
        name: 'Grace Hopper',
        email: `thanks-${path.length}-${Date.now()}@example.com`,
        country: 'US',
        phone: '212 555 0199',
        service: 'PowerBI Dashboard Design',
        budget: 'Under $1,000',
        message: 'A weekly sales dashboard, please.',
        nda: false,
      });
      const status = form.getByRole('status');
      // Filled in, the visitor is at the button: the form's top, where the thank-you shows, is out of sight.
      await form.getByRole('button', { name: 'Send Message' }).scrollIntoViewIfNeeded();
      await expect(form.getByLabel('Name')).not.toBeInViewport();
      await form.getByRole('button', { name: 'Send Message' }).click();

      await expect(status).toContainText(SUCCESS);
      await expect(form.getByLabel('Name')).toHaveValue('');
      // The thank-you itself in full (below it, the status may offer the next call times).
      await expect(status.getByText(SUCCESS)).toBeInViewport({ ratio: 1 });
      await expect(status).toBeFocused();
    });
  }
});
