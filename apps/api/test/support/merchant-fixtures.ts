import { DEFAULT_BUSINESS_WEEK, formatBusinessWeek } from '@lull/domain/business-hours';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { pdfBytes, uploadFile } from './uploads';

/** Uploads a small real file for a purpose as `cookie`'s account: a PNG logo, a JPEG photo or a PDF certificate. */
export async function uploaded(app: FastifyInstance, cookie: string, purpose: 'logo' | 'certificate' | 'photo') {
  const picture = sharp({ create: { width: 200, height: 200, channels: 3, background: '#4b2a51' } });
  const [name, bytes] =
    purpose === 'certificate' ? ['Insurance.pdf', pdfBytes()] : purpose === 'logo' ? ['logo.png', await picture.png().toBuffer()] : ['photo.jpg', await picture.jpeg().toBuffer()];
  const response = await uploadFile(app, purpose, name, bytes, cookie);
  if (response.statusCode !== 201) throw new Error(`upload failed: ${response.statusCode} ${response.body}`);
  return response.json() as { id: string; file_url: string };
}

/** A complete service form (POST /api/services, PUT /api/services/:id). */
export function serviceFormPayload(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Deep tissue massage',
    description: 'Firm pressure for tight shoulders.',
    price: 60,
    off_peak_price: 45,
    duration: 60,
    category: 'Massage',
    materials: 'Arnica oil',
    technician_name: 'Tom',
    image_url: '',
    ...overrides,
  };
}

/** A complete onboarding form (POST /api/merchants) but for its certificates. */
export function applicationPayload(overrides: Record<string, unknown> = {}) {
  return {
    business_name: 'Willow & Wax',
    business_category: 'Beauty Salon',
    contact_person: 'Amara Okafor',
    phone: '+44 7700900456',
    address_line_1: '12 Mare Street',
    address_line_2: '',
    city: 'London',
    postcode: 'e8 3ph',
    description: 'Waxing, brows and facials in Hackney.',
    website_url: 'https://willowandwax.co.uk',
    social_media_url: '',
    logo_files: [],
    certificate_files: [],
    availability_hours: formatBusinessWeek(DEFAULT_BUSINESS_WEEK),
    agree_terms: true,
    agree_processing_fees: true,
    agree_refund_policy: true,
    agree_no_show_policy: true,
    ...overrides,
  };
}
