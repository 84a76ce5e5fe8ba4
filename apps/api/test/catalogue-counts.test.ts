/**
 * A search counts its matches exactly up to 1,000 and says "1,000+" beyond (decision 063): the flat list's `total`, the
 * grouped page's two totals, each with its `_capped` flag, and the next page known however deep the page asked.
 */
import { EXACT_COUNT_LIMIT } from '@lull/domain/catalogue-filters';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { services } from '../src/db/schema/catalogue';
import { createMerchant, createService } from './support/catalogue-fixtures';
import { createTestApp, type TestApp } from './support/test-app';

const MANY = EXACT_COUNT_LIMIT + 5;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  const { merchant: big } = await createMerchant(t.db, { businessName: 'Polish Factory' });
  // One statement, as a salon importing its menu would: 1,005 services whose names all contain "gel polish".
  await t.db.insert(services).values(
    Array.from({ length: MANY }, (_unused, index) => ({
      merchantId: big.id,
      name: `Gel Polish ${index + 1}`,
      description: 'Shape and a glossy finish.',
      category: 'Nails',
      pricePence: 4000 + index,
      offPeakPricePence: 3000,
      durationMinutes: 30,
      approvalStatus: 'approved' as const,
      isActive: true,
    })),
  );
  const { merchant: small } = await createMerchant(t.db, { businessName: 'Corner Nails' });
  await createService(t.db, small.id, { name: 'Gel Polish Express', category: 'Nails' });
}, 60_000);
afterAll(async () => {
  await t?.close();
});

const get = async (url: string) => {
  const response = await t.app.inject({ method: 'GET', url });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};

describe('search counts', () => {
  it('says 1,000 and capped when more than a thousand services match, with the next page known', async () => {
    const first = await get('/api/services?search=gel%20polish&limit=20');
    expect({ total: first.total, capped: first.total_capped, shown: first.services.length, next: first.next_offset }).toEqual({
      total: 1000,
      capped: true,
      shown: 20,
      next: 20,
    });
    // Past the thousandth: the last six, and no page after them.
    const last = await get('/api/services?search=gel%20polish&limit=20&offset=1000');
    expect({ total: last.total, capped: last.total_capped, shown: last.services.length, next: last.next_offset }).toEqual({
      total: 1000,
      capped: true,
      shown: MANY + 1 - 1000,
      next: null,
    });
  });

  it('counts exactly up to a thousand', async () => {
    const few = await get('/api/services?search=gel%20polish%201000');
    expect({ total: few.total, capped: few.total_capped, names: few.services.map((service: { name: string }) => service.name) }).toEqual({
      total: 1,
      capped: false,
      names: ['Gel Polish 1000'],
    });
    const express = await get('/api/services/search?search=express');
    expect(express).toMatchObject({ total_businesses: 1, total_businesses_capped: false, total_services: 1, total_services_capped: false });
  });

  it('caps the grouped page’s services and leaves its businesses exact', async () => {
    const grouped = await get('/api/services/search?search=gel%20polish');
    expect(grouped).toMatchObject({ total_businesses: 2, total_businesses_capped: false, total_services: 1000, total_services_capped: true, next_offset: null });
  });

  it('caps a browse’s total too, read from the counters', async () => {
    const browse = await get('/api/services?category=Nails&limit=12');
    expect({ total: browse.total, capped: browse.total_capped, next: browse.next_offset }).toEqual({ total: 1000, capped: true, next: 12 });
  });
});
