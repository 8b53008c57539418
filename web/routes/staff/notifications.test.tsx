import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { MailPreferences } from '@contract/mail-preferences';
import Notifications from './notifications';

function renderScreen(preferences: MailPreferences, onSave: (form: FormData) => void) {
  // The loader and action go through the API (tested in test/api/lead-followups.test.ts); here the form.
  const Stub = createRoutesStub([
    {
      path: '/account/notifications',
      loader: () => ({ preferences }),
      action: async ({ request }) => {
        const form = await request.formData();
        onSave(form);
        const saved = { newLeads: form.has('newLeads'), assignments: form.has('assignments'), digest: form.has('digest') };
        return { ok: true, toast: 'Mail preferences saved', preferences: { ...saved, newLeadsGoToConfiguredAddress: false } };
      },
      Component: () => <Notifications {...({ loaderData: { preferences } } as Parameters<typeof Notifications>[0])} />,
    },
  ]);
  render(<Stub initialEntries={['/account/notifications']} />);
}

describe('Lead mail (/account/notifications)', () => {
  // Several clicks through a router stub: slow on a busy machine.
  it('shows the three choices as saved, and posts only the ticked ones', { timeout: 15_000 }, async () => {
    const posted: FormData[] = [];
    renderScreen({ newLeads: false, assignments: true, digest: true, newLeadsGoToConfiguredAddress: false }, (f) => posted.push(f));
    const newLeads = await screen.findByRole('checkbox', { name: /Each new lead/ });
    const digest = screen.getByRole('checkbox', { name: /Daily digest/ });
    expect([newLeads, screen.getByRole('checkbox', { name: /Leads given to me/ }), digest].map((c) => (c as HTMLInputElement).checked)).toEqual([
      false,
      true,
      true,
    ]);
    expect(screen.queryByText(/NOTIFY_EMAIL/)).toBeNull();
    await userEvent.click(newLeads);
    await userEvent.click(digest);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitForPost(posted);
    expect([...posted[0]!.keys()].sort()).toEqual(['assignments', 'newLeads']);
  });

  it('says new-lead mail goes to the configured address when NOTIFY_EMAIL decides', async () => {
    renderScreen({ newLeads: true, assignments: true, digest: true, newLeadsGoToConfiguredAddress: true }, () => undefined);
    expect(await screen.findByText(/goes to the address set in the site's configuration/)).toBeTruthy();
  });
});

async function waitForPost(posted: FormData[]) {
  for (let i = 0; i < 50 && !posted.length; i++) await new Promise((r) => setTimeout(r, 20));
}
