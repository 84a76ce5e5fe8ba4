import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'sonner';
import { describe, expect, it } from 'vitest';

import { makeOwnMerchant } from '@/test/merchant-fixtures';
import { callsTo, jsonResponse, mockApi, renderWithApp } from '@/test/render';
import { MerchantDashboardPage } from './merchant-dashboard-page';

const declined = makeOwnMerchant({
  certificate_url: '/api/files/6b0c6a52-6f0e-4b9e-8d55-5b8f1b6f2d10',
  availability_hours:
    'Monday: 09:00-17:00, Tuesday: 09:00-17:00, Wednesday: 09:00-17:00, Thursday: 09:00-17:00, Friday: 09:00-17:00, Saturday: 09:00-17:00, Sunday: Closed',
  status: 'declined',
  rejection_reason: 'Please add your insurance certificate.',
  is_approved: false,
  certificate_files: [
    {
      id: '6b0c6a52-6f0e-4b9e-8d55-5b8f1b6f2d10',
      file_type: 'certificate',
      file_name: '6b0c6a52-6f0e-4b9e-8d55-5b8f1b6f2d10.pdf',
      original_name: 'Licence.pdf',
      file_size: 2000,
      mime_type: 'application/pdf',
      file_url: '/api/files/6b0c6a52-6f0e-4b9e-8d55-5b8f1b6f2d10',
    },
  ],
});

describe('MerchantDashboardPage', () => {
  it('shows why an application was declined, on the banner and the overview, and Update Application resubmits it for review (decision 040)', async () => {
    const api = mockApi({
      'GET /api/merchants/me': () => jsonResponse(declined),
      'PUT /api/merchants/me': () => jsonResponse({ ...declined, status: 'pending_review', rejection_reason: null, resubmitted: true }),
    });
    renderWithApp(
      <>
        <MerchantDashboardPage />
        <Toaster />
      </>,
    );
    expect(await screen.findByText('Your application was declined')).toBeInTheDocument();
    expect(screen.getByText('Reason: Please add your insurance certificate.')).toBeInTheDocument();
    const actions = screen.getByRole('region', { name: 'Pending Actions' });
    expect(await within(actions).findByText('Your application was declined: Please add your insurance certificate. Update it and resubmit it for review.')).toBeInTheDocument();
    expect(within(actions).queryByText('No pending actions')).not.toBeInTheDocument();

    await userEvent.click(within(actions).getByRole('button', { name: 'Update and resubmit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Update your application' });
    expect(within(dialog).getByText('Please add your insurance certificate.')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Save Changes' })).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Resubmit for review' }));
    expect((await within(dialog).findAllByText('You must agree to the Service Provider Agreement to continue.')).length).toBeGreaterThan(0);
    expect(callsTo(api, 'PUT', '/api/merchants/me')).toHaveLength(0);

    await userEvent.click(within(dialog).getByRole('checkbox', { name: /I agree to the/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Resubmit for review' }));
    expect(await screen.findByText('Application resubmitted successfully! Your application is now under review again.')).toBeInTheDocument();
    const [saved] = callsTo(api, 'PUT', '/api/merchants/me');
    expect(saved?.body).toMatchObject({
      business_name: 'Fern Nail Studio',
      business_category: 'Nail Salon',
      phone: '+44 7700900777',
      certificate_files: [{ id: '6b0c6a52-6f0e-4b9e-8d55-5b8f1b6f2d10' }],
      agree_provider_agreement: true,
    });
    await waitFor(() => expect(screen.getByText('Your application is under review')).toBeInTheDocument());
  });

  it('keeps an Irish number Irish on save: the edit offers the 20 codes of onboarding (decision 035)', async () => {
    const irish = { ...declined, phone: '+353 871234567' };
    const api = mockApi({
      'GET /api/merchants/me': () => jsonResponse(irish),
      'PUT /api/merchants/me': () => jsonResponse({ ...irish, status: 'pending_review', rejection_reason: null, resubmitted: true }),
    });
    renderWithApp(<MerchantDashboardPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Update Application' }));
    const dialog = await screen.findByRole('dialog', { name: 'Update your application' });
    const code = within(dialog).getByRole('combobox', { name: 'Country code' });
    expect(within(code).getAllByRole('option')).toHaveLength(20);
    expect(within(code).getByRole('option', { name: 'IE (+353)' })).toHaveProperty('selected', true);
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /I agree to the/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Resubmit for review' }));
    await waitFor(() => expect(callsTo(api, 'PUT', '/api/merchants/me')).toHaveLength(1));
    expect(callsTo(api, 'PUT', '/api/merchants/me')[0]?.body).toMatchObject({ phone: '+353 871234567' });
  });

  it('tells a paused business it is paused and offers no edit', async () => {
    mockApi({ 'GET /api/merchants/me': () => jsonResponse({ ...declined, status: 'approved', rejection_reason: null, is_paused: true, is_approved: true }) });
    renderWithApp(<MerchantDashboardPage />);
    expect(await screen.findByText('Business Paused')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit Business Profile' })).not.toBeInTheDocument();
  });
});
