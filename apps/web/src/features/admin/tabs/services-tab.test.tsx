import type { AdminService, AdminServiceDetail } from '@lull/domain/contracts/admin-services';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'sonner';
import { describe, expect, it } from 'vitest';

import { callsTo, jsonResponse, mockApi, renderWithApp } from '@/test/render';
import { ServicesTab } from './services-tab';

const MERCHANT = '5b0c6a52-6f0e-4b9e-8d55-5b8f1b6f2d10';

function service(overrides: Partial<AdminService> = {}): AdminService {
  return {
    id: '7b0c6a52-6f0e-4b9e-8d55-5b8f1b6f2d10',
    merchant_id: MERCHANT,
    merchant_business_name: 'Fern Nail Studio',
    merchant_status: 'approved',
    name: 'Gel manicure',
    description: 'Shaping and gel colour.',
    price: 45,
    off_peak_price: 35,
    duration: 60,
    category: 'Nails',
    materials: '',
    technician_name: 'Mia',
    provider_name: '',
    image_url: '',
    availability_schedule: '',
    buffer_minutes: 0,
    is_active: true,
    approval_status: 'pending',
    rejection_reason: null,
    admin_notes: null,
    proposed_changes: null,
    total_bookings: 3,
    total_revenue: 105,
    created_at: '2026-11-20T10:00:00.000Z',
    updated_at: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

function detail(overrides: Partial<AdminService> = {}): AdminServiceDetail {
  return {
    ...service(overrides),
    merchant: { id: MERCHANT, business_name: 'Fern Nail Studio', contact_person: 'Fern Ali', email: 'fern@example.com', phone: '+44 7700900777', city: 'London', status: 'approved' },
    metrics: { total_bookings: 3, completed_bookings: 1, cancelled_bookings: 0, total_revenue: 105, avg_rating: 4.5, review_count: 2 },
  };
}

const stats = { total_users: 1, total_merchants: 1, total_services: 42, total_bookings: 0, total_revenue: 0, pending_merchants: 0, pending_services: 1, pending_merchant_list: [], pending_service_list: [] };
const page = (items: AdminService[]) => jsonResponse({ items, total: items.length, page: 1, page_size: 20 });

function renderTab(route: string) {
  return renderWithApp(
    <>
      <ServicesTab />
      <Toaster />
    </>,
    { route },
  );
}

describe('ServicesTab', () => {
  it('lists services with price, off-peak price, bookings and revenue; the filter comes from ?status=', async () => {
    const api = mockApi({ 'GET /api/admin/services': () => page([service()]), 'GET /api/admin/stats': () => jsonResponse(stats) });
    renderTab('/admin/dashboard?tab=services&status=pending');
    const table = await screen.findByRole('table', { name: 'Services' });
    const row = within(table).getByText('Gel manicure').closest('tr')!;
    expect(within(row).getByText('Fern Nail Studio')).toBeInTheDocument();
    expect(within(row).getByText('£45.00')).toBeInTheDocument();
    expect(within(row).getByText('Off-peak £35.00')).toBeInTheDocument();
    expect(within(row).getByText('£105.00')).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Approve Gel manicure' })).toBeInTheDocument();
    expect((screen.getByLabelText('Status') as HTMLSelectElement).value).toBe('pending');
    expect(api.mock.calls.map(([input]) => String(input)).some((url) => url.startsWith('/api/admin/services?') && url.includes('status=pending'))).toBe(true);
  });

  it('shows the total number of services in the empty state', async () => {
    mockApi({ 'GET /api/admin/services': () => page([]), 'GET /api/admin/stats': () => jsonResponse(stats) });
    renderTab('/admin/dashboard?tab=services&q=zzz');
    expect(await screen.findByText('No services match your search criteria')).toBeInTheDocument();
    expect(await screen.findByText('Total services: 42')).toBeInTheDocument();
  });

  it("approves with the spec's toast, and says 'Approval Failed' with the server's reason", async () => {
    let answer = jsonResponse(service({ approval_status: 'approved' }));
    const api = mockApi({
      'GET /api/admin/services': () => page([service()]),
      'GET /api/admin/stats': () => jsonResponse(stats),
      [`POST /api/admin/services/${service().id}/approve`]: () => answer,
    });
    renderTab('/admin/dashboard?tab=services');
    await userEvent.click(await screen.findByRole('button', { name: 'Approve Gel manicure' }));
    expect(await screen.findByText('Service Approved')).toBeInTheDocument();
    expect(screen.getByText('Service has been successfully approved and is now live.')).toBeInTheDocument();
    expect(callsTo(api, 'POST', `/api/admin/services/${service().id}/approve`)[0]?.body).toEqual({ approved: true });

    answer = jsonResponse({ error: 'This service has nothing waiting for review.' }, 409);
    await userEvent.click(screen.getByRole('button', { name: 'Approve Gel manicure' }));
    expect(await screen.findByText('Approval Failed')).toBeInTheDocument();
    expect(screen.getByText('This service has nothing waiting for review.')).toBeInTheDocument();
  });

  it('rejects with Other and a custom reason through the shared Reject dialog', async () => {
    const api = mockApi({
      'GET /api/admin/services': () => page([service()]),
      'GET /api/admin/stats': () => jsonResponse(stats),
      [`POST /api/admin/services/${service().id}/approve`]: () => jsonResponse(service({ approval_status: 'rejected' })),
    });
    renderTab('/admin/dashboard?tab=services');
    await userEvent.click(await screen.findByRole('button', { name: 'Reject Gel manicure' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.selectOptions(within(dialog).getByLabelText('Rejection reason'), 'Other');
    await userEvent.type(within(dialog).getByLabelText('Custom reason'), 'Photos must be your own');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('Rejection Successful')).toBeInTheDocument();
    expect(callsTo(api, 'POST', `/api/admin/services/${service().id}/approve`)[0]?.body).toEqual({ approved: false, rejection_reason: 'Photos must be your own', admin_notes: '' });
  });

  it('opens the details modal from ?service= with the metrics and recent bookings', async () => {
    mockApi({
      'GET /api/admin/services': () => page([service()]),
      'GET /api/admin/stats': () => jsonResponse(stats),
      [`GET /api/admin/services/${service().id}`]: () => jsonResponse(detail()),
      [`GET /api/admin/services/${service().id}/bookings`]: () =>
        jsonResponse([{ id: '9b0c6a52-6f0e-4b9e-8d55-5b8f1b6f2d10', customer_name: 'Priya Shah', customer_email: 'priya@example.com', booking_date: '2026-12-01', booking_time: '10:00', status: 'confirmed', final_price: 35, created_at: '2026-11-21T10:00:00.000Z' }]),
    });
    renderTab(`/admin/dashboard?tab=services&service=${service().id}`);
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('Performance Metrics')).toBeInTheDocument();
    expect(within(dialog).getByText('Merchant & Provider')).toBeInTheDocument();
    expect(within(dialog).getByText('4.5 of 5 (2 reviews)')).toBeInTheDocument();
    expect(await within(dialog).findByText('Priya Shah')).toBeInTheDocument();
  });

  it("creates a service for a chosen approved business: the button waits for the required fields, then 'Service Created'", async () => {
    const api = mockApi({
      'GET /api/admin/services': () => page([]),
      'GET /api/admin/stats': () => jsonResponse(stats),
      'GET /api/admin/merchants': () => jsonResponse({ items: [{ id: MERCHANT, business_name: 'Fern Nail Studio', city: 'London' }], total: 1, page: 1, page_size: 100 }),
      'POST /api/admin/services': () => jsonResponse(service({ approval_status: 'approved' }), 201),
    });
    renderTab('/admin/dashboard?tab=services');
    await userEvent.click(await screen.findByRole('button', { name: 'Create Service' }));
    const dialog = await screen.findByRole('dialog');
    const submit = within(dialog).getByRole('button', { name: 'Create Service' });
    expect((submit as HTMLButtonElement).disabled).toBe(true);
    await within(dialog).findByRole('option', { name: 'Fern Nail Studio, London' });
    await userEvent.selectOptions(within(dialog).getByLabelText('Merchant'), MERCHANT);
    await userEvent.type(within(dialog).getByLabelText('Service name'), 'Gel toes');
    await userEvent.type(within(dialog).getByLabelText('Price (£)'), '30');
    await userEvent.type(within(dialog).getByLabelText('Duration (minutes)'), '45');
    await userEvent.selectOptions(within(dialog).getByLabelText('Category'), 'Nails');
    expect((submit as HTMLButtonElement).disabled).toBe(false);
    await userEvent.click(submit);
    expect(await screen.findByText('Service Created')).toBeInTheDocument();
    expect(screen.getByText('New service has been successfully created.')).toBeInTheDocument();
    expect(callsTo(api, 'POST', '/api/admin/services')[0]?.body).toMatchObject({ merchant_id: MERCHANT, name: 'Gel toes', price: 30, duration: 45, category: 'Nails' });
    expect(api.mock.calls.map(([input]) => String(input)).some((url) => url.startsWith('/api/admin/merchants?') && url.includes('status=verified'))).toBe(true);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("says 'Deletion Failed' with the server's reason when a delete is refused", async () => {
    mockApi({
      'GET /api/admin/services': () => page([service({ approval_status: 'approved' })]),
      'GET /api/admin/stats': () => jsonResponse(stats),
      [`DELETE /api/admin/services/${service().id}`]: () => jsonResponse({ error: 'This service has upcoming bookings, so it cannot be deleted.' }, 409),
    });
    renderTab('/admin/dashboard?tab=services');
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Gel manicure' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Deletion Failed')).toBeInTheDocument();
  });

  it('deactivates an approved service after a confirmation, and offers Activate for an inactive one', async () => {
    const id = service().id;
    const api = mockApi({
      'GET /api/admin/services': () => page([service({ approval_status: 'approved' }), service({ id: '8b0c6a52-6f0e-4b9e-8d55-5b8f1b6f2d10', name: 'Pedicure', approval_status: 'approved', is_active: false })]),
      'GET /api/admin/stats': () => jsonResponse(stats),
      [`POST /api/admin/services/${id}/deactivate`]: () => jsonResponse({ ...service({ approval_status: 'approved', is_active: false }) }),
    });
    renderTab('/admin/dashboard?tab=services');
    expect(await screen.findByRole('button', { name: 'Activate Pedicure' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Deactivate Gel manicure' }));
    const dialog = await screen.findByRole('dialog', { name: 'Deactivate Gel manicure?' });
    expect(dialog).toHaveTextContent('Customers can no longer book it. Bookings already made stay as they are.');
    expect(callsTo(api, 'POST', `/api/admin/services/${id}/deactivate`)).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    expect(await screen.findByText('Service Deactivated')).toBeInTheDocument();
    expect(callsTo(api, 'POST', `/api/admin/services/${id}/deactivate`)).toHaveLength(1);
  });
});
