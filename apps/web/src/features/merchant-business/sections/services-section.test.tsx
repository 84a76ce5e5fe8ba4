import type { OwnMerchant } from '@lull/domain/contracts/merchants';
import type { MerchantService } from '@lull/domain/contracts/services';
import { BUFFER_INVALID, SERVICE_REQUIRED } from '@lull/domain/validation/service-form';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'sonner';
import { describe, expect, it } from 'vitest';

import { makeMerchantService, makeOwnMerchant } from '@/test/merchant-fixtures';
import { callsTo, jsonResponse, mockApi, renderWithApp } from '@/test/render';
import { ServicesSection } from './services-section';

const merchant = makeOwnMerchant();

const service = (overrides: Partial<MerchantService> = {}) => makeMerchantService({ merchant_id: merchant.id, ...overrides });

const page = (items: MerchantService[]) => jsonResponse({ items, total: items.length, page: 1, page_size: 20 });

function renderSection(route: string, ofMerchant: OwnMerchant = merchant) {
  return renderWithApp(
    <>
      <ServicesSection merchant={ofMerchant} />
      <Toaster />
    </>,
    { route },
  );
}

describe('ServicesSection', () => {
  it('lists services with their approval, a rejection reason and an edit under review; the filters live in the address', async () => {
    const api = mockApi({
      'GET /api/services/me': () =>
        page([
          service(),
          service({ id: '8b0c6a52-6f0e-4b9e-8d55-5b8f1b6f2d10', name: 'Brow tint', category: 'Brows', approval_status: 'rejected', rejection_reason: 'Please add a photo.' }),
          service({ id: '9b0c6a52-6f0e-4b9e-8d55-5b8f1b6f2d10', name: 'Lash lift', proposed_changes: { ...service(), name: 'Lash lift deluxe', proposed_at: '2026-11-21T10:00:00.000Z' } }),
        ]),
    });
    const { router } = renderSection('/merchant/dashboard?tab=services&approval=rejected&q=brow');
    const table = await screen.findByRole('table', { name: 'Your services' });
    expect(within(table).getByText('Please add a photo.')).toBeInTheDocument();
    expect(within(table).getByText('Changes under review')).toBeInTheDocument();
    expect(within(table).getAllByText('£45.00').length).toBeGreaterThan(0);
    expect(within(table).getAllByText('Off-peak £35.00').length).toBeGreaterThan(0);
    const listUrl = api.mock.calls.map(([input]) => String(input)).find((url) => url.split('?')[0] === '/api/services/me');
    expect(listUrl).toContain('approval=rejected');
    expect(listUrl).toContain('q=brow');

    await userEvent.selectOptions(screen.getByLabelText('Active'), 'inactive');
    await waitFor(() => expect(router.state.location.search).toContain('active=inactive'));
  });

  it('says "No services yet" with Add, and shows Try again when the list fails', async () => {
    let fail = true;
    mockApi({ 'GET /api/services/me': () => (fail ? jsonResponse({ error: 'Database unavailable' }, 500) : page([])) });
    renderSection('/merchant/dashboard?tab=services');
    expect(await screen.findByRole('alert')).toHaveTextContent('Database unavailable');
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No services yet')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Add Service' })).toHaveLength(2);
  });

  it('opens the Add form from ?add=1, checks it with the shared rules, reviews it and submits it', async () => {
    const api = mockApi({
      'GET /api/services/me': () => page([]),
      'POST /api/services': ({ body }) => jsonResponse(service({ ...(body as object), approval_status: 'pending' }), 201),
    });
    const { router } = renderSection('/merchant/dashboard?tab=services&add=1');
    const dialog = await screen.findByRole('dialog', { name: 'Add Service' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Review' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(SERVICE_REQUIRED);

    await userEvent.type(within(dialog).getByLabelText('Service name'), 'Gel manicure');
    await userEvent.type(within(dialog).getByLabelText('Price (£)'), '45');
    await userEvent.type(within(dialog).getByLabelText(/Off-peak price/), '50');
    await userEvent.type(within(dialog).getByLabelText('Duration (minutes)'), '60');
    await userEvent.selectOptions(within(dialog).getByLabelText('Category'), 'Nails');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Review' }));
    expect(await within(dialog).findAllByText('Off-peak price must be below the regular price.')).not.toHaveLength(0);

    await userEvent.clear(within(dialog).getByLabelText(/Off-peak price/));
    await userEvent.type(within(dialog).getByLabelText(/Off-peak price/), '35.50');
    // First 12 start times, then the rest.
    expect(within(dialog).getAllByRole('button', { pressed: false })).toHaveLength(12);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Show More' }));
    expect(within(dialog).getAllByRole('button', { pressed: false })).toHaveLength(28);
    await userEvent.click(within(dialog).getByRole('button', { name: '21:30' }));
    await userEvent.click(within(dialog).getByRole('button', { name: '10:00' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Review' }));

    const review = await screen.findByRole('dialog', { name: 'Review your service' });
    expect(within(review).getByText('£35.50')).toBeInTheDocument();
    expect(within(review).getByText('10:00, 21:30')).toBeInTheDocument();
    await userEvent.click(within(review).getByRole('button', { name: 'Submit for review' }));
    await waitFor(() => expect(callsTo(api, 'POST', '/api/services')).toHaveLength(1));
    expect(callsTo(api, 'POST', '/api/services')[0]?.body).toEqual({
      name: 'Gel manicure',
      description: '',
      price: 45,
      off_peak_price: 35.5,
      duration: 60,
      buffer_minutes: 0,
      category: 'Nails',
      materials: '',
      technician_name: '',
      image_url: '',
      availability_schedule: '10:00,21:30',
    });
    expect(await screen.findByText(/Service added/)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).not.toContain('add=1'));
  });

  it('shows the clean-up time under the duration and edits it from the one service form, at once beside an edit under review (decision 050)', async () => {
    const api = mockApi({
      'GET /api/services/me': () =>
        page([service({ buffer_minutes: 15, proposed_changes: { ...service(), name: 'Gel manicure deluxe', proposed_at: '2026-11-21T10:00:00.000Z' } })]),
      'PUT /api/services/7b0c6a52-6f0e-4b9e-8d55-5b8f1b6f2d10': () => jsonResponse(service({ buffer_minutes: 30 })),
    });
    renderSection('/merchant/dashboard?tab=services');
    const table = await screen.findByRole('table', { name: 'Your services' });
    expect(within(table).getByText('+15 min clean-up')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Edit Gel manicure' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Service' });
    const cleanUp = within(dialog).getByLabelText('Clean-up time after');
    // The service's own, not the waiting edit's (which holds none).
    expect(cleanUp).toHaveValue('15');
    expect(cleanUp).toHaveAccessibleDescription("Keeps the team member free after the treatment; customers don't see it.");
    expect(within(cleanUp).getAllByRole('option').map((option) => option.textContent)).toEqual([
      'None',
      '5 minutes',
      '10 minutes',
      '15 minutes',
      '20 minutes',
      '30 minutes',
      '45 minutes',
      '60 minutes',
    ]);
    await userEvent.selectOptions(cleanUp, '30 minutes');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Review' }));
    const review = await screen.findByRole('dialog', { name: 'Review your service' });
    expect(within(review).getByText('30 minutes')).toBeInTheDocument();
    expect(within(review).getByText(/applies at once/)).toBeInTheDocument();
    await userEvent.click(within(review).getByRole('button', { name: 'Submit changes for review' }));
    await waitFor(() => expect(callsTo(api, 'PUT', '/api/services/7b0c6a52-6f0e-4b9e-8d55-5b8f1b6f2d10')).toHaveLength(1));
    expect(callsTo(api, 'PUT', '/api/services/7b0c6a52-6f0e-4b9e-8d55-5b8f1b6f2d10')[0]?.body).toMatchObject({ name: 'Gel manicure deluxe', buffer_minutes: 30 });
  });

  it("puts the server's refusal of the clean-up time on its field", async () => {
    mockApi({
      'GET /api/services/me': () => page([service()]),
      'PUT /api/services/7b0c6a52-6f0e-4b9e-8d55-5b8f1b6f2d10': () => jsonResponse({ error: BUFFER_INVALID, fields: { buffer_minutes: BUFFER_INVALID } }, 400),
    });
    renderSection('/merchant/dashboard?tab=services');
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Gel manicure' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Service' });
    expect(within(dialog).getByLabelText('Clean-up time after')).toHaveValue('0');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Review' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Review your service' })).getByRole('button', { name: 'Submit changes for review' }));
    const back = await screen.findByRole('dialog', { name: 'Edit Service' });
    const cleanUp = within(back).getByLabelText('Clean-up time after');
    await waitFor(() => expect(cleanUp).toHaveAttribute('aria-invalid', 'true'));
    expect(cleanUp).toHaveAccessibleDescription(expect.stringContaining(BUFFER_INVALID));
  });

  it("shows 'Failed to save service.' with the server's reason, and the server's message when a delete is refused", async () => {
    mockApi({
      'GET /api/services/me': () => page([service()]),
      'PUT /api/services/7b0c6a52-6f0e-4b9e-8d55-5b8f1b6f2d10': () => jsonResponse({ error: 'Too many requests.' }, 429),
      'DELETE /api/services/7b0c6a52-6f0e-4b9e-8d55-5b8f1b6f2d10': () => jsonResponse({ error: 'This service has upcoming bookings, so it cannot be deleted.' }, 409),
    });
    renderSection('/merchant/dashboard?tab=services');
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Gel manicure' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Service' });
    expect(within(dialog).getByLabelText('Price (£)')).toHaveValue(45);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Review' }));
    const review = await screen.findByRole('dialog', { name: 'Review your service' });
    await userEvent.click(within(review).getByRole('button', { name: 'Submit changes for review' }));
    expect(await within(review).findByText('Failed to save service.')).toBeInTheDocument();
    expect(within(review).getByText('Too many requests.')).toBeInTheDocument();
    await userEvent.click(within(review).getByRole('button', { name: 'Close' }));

    await userEvent.click(screen.getByRole('button', { name: 'Delete Gel manicure' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete this service?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await within(confirm).findByText('This service has upcoming bookings, so it cannot be deleted.')).toBeInTheDocument();
  });

  it('a paused business says why and offers no add, edit or toggle', async () => {
    mockApi({ 'GET /api/services/me': () => page([service()]) });
    renderSection('/merchant/dashboard?tab=services&add=1', { ...merchant, is_paused: true });
    expect(await screen.findByText('Business Paused')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Service' })).toBeDisabled();
    expect(await screen.findByRole('button', { name: 'Edit Gel manicure' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Deactivate Gel manicure' })).toBeDisabled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('a business under review says its services wait for approval, and still adds and edits them (decision 040)', async () => {
    mockApi({ 'GET /api/services/me': () => page([service({ approval_status: 'pending' })]) });
    renderSection('/merchant/dashboard?tab=services', { ...merchant, status: 'pending_review', is_approved: false });
    expect(await screen.findByText('Not bookable yet')).toBeInTheDocument();
    expect(screen.getByText('Our team reviews each service, and customers can book them once your business is approved.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Service' })).toBeEnabled();
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Gel manicure' }));
    expect(await screen.findByRole('dialog', { name: 'Edit Service' })).toBeInTheDocument();
  });

  it('a declined business keeps preparing services and is pointed to resubmitting (decision 040)', async () => {
    mockApi({ 'GET /api/services/me': () => page([]) });
    renderSection('/merchant/dashboard?tab=services', { ...merchant, status: 'declined', is_approved: false, rejection_reason: 'Please add your insurance.' });
    expect(await screen.findByText(/Resubmit your application from the banner above\.$/)).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Add Service' })[0]).toBeEnabled();
  });

  it('a rejected service’s edit shows why it was not approved, and resubmits it for review', async () => {
    const rejected = service({ approval_status: 'rejected', rejection_reason: 'Please say which gel brand you use.' });
    const api = mockApi({
      'GET /api/services/me': () => page([rejected]),
      'PUT /api/services/7b0c6a52-6f0e-4b9e-8d55-5b8f1b6f2d10': () => jsonResponse({ ...rejected, approval_status: 'pending', rejection_reason: null }),
    });
    renderSection('/merchant/dashboard?tab=services');
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Gel manicure' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Service' });
    expect(within(dialog).getByText('Why it was not approved:')).toBeInTheDocument();
    expect(within(dialog).getByText('Please say which gel brand you use.')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Review' }));
    const review = await screen.findByRole('dialog', { name: 'Review your service' });
    expect(within(review).queryByRole('button', { name: 'Save Service' })).not.toBeInTheDocument();
    await userEvent.click(within(review).getByRole('button', { name: 'Resubmit for review' }));
    await waitFor(() => expect(callsTo(api, 'PUT', '/api/services/7b0c6a52-6f0e-4b9e-8d55-5b8f1b6f2d10')).toHaveLength(1));
  });
});
