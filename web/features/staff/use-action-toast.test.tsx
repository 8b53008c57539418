import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub, useFetcher } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { Toaster } from '~/components/ui/toaster';
import { useActionToast, type ActionAnswer } from './use-action-toast';

function Saver({ onSettled }: { onSettled: (answer: ActionAnswer) => void }) {
  const fetcher = useFetcher<ActionAnswer>();
  useActionToast(fetcher, onSettled);
  return (
    <fetcher.Form method="post">
      <button type="submit" name="outcome" value="ok">
        Save
      </button>
      <button type="submit" name="outcome" value="fail">
        Break
      </button>
    </fetcher.Form>
  );
}

function renderSaver(onSettled: (answer: ActionAnswer) => void) {
  const Stub = createRoutesStub([
    {
      path: '/',
      Component: () => (
        <>
          <Saver onSettled={onSettled} />
          <Toaster />
        </>
      ),
      action: async ({ request }) => {
        const outcome = (await request.formData()).get('outcome');
        return outcome === 'ok' ? { ok: true, toast: 'Lead saved' } : { error: 'Could not save the lead: Owner not found' };
      },
    },
  ]);
  render(<Stub initialEntries={['/']} />);
}

describe('useActionToast', () => {
  it('toasts the success text, then the error text naming what failed, once per answer', async () => {
    const onSettled = vi.fn();
    const user = userEvent.setup();
    renderSaver(onSettled);
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Lead saved')).toBeInTheDocument();
    expect(onSettled).toHaveBeenCalledTimes(1);
    expect(onSettled).toHaveBeenLastCalledWith({ ok: true, toast: 'Lead saved' });

    await user.click(screen.getByRole('button', { name: 'Break' }));
    expect(await screen.findByText('Could not save the lead: Owner not found')).toBeInTheDocument();
    expect(onSettled).toHaveBeenCalledTimes(2);
    // The same answer does not toast again on a re-render.
    expect(screen.getAllByText('Could not save the lead: Owner not found')).toHaveLength(1);
  });
});
