import type { OwnMerchant } from '@lull/domain/contracts/merchants';
import type { MerchantService } from '@lull/domain/contracts/services';

/** The signed-in salon's own business as GET /api/merchants/me answers it: an approved, open nail studio. */
export function makeOwnMerchant(overrides: Partial<OwnMerchant> = {}): OwnMerchant {
  return {
    id: '5b0c6a52-6f0e-4b9e-8d55-5b8f1b6f2d10',
    email: 'fern@example.com',
    business_name: 'Fern Nail Studio',
    business_category: 'Nail Salon',
    contact_person: 'Fern Ali',
    phone: '+44 7700900777',
    address_line_1: '3 Broadway Market',
    address_line_2: '',
    city: 'London',
    postcode: 'E8 4PH',
    description: 'Gel, acrylics and nail art.',
    logo_url: null,
    website_url: '',
    social_media_url: '',
    certificate_url: '',
    availability_hours: 'Monday: 09:00-17:00, Sunday: Closed',
    specific_policies: '',
    status: 'approved',
    rejection_reason: null,
    is_paused: false,
    is_approved: true,
    merchant_revenue_balance: 0,
    logo_files: [],
    certificate_files: [],
    photo_files: [],
    created_at: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

/** One of that business's services as its Services tab lists it: approved, active, £45 or £35 off-peak, an hour. */
export function makeMerchantService(overrides: Partial<MerchantService> = {}): MerchantService {
  return {
    id: '7b0c6a52-6f0e-4b9e-8d55-5b8f1b6f2d10',
    merchant_id: '5b0c6a52-6f0e-4b9e-8d55-5b8f1b6f2d10',
    name: 'Gel manicure',
    description: 'Shaping and gel colour.',
    price: 45,
    off_peak_price: 35,
    duration: 60,
    category: 'Nails',
    materials: '',
    technician_name: 'Mia',
    image_url: '',
    availability_schedule: '',
    buffer_minutes: 0,
    is_active: true,
    approval_status: 'approved',
    rejection_reason: null,
    proposed_changes: null,
    created_at: '2026-11-20T10:00:00.000Z',
    updated_at: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}
