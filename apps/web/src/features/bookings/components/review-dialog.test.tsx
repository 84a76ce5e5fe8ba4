import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';

import { mockApi, renderWithApp } from '@/test/render';
import { ReviewDialog } from './review-dialog';

function Opener() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Leave a review
      </button>
      <ReviewDialog open={open} onOpenChange={setOpen} bookingId="b-1" serviceName="Gel Manicure" businessName="Fern Nail Studio" />
    </>
  );
}

describe('the review dialog', () => {
  it('drops "Choose a rating…" once a star is chosen', async () => {
    const user = userEvent.setup();
    mockApi({});
    renderWithApp(<Opener />);
    await user.click(screen.getByRole('button', { name: 'Leave a review' }));
    const dialog = screen.getByRole('dialog', { name: 'Review your visit' });
    await user.click(within(dialog).getByRole('button', { name: 'Post review' }));
    expect(within(dialog).getByText('Choose a rating from 1 to 5 stars.')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('radio', { name: '3 stars, Good' }));
    expect(within(dialog).queryByText('Choose a rating from 1 to 5 stars.')).not.toBeInTheDocument();
  });

  it('gives focus back to the button that opened it when it closes', async () => {
    const user = userEvent.setup();
    mockApi({});
    renderWithApp(<Opener />);
    const opener = screen.getByRole('button', { name: 'Leave a review' });
    await user.click(opener);
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });
});
