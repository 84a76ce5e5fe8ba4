import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { RejectDialog } from './reject-dialog';

function renderDialog(onReject = vi.fn(async () => {})) {
  const onOpenChange = vi.fn();
  render(<RejectDialog open onOpenChange={onOpenChange} subject="Glow Studio" onReject={onReject} fallbackError="Failed to reject merchant. Please try again." />);
  return { onReject, onOpenChange };
}

describe('RejectDialog', () => {
  it('keeps Reject disabled until a reason is chosen, and sends the listed reason with the notes', async () => {
    const user = userEvent.setup();
    const { onReject, onOpenChange } = renderDialog();
    const reject = screen.getByRole('button', { name: 'Reject' });
    expect(reject).toBeDisabled();
    await user.selectOptions(screen.getByLabelText('Rejection reason'), 'Invalid Documents');
    await user.type(screen.getByLabelText(/Admin notes/), 'Certificate expired in 2024');
    await user.click(reject);
    expect(onReject).toHaveBeenCalledWith({ rejection_reason: 'Invalid Documents', admin_notes: 'Certificate expired in 2024' });
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('asks for a custom reason with Other, counts its characters and sends it as the reason', async () => {
    const user = userEvent.setup();
    const { onReject } = renderDialog();
    await user.selectOptions(screen.getByLabelText('Rejection reason'), 'Other');
    expect(screen.getByRole('button', { name: 'Reject' })).toBeDisabled();
    await user.type(screen.getByLabelText('Custom reason'), 'No photos of the salon');
    expect(screen.getByText('22/100 characters')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reject' }));
    expect(onReject).toHaveBeenCalledWith({ rejection_reason: 'No photos of the salon', admin_notes: '' });
  });

  it("keeps the dialog open with the server's message when the rejection fails", async () => {
    const user = userEvent.setup();
    const { onOpenChange } = renderDialog(vi.fn(async () => Promise.reject(new Error('This business has already been reviewed.'))));
    await user.selectOptions(screen.getByLabelText('Rejection reason'), 'Incomplete Information');
    await user.click(screen.getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('This business has already been reviewed.')).toBeInTheDocument();
    expect(onOpenChange).not.toHaveBeenCalledWith(false);
  });
});
