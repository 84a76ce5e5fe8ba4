import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';

import { Dialog, DialogContent, DialogTitle } from './dialog';

function Page() {
  const [open, setOpen] = useState(false);
  return (
    <main>
      <button type="button" onClick={() => setOpen(true)}>
        Read the terms
      </button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent aria-describedby={undefined}>
          <DialogTitle>Terms</DialogTitle>
          <button type="button" onClick={() => setOpen(false)}>
            I understand
          </button>
        </DialogContent>
      </Dialog>
    </main>
  );
}

describe('a dialog opened by a plain button', () => {
  it.each([
    ['its own button', async (user: ReturnType<typeof userEvent.setup>) => user.click(screen.getByRole('button', { name: 'I understand' }))],
    ['the × button', async (user: ReturnType<typeof userEvent.setup>) => user.click(screen.getByRole('button', { name: 'Close' }))],
    ['Escape', async (user: ReturnType<typeof userEvent.setup>) => user.keyboard('{Escape}')],
  ])('gives focus back to that button when closed by %s', async (_how, close) => {
    const user = userEvent.setup();
    render(<Page />);
    const opener = screen.getByRole('button', { name: 'Read the terms' });
    await user.click(opener);
    expect(screen.getByRole('dialog', { name: 'Terms' })).toBeInTheDocument();
    await close(user);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });
});
