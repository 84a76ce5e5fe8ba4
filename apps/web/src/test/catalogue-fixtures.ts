import type { BusinessResult, PublicMerchant, SearchResults, Service } from '@lull/domain/contracts/catalogue';
import { toOffPeakWindowDto } from '@lull/domain/contracts/off-peak-dto';
import { DEFAULT_OFF_PEAK_WINDOWS } from '@lull/domain/off-peak';

/** Lull's default off-peak hours as the API sends them. */
export const DEFAULT_WINDOWS_DTO = DEFAULT_OFF_PEAK_WINDOWS.map(toOffPeakWindowDto);

let counter = 0;
const uuid = () => {
  counter += 1;
  return `00000000-0000-4000-8000-${String(counter).padStart(12, '0')}`;
};

export function makeService(overrides: Partial<Service> = {}): Service {
  return {
    id: uuid(),
    merchant_id: '10000000-0000-4000-8000-000000000001',
    name: 'Gel Manicure',
    description: 'Shape, cuticle care and a long-wearing gel colour.',
    category: 'Nails',
    price: 32,
    off_peak_price: 22,
    percent_off: 31,
    duration: 45,
    merchant_business_name: 'Lacquer Lane Nail Bar',
    merchant_address: '12 Upper Street, London, N1 1RQ',
    merchant_logo_url: null,
    materials: null,
    image_url: null,
    availability_schedule: null,
    merchant_availability_hours: 'Monday: 09:00-18:00',
    next_available: [
      { date: '2026-11-23', time: '10:00', off_peak: true, price: 22 },
      { date: '2026-11-24', time: '14:30', off_peak: true, price: 22 },
    ],
    distance_miles: null,
    off_peak_windows: DEFAULT_WINDOWS_DTO,
    off_peak_pricing: null,
    merchant_rating: null,
    merchant_review_count: 0,
    ...overrides,
  };
}

export function makeBusiness(overrides: Partial<BusinessResult> = {}): BusinessResult {
  const merchantId = overrides.merchant_id ?? uuid();
  return {
    merchant_id: merchantId,
    business_name: 'Lacquer Lane Nail Bar',
    business_category: 'Nail Salon',
    address: '12 Upper Street, London, N1 1RQ',
    postcode: 'N1 1RQ',
    logo_url: null,
    images: [],
    rating: null,
    review_count: 0,
    distance_miles: null,
    next_available: [{ date: '2026-11-23', time: '10:00', off_peak: true, price: 22 }],
    services: [makeService({ merchant_id: merchantId })],
    ...overrides,
  };
}

export function makeSearchResults(overrides: Partial<SearchResults> = {}): SearchResults {
  const businesses = overrides.businesses ?? [makeBusiness()];
  return {
    businesses,
    total_businesses: businesses.length,
    total_businesses_capped: false,
    total_services: businesses.reduce((sum, business) => sum + business.services.length, 0),
    total_services_capped: false,
    categories: ['Nails'],
    origin: null,
    next_offset: null,
    ...overrides,
  };
}

export function makeMerchant(overrides: Partial<PublicMerchant> = {}): PublicMerchant {
  return {
    id: '10000000-0000-4000-8000-000000000001',
    business_name: 'Lacquer Lane Nail Bar',
    business_category: 'Nail Salon',
    description: 'A bright nail bar on Upper Street.',
    address_line_1: '12 Upper Street',
    address_line_2: null,
    city: 'London',
    postcode: 'N1 1RQ',
    phone: '+44 2079460105',
    website_url: 'https://lacquer-lane.example',
    logo_url: null,
    images: [],
    rating: null,
    review_count: 0,
    availability_hours: 'Monday: 09:00-18:00, Tuesday: 09:00-18:00, Sunday: Closed',
    specific_policies: null,
    latitude: 51.54,
    longitude: -0.1,
    ...overrides,
  };
}
