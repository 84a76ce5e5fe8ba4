import { describe, expect, it } from 'vitest';

import { makeMerchant, makeService } from '@/test/catalogue-fixtures';
import { businessJsonLd, businessSchemaType, openingHoursSpecification, priceRangeOf } from './business-json-ld';

const SITE = 'https://lull.example';

const salon = makeMerchant({
  id: '20000000-0000-4000-8000-000000000002',
  business_name: 'Glow Studio',
  business_category: 'Hair Salon',
  description: '  Colour, cuts and blow-dries in Hackney.  ',
  address_line_1: '4 Mare Street',
  address_line_2: 'Unit 2',
  city: 'London',
  postcode: 'e84qj',
  phone: '+44 2079460101',
  logo_url: '/api/files/00000000-0000-4000-8000-00000000aaaa',
  images: [{ url: '/api/files/00000000-0000-4000-8000-00000000bbbb', alt: 'The salon floor', width: 1200, height: 800 }],
  availability_hours: 'Monday: 09:00-17:00, Tuesday: 09:00-17:00, Wednesday: 10:00-19:00, Saturday: 09:00-12:00, 13:00-17:00, Sunday: Closed',
  latitude: 51.545,
  longitude: -0.055,
});
const cut = makeService({ id: '30000000-0000-4000-8000-000000000001', name: 'Cut & Finish', category: 'Hair', description: 'A wash, cut and blow-dry.', price: 40, off_peak_price: 28 });
const colour = makeService({ id: '30000000-0000-4000-8000-000000000002', name: 'Full Colour', category: 'Hair', description: '', price: 60.5, off_peak_price: null });

describe('businessJsonLd', () => {
  it('describes a hair salon with its address, position, hours, price range and offers', () => {
    const jsonLd = businessJsonLd(salon, [cut, colour], null, SITE);

    expect(jsonLd).toEqual({
      '@context': 'https://schema.org',
      '@type': 'HairSalon',
      '@id': 'https://lull.example/merchant/20000000-0000-4000-8000-000000000002',
      name: 'Glow Studio',
      description: 'Colour, cuts and blow-dries in Hackney.',
      url: 'https://lull.example/merchant/20000000-0000-4000-8000-000000000002',
      image: ['https://lull.example/api/files/00000000-0000-4000-8000-00000000bbbb'],
      logo: 'https://lull.example/api/files/00000000-0000-4000-8000-00000000aaaa',
      telephone: '+44 2079460101',
      address: {
        '@type': 'PostalAddress',
        streetAddress: '4 Mare Street, Unit 2',
        addressLocality: 'London',
        postalCode: 'E8 4QJ',
        addressCountry: 'GB',
      },
      geo: { '@type': 'GeoCoordinates', latitude: 51.545, longitude: -0.055 },
      openingHoursSpecification: [
        { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Monday', 'Tuesday'], opens: '09:00', closes: '17:00' },
        { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Wednesday'], opens: '10:00', closes: '19:00' },
        { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Saturday'], opens: '09:00', closes: '12:00' },
        { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Saturday'], opens: '13:00', closes: '17:00' },
      ],
      priceRange: '£28–£60.50',
      hasOfferCatalog: {
        '@type': 'OfferCatalog',
        name: 'Treatments',
        itemListElement: [
          {
            '@type': 'Offer',
            itemOffered: { '@type': 'Service', name: 'Cut & Finish', description: 'A wash, cut and blow-dry.', category: 'Hair' },
            price: '28.00',
            priceCurrency: 'GBP',
            url: 'https://lull.example/booking/30000000-0000-4000-8000-000000000001',
            priceSpecification: [
              { '@type': 'UnitPriceSpecification', name: 'Off-peak price', price: '28.00', priceCurrency: 'GBP' },
              { '@type': 'UnitPriceSpecification', name: 'Full price', price: '40.00', priceCurrency: 'GBP', priceType: 'https://schema.org/ListPrice' },
            ],
          },
          {
            '@type': 'Offer',
            itemOffered: { '@type': 'Service', name: 'Full Colour', category: 'Hair' },
            price: '60.50',
            priceCurrency: 'GBP',
            url: 'https://lull.example/booking/30000000-0000-4000-8000-000000000002',
          },
        ],
      },
    });
  });

  it('has no rating before the first review', () => {
    expect(businessJsonLd(salon, [cut], null, SITE)).not.toHaveProperty('aggregateRating');
    expect(businessJsonLd(salon, [cut], { average: null, count: 0, breakdown: [] }, SITE)).not.toHaveProperty('aggregateRating');
  });

  it('rates the business from its reviews summary', () => {
    const jsonLd = businessJsonLd({ ...salon, rating: 3.1, review_count: 2 }, [cut], { average: 4.7, count: 12, breakdown: [] }, SITE);

    expect(jsonLd).toHaveProperty('aggregateRating', { '@type': 'AggregateRating', ratingValue: 4.7, reviewCount: 12, bestRating: 5, worstRating: 1 });
  });

  it("falls back to the business's own rating when no summary was fetched", () => {
    expect(businessJsonLd({ ...salon, rating: 4.5, review_count: 3 }, [cut], undefined, SITE)).toHaveProperty('aggregateRating.reviewCount', 3);
  });

  it('uses the logo as the image without photos, and leaves out what the business has not given', () => {
    const jsonLd = businessJsonLd({ ...salon, images: [], latitude: null, longitude: null, availability_hours: '', phone: '' }, [], null, SITE);

    expect(jsonLd).toHaveProperty('image', 'https://lull.example/api/files/00000000-0000-4000-8000-00000000aaaa');
    for (const absent of ['geo', 'openingHoursSpecification', 'priceRange', 'hasOfferCatalog', 'telephone']) expect(jsonLd).not.toHaveProperty(absent);
  });
});

describe('businessSchemaType', () => {
  it.each([
    ['Hair Salon', 'HairSalon'],
    ['Nail Salon', 'NailSalon'],
    ['Brows & Lashes', 'BeautySalon'],
    ['Skincare Clinic', 'BeautySalon'],
    ['Beauty Salon', 'BeautySalon'],
    ['Massage Therapy', 'DaySpa'],
    ['Spa & Wellness', 'DaySpa'],
    ['Spa', 'DaySpa'],
    ['Wellness Center', 'HealthAndBeautyBusiness'],
    ['Other', 'HealthAndBeautyBusiness'],
    ['', 'HealthAndBeautyBusiness'],
    ['Brows & Lashes, Skincare Clinic', 'BeautySalon'],
    ['Hair Salon, Nail Salon', 'HealthAndBeautyBusiness'],
  ])('calls a %j business a %s', (category, type) => {
    expect(businessSchemaType(category)).toBe(type);
  });
});

describe('openingHoursSpecification', () => {
  it('reads what people type, as the business page does', () => {
    expect(openingHoursSpecification('Mon-Fri 9am-5:30pm; Sat: 10:00 to 14:00')).toEqual([
      { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], opens: '09:00', closes: '17:30' },
      { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Saturday'], opens: '10:00', closes: '14:00' },
    ]);
  });

  it('has nothing for text it cannot read', () => {
    expect(openingHoursSpecification('Ring for an appointment')).toEqual([]);
  });
});

describe('priceRangeOf', () => {
  it.each([
    [[{ price: 25, off_peak_price: null }], '£25'],
    [[{ price: 40, off_peak_price: 18 }, { price: 60, off_peak_price: 45 }], '£18–£60'],
    [[], undefined],
  ])('gives %j the range %s', (services, range) => {
    expect(priceRangeOf(services)).toBe(range);
  });
});
