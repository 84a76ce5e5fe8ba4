import type { AdminMerchant, AdminMerchantDetail } from '@lull/domain/contracts/admin-merchants';
import { CREATE_MERCHANT_CERTIFICATE_REQUIRED, CREATE_MERCHANT_REQUIRED } from '@lull/domain/validation/admin-merchant';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'sonner';
import { describe, expect, it } from 'vitest';

import { callsTo, jsonResponse, mockApi, renderWithApp } from '@/test/render';
import { MerchantsTab } from './merchants-tab';

const PENDING_ID = '1b0c6a52-6f0e-4b9e-8d55-5b8f1b6f2d10';
const VERIFIED_ID = '2b0c6a52-6f0e-4b9e-8d55-5b8f1b6f2d10';
const DECLINED_ID = '3b0c6a52-6f0e-4b9e-8d55-5b8f1b6f2d10';

function merchant(overrides: Partial<AdminMerchant> = {}): AdminMerchant {
  return {
    id: PENDING_ID,
    business_name: 'Hollow Tree Lashes',
    contact_person: 'Imogen Hart',
    user_email: 'hello@hollowtree.example',
    owner_email: 'imogen@example.com',
    phone: '+44 7700900611',
    business_category: 'Brows & Lashes',
    services_count: 0,
    salon_cancellations: 0,
    recent_salon_cancellations: 0,
    city: 'London',
    postcode: 'E5 0LH',
    status: 'pending_review',
    is_verified: false,
    is_paused: false,
    created_at: '2026-05-01T10:00:00.000Z',
    ...overrides,
  };
}

function detail(overrides: Partial<AdminMerchantDetail> = {}): AdminMerchantDetail {
  return {
    ...merchant(),
    owner_user_id: '9b0c6a52-6f0e-4b9e-8d55-5b8f1b6f2d10',
    owner_name: 'Imogen Hart',
    address_line_1: '41 Chatsworth Road',
    address_line_2: '',
    description: 'A two-chair lash studio.',
    website_url: 'https://hollowtree.example',
    social_media_url: '',
    availability_hours: 'Monday: Closed, Tuesday: 10:00-18:00, Wednesday: 10:00-18:00, Thursday: 10:00-20:00, Friday: 10:00-18:00, Saturday: 09:00-17:00, Sunday: Closed',
    logo_url: '/api/files/4b0c6a52-6f0e-4b9e-8d55-5b8f1b6f2d10',
    certificate_url: '/api/files/5b0c6a52-6f0e-4b9e-8d55-5b8f1b6f2d10',
    rejection_reason: null,
    admin_notes: null,
    approved_at: null,
    paused_at: null,
    pause_reason: null,
    merchant_revenue_balance: 0,
    logo_files: [],
    certificate_files: [
      {
        id: '5b0c6a52-6f0e-4b9e-8d55-5b8f1b6f2d10',
        file_type: 'certificate',
        file_name: '5b0c6a52-6f0e-4b9e-8d55-5b8f1b6f2d10.pdf',
        original_name: 'Insurance.pdf',
        file_size: 2048,
        mime_type: 'application/pdf',
        file_url: '/api/files/5b0c6a52-6f0e-4b9e-8d55-5b8f1b6f2d10',
      },
    ],
    photo_files: [],
    ...overrides,
  };
}

const page = (items: AdminMerchant[]) => jsonResponse({ items, total: items.length, page: 1, page_size: 20 });

function renderTab(route = '/admin/dashboard?tab=merchants') {
  return renderWithApp(
    <>
      <MerchantsTab />
      <Toaster />
    </>,
    { route },
  );
}

describe('MerchantsTab', () => {
  it("shows the spec's columns, and offers each business only what its state allows", async () => {
    const api = mockApi({
      'GET /api/admin/merchants': () =>
        page([
          merchant(),
          merchant({ id: VERIFIED_ID, business_name: 'Parkway Hair Room', status: 'paused', is_verified: true, is_paused: true, business_category: '', services_count: 4, salon_cancellations: 3, recent_salon_cancellations: 1 }),
          merchant({ id: DECLINED_ID, business_name: 'Marlowe Nail Bar', status: 'declined' }),
        ]),
    });
    const { router } = renderTab('/admin/dashboard?tab=merchants&status=pending&q=lash');
    const table = await screen.findByRole('table', { name: 'Merchants' });
    expect(String(api.mock.calls.find(([url]) => String(url).startsWith('/api/admin/merchants'))?.[0])).toMatch(/q=lash.*status=pending|status=pending.*q=lash/);
    expect(within(table).getByText('Not specified')).toBeInTheDocument();
    expect(within(table).getAllByText('Imogen Hart')).toHaveLength(3);
    expect(within(table).getAllByText('Paused')).toHaveLength(1);
    expect(within(table).getByText('Declined')).toBeInTheDocument();
    // How often a business cancelled its customers' bookings (decision 051); nothing said when it never has.
    expect(within(table).getAllByText(/^Cancelled \d+ booking/).map((line) => line.textContent)).toEqual(['Cancelled 3 bookings']);
    // An application: Approve and Reject; a paused business: Unpause; a declined one can be approved (decision 042),
    // and rejected again only once its owner resubmits.
    expect(within(table).getByRole('button', { name: 'Approve Hollow Tree Lashes' })).toBeInTheDocument();
    expect(within(table).getByRole('button', { name: 'Reject Hollow Tree Lashes' })).toBeInTheDocument();
    expect(within(table).queryByRole('button', { name: 'Pause Hollow Tree Lashes' })).toBeNull();
    expect(within(table).getByRole('button', { name: 'Unpause Parkway Hair Room' })).toBeInTheDocument();
    expect(within(table).queryByRole('button', { name: 'Approve Parkway Hair Room' })).toBeNull();
    expect(within(table).getByRole('button', { name: 'Approve Marlowe Nail Bar' })).toBeInTheDocument();
    expect(within(table).queryByRole('button', { name: 'Reject Marlowe Nail Bar' })).toBeNull();

    await userEvent.selectOptions(screen.getByLabelText('Status'), 'declined');
    await waitFor(() => expect(router.state.location.search).toContain('status=declined'));
    await waitFor(() => expect(api.mock.calls.some(([url]) => String(url).startsWith('/api/admin/merchants?') && String(url).includes('status=declined'))).toBe(true));
    await userEvent.selectOptions(screen.getByLabelText('Status'), 'verified');
    await waitFor(() => expect(router.state.location.search).toContain('status=verified'));
    expect(router.state.location.search).toContain('tab=merchants');
  });

  it('opens the profile from a row click and from the address, with the certificates to open and download and the red Rejection Details', async () => {
    mockApi({
      'GET /api/admin/merchants': () => page([merchant({ id: DECLINED_ID, business_name: 'Marlowe Nail Bar', status: 'declined' })]),
      [`GET /api/admin/merchants/${DECLINED_ID}`]: () =>
        jsonResponse(detail({ id: DECLINED_ID, business_name: 'Marlowe Nail Bar', status: 'declined', rejection_reason: 'Invalid Documents', admin_notes: 'Wrong business name on the insurance.', salon_cancellations: 3, recent_salon_cancellations: 1 })),
    });
    const { router } = renderTab();
    const table = await screen.findByRole('table', { name: 'Merchants' });
    await userEvent.click(within(table).getByText('hello@hollowtree.example'));
    await waitFor(() => expect(router.state.location.search).toContain(`merchant=${DECLINED_ID}`));
    const dialog = await screen.findByRole('dialog', { name: 'Marlowe Nail Bar' });
    const box = await within(dialog).findByRole('note', { name: 'Rejection Details' });
    expect(box).toHaveTextContent('Invalid Documents');
    expect(box).toHaveTextContent('Wrong business name on the insurance.');
    for (const section of ['Business Information', 'Business Address', 'Online Presence', 'Additional Information', 'Logo and Certificates']) {
      expect(within(dialog).getByRole('heading', { name: section })).toBeInTheDocument();
    }
    expect(within(dialog).getByRole('link', { name: 'Open Insurance.pdf' })).toHaveAttribute('href', '/api/files/5b0c6a52-6f0e-4b9e-8d55-5b8f1b6f2d10');
    expect(within(dialog).getByRole('link', { name: 'Download Insurance.pdf' })).toHaveAttribute('href', '/api/files/5b0c6a52-6f0e-4b9e-8d55-5b8f1b6f2d10?download=1');
    expect(within(dialog).getByText('Thursday').nextSibling).toHaveTextContent('10:00–20:00');
    expect(within(dialog).getByText('Bookings cancelled by the salon').nextSibling).toHaveTextContent('3 (last 90 days: 1)');
    await userEvent.click(within(dialog).getAllByRole('button', { name: 'Close' })[0]!);
    await waitFor(() => expect(router.state.location.search).not.toContain('merchant='));
  });

  it('approves after a confirmation with the spec’s toast, and rejects with a reason through the Reject dialog', async () => {
    const api = mockApi({
      'GET /api/admin/merchants': () => page([merchant()]),
      [`POST /api/admin/merchants/${PENDING_ID}/approve`]: ({ body }) =>
        (body as { approved: boolean }).approved ? jsonResponse(detail({ status: 'approved', is_verified: true })) : jsonResponse({ error: 'This business is already approved.' }, 409),
    });
    renderTab();
    await userEvent.click(await screen.findByRole('button', { name: 'Approve Hollow Tree Lashes' }));
    const confirm = await screen.findByRole('dialog', { name: 'Approve Hollow Tree Lashes?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Merchant Approved')).toBeInTheDocument();
    expect(screen.getByText('Merchant has been successfully approved and activated.')).toBeInTheDocument();
    expect(callsTo(api, 'POST', `/api/admin/merchants/${PENDING_ID}/approve`)[0]!.body).toEqual({ approved: true });

    await userEvent.click(screen.getByRole('button', { name: 'Reject Hollow Tree Lashes' }));
    const reject = await screen.findByRole('dialog', { name: 'Reject Hollow Tree Lashes' });
    await userEvent.selectOptions(within(reject).getByLabelText('Rejection reason'), 'Other');
    await userEvent.type(within(reject).getByLabelText('Custom reason'), 'Photos of the studio please');
    await userEvent.click(within(reject).getByRole('button', { name: 'Reject' }));
    // The server refused (someone approved it meanwhile): the spec's title and the server's words.
    expect(await screen.findByText('Rejection Failed')).toBeInTheDocument();
    expect(within(reject).getByText('This business is already approved.')).toBeInTheDocument();
    expect(callsTo(api, 'POST', `/api/admin/merchants/${PENDING_ID}/approve`)[1]!.body).toEqual({ approved: false, rejection_reason: 'Photos of the studio please', admin_notes: '' });
  });

  it('pauses only with a reason, after saying what pausing does', async () => {
    const api = mockApi({
      'GET /api/admin/merchants': () => page([merchant({ id: VERIFIED_ID, business_name: 'Parkway Hair Room', status: 'approved', is_verified: true })]),
      [`POST /api/admin/merchants/${VERIFIED_ID}/pause`]: () => jsonResponse(detail({ id: VERIFIED_ID, status: 'paused', is_paused: true })),
    });
    renderTab();
    await userEvent.click(await screen.findByRole('button', { name: 'Pause Parkway Hair Room' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pause Parkway Hair Room?' });
    expect(dialog).toHaveTextContent('Customers can no longer find or book it');
    // Nothing is sent without a reason.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Pause' }));
    expect(await within(dialog).findByText('Say why you are pausing this business: its owner is told.')).toBeInTheDocument();
    expect(callsTo(api, 'POST', `/api/admin/merchants/${VERIFIED_ID}/pause`)).toHaveLength(0);
    await userEvent.type(within(dialog).getByLabelText('Reason for pausing'), 'Customers report the salon closed.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Pause' }));
    expect(await screen.findByText('Merchant Paused')).toBeInTheDocument();
    expect(callsTo(api, 'POST', `/api/admin/merchants/${VERIFIED_ID}/pause`)[0]!.body).toEqual({ reason: 'Customers report the salon closed.' });
  });

  it('says before deleting what Delete will cancel and refund, from the server', async () => {
    const api = mockApi({
      'GET /api/admin/merchants': () => page([merchant({ id: VERIFIED_ID, business_name: 'Parkway Hair Room', status: 'approved', is_verified: true })]),
      [`GET /api/admin/merchants/${VERIFIED_ID}/deletion-preview`]: () =>
        jsonResponse({ id: VERIFIED_ID, business_name: 'Parkway Hair Room', bookings_to_cancel: 3, credit_refund_total: 2, card_refund_total: 131.5, holds_to_release: 1, services_to_archive: 4 }),
      [`DELETE /api/admin/merchants/${VERIFIED_ID}`]: () => jsonResponse({ id: VERIFIED_ID, deleted_at: '2026-05-01T10:00:00.000Z', bookings_cancelled: 3, holds_released: 1 }),
    });
    renderTab();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Parkway Hair Room' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Parkway Hair Room?' });
    const summary = await within(dialog).findByRole('list', { name: 'What deleting does' });
    expect(summary).toHaveTextContent('3 upcoming paid bookings are cancelled and refunded in full: £2.00 back as Lull credit at once, and £131.50 to cards, as refunds for the team to complete.');
    expect(summary).toHaveTextContent('1 unpaid hold is released.');
    expect(summary).toHaveTextContent('4 services are taken off Lull.');
    expect(callsTo(api, 'DELETE', `/api/admin/merchants/${VERIFIED_ID}`)).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Merchant Deleted')).toBeInTheDocument();
    expect(callsTo(api, 'DELETE', `/api/admin/merchants/${VERIFIED_ID}`)).toHaveLength(1);
  });

  it('says why nothing is listed', async () => {
    mockApi({ 'GET /api/admin/merchants': () => page([]) });
    const { unmount } = renderTab('/admin/dashboard?tab=merchants&status=pending');
    expect(await screen.findByText('No merchants to review')).toBeInTheDocument();
    unmount();
    renderTab('/admin/dashboard?tab=merchants&q=nothing');
    expect(await screen.findByText('No merchants match your search criteria')).toBeInTheDocument();
  });

  it('checks Create Merchant: Create waits for a name and an email, and the field messages come as Validation Error', async () => {
    const api = mockApi({
      'GET /api/admin/merchants': () => page([]),
      'POST /api/admin/businesses/create': () => jsonResponse({ merchant: detail({ status: 'approved' }), owner_account: 'created', welcome_email_sent: true }, 201),
    });
    renderTab();
    await userEvent.click(await screen.findByRole('button', { name: 'Create Merchant' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create Merchant' });
    const create = within(dialog).getByRole('button', { name: 'Create Merchant' });
    expect(create).toBeDisabled();
    await userEvent.type(within(dialog).getByLabelText('Owner’s email'), 'rosa@example.com');
    await userEvent.type(within(dialog).getByLabelText('Business name'), 'Velvet Rooms');
    expect(create).toBeEnabled();
    await userEvent.click(create);
    expect(await screen.findByText('Validation Error')).toBeInTheDocument();
    expect(screen.getAllByText(CREATE_MERCHANT_REQUIRED).length).toBeGreaterThan(0);
    expect(callsTo(api, 'POST', '/api/admin/businesses/create')).toHaveLength(0);

    await userEvent.selectOptions(within(dialog).getByLabelText('Business category'), 'Spa & Wellness');
    // The create list of admin spec §9: no 'Spa', which only Edit offers.
    expect(within(within(dialog).getByLabelText('Business category')).queryByRole('option', { name: 'Spa' })).toBeNull();
    await userEvent.type(within(dialog).getByLabelText('Contact person (full name)'), 'Rosa Lind');
    await userEvent.type(within(dialog).getByLabelText('Phone number'), '7700900321');
    await userEvent.type(within(dialog).getByLabelText('Address line 1'), '4 Exmouth Market');
    await userEvent.type(within(dialog).getByLabelText('City'), 'London');
    await userEvent.type(within(dialog).getByLabelText('Postcode'), 'EC1R 4QE');
    await userEvent.type(within(dialog).getByLabelText('Business description'), 'Six therapists.');
    await userEvent.click(create);
    await waitFor(() => expect(within(dialog).getAllByText(CREATE_MERCHANT_CERTIFICATE_REQUIRED).length).toBeGreaterThan(0));
    expect(callsTo(api, 'POST', '/api/admin/businesses/create')).toHaveLength(0);
  });
});
