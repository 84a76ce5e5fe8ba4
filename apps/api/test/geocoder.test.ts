import { milesBetween } from '@lull/domain/catalogue-filters';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { demoBusinesses } from '../src/db/seed/demo-catalogue';
import {
  DISTRICT_TABLE_URL,
  createEmbeddedGeocoder,
  loadDistrictTable,
  parseDistrictTable,
} from '../src/integrations/geocoder/geocoder';

const geocoder = createEmbeddedGeocoder();

describe('embedded geocoder', () => {
  it.each([
    ['E8', 51.54, -0.06], // Hackney
    ['SW1A', 51.5, -0.14], // Westminster
    ['NW3', 51.55, -0.17], // Hampstead
    ['SE10', 51.48, -0.0], // Greenwich
  ])('places %s near %d, %d', async (district, latitude, longitude) => {
    const point = await geocoder.locate(district);
    expect(point?.label).toBe(district);
    expect(Math.abs((point?.latitude ?? Number.NaN) - latitude)).toBeLessThan(0.03);
    expect(Math.abs((point?.longitude ?? Number.NaN) - longitude)).toBeLessThan(0.03);
  });

  it('answers a full postcode with its district centroid and labels it with the normalised postcode', async () => {
    const district = await geocoder.locate('E8');
    const full = await geocoder.locate('  e83ph ');
    expect(full).toEqual({ latitude: district?.latitude, longitude: district?.longitude, label: 'E8 3PH' });
  });

  const londonDistricts = [
    'E1', 'E1W', 'E2', 'E8', 'E14', 'E17', 'E20',
    'EC1A', 'EC1V', 'EC2A', 'EC3M', 'EC4Y',
    'N1', 'N1C', 'N7', 'N16', 'N22',
    'NW1', 'NW3', 'NW6', 'NW10',
    'SE1', 'SE10', 'SE15', 'SE22', 'SE28',
    'SW1A', 'SW1P', 'SW3', 'SW11', 'SW19', 'SW20',
    'W1D', 'W1U', 'W2', 'W11', 'W14',
    'WC1A', 'WC1H', 'WC2H', 'WC2N',
    'BR1', 'CR0', 'DA15', 'EN1', 'HA0', 'IG1', 'KT1', 'RM1', 'SM1', 'TW1', 'UB1',
  ];
  it.each(londonDistricts)('knows %s and puts it in London', async (district) => {
    const point = await geocoder.locate(district);
    expect(point).toBeDefined();
    // Greater London fits in 51.28..51.70 N, 0.52 W..0.34 E.
    expect(point?.latitude).toBeGreaterThan(51.28);
    expect(point?.latitude).toBeLessThan(51.7);
    expect(point?.longitude).toBeGreaterThan(-0.52);
    expect(point?.longitude).toBeLessThan(0.34);
  });

  it.each(['ZZ9 9ZZ', 'ZZ9', 'XX1 1AA', 'E99 1AA', 'not a postcode', ''])('does not know %j', async (input) => {
    expect(await geocoder.locate(input)).toBeUndefined();
  });

  it('answers a split London district (W1, SW1, EC1, WC2) with the mean of its lettered districts', async () => {
    const w1 = await geocoder.locate('w1');
    const w1Parts = await Promise.all(['W1B', 'W1D', 'W1U', 'W1W'].map((code) => geocoder.locate(code)));
    expect(w1?.label).toBe('W1');
    for (const part of w1Parts) {
      expect(milesBetween({ lat: w1?.latitude ?? 0, lng: w1?.longitude ?? 0 }, { lat: part?.latitude ?? 0, lng: part?.longitude ?? 0 })).toBeLessThan(1);
    }
    for (const area of ['SW1', 'EC1', 'WC2']) expect(await geocoder.locate(area)).toBeDefined();
  });

  it('puts every demo salon within a mile of the centroid of its postcode district', async () => {
    for (const business of demoBusinesses) {
      const point = await geocoder.locate(business.postcode);
      expect(point, business.postcode).toBeDefined();
      const miles = milesBetween({ lat: point?.latitude ?? 0, lng: point?.longitude ?? 0 }, { lat: business.latitude, lng: business.longitude });
      expect(miles, business.postcode).toBeLessThan(1);
    }
  });

  it('gives the same answers to many concurrent first calls (the table is loaded once)', async () => {
    const fresh = createEmbeddedGeocoder();
    const answers = await Promise.all(['E8', 'e8', 'E8 3PH', 'E8'].map((input) => fresh.locate(input)));
    expect(new Set(answers.map((answer) => `${answer?.latitude},${answer?.longitude}`)).size).toBe(1);
  });
});

describe('district table', () => {
  const text = readFileSync(DISTRICT_TABLE_URL, 'utf8');
  const dataLines = text.split('\n').filter((line) => line.trim() !== '' && !line.startsWith('#')).slice(1);

  it('is small, names its source and carries the OGL attribution', () => {
    expect(Buffer.byteLength(text)).toBeLessThan(500_000);
    expect(text).toContain('Open Government Licence');
    expect(text).toContain('Contains OS data © Crown copyright and database right');
    expect(text).toContain('Contains Royal Mail data © Royal Mail copyright and database right');
    expect(text).toContain('Contains National Statistics data © Crown copyright and database right');
  });

  it('lists each district once', () => {
    const codes = dataLines.map((line) => line.split(',')[0]);
    expect(codes.length).toBeGreaterThan(2800);
    expect(new Set(codes).size).toBe(codes.length);
  });

  it('keeps every centroid inside the UK bounding box', async () => {
    const table = await loadDistrictTable();
    expect(table.size).toBe(dataLines.length);
    const outside = [...table].filter(([, { latitude, longitude }]) => !(latitude >= 49.8 && latitude <= 60.9 && longitude >= -8.7 && longitude <= 1.8));
    expect(outside).toEqual([]);
  });

  it('has every district of the inner London areas', async () => {
    const table = await loadDistrictTable();
    const expected = [
      ...range(1, 18).map((n) => `E${n}`), 'E1W', 'E20',
      ...['1A', '1M', '1N', '1R', '1V', '1Y', '2A', '2M', '2N', '2R', '2V', '2Y', '3A', '3M', '3N', '3R', '3V', '4A', '4M', '4N', '4R', '4V', '4Y'].map((s) => `EC${s}`),
      ...range(1, 22).map((n) => `N${n}`), 'N1C',
      ...range(1, 11).map((n) => `NW${n}`),
      ...range(1, 28).map((n) => `SE${n}`),
      ...['1A', '1E', '1H', '1P', '1V', '1W', '1X', '1Y'].map((s) => `SW${s}`), ...range(2, 20).map((n) => `SW${n}`),
      ...['B', 'C', 'D', 'F', 'G', 'H', 'J', 'K', 'S', 'T', 'U', 'W'].map((s) => `W1${s}`), ...range(2, 14).map((n) => `W${n}`),
      ...['1A', '1B', '1E', '1H', '1N', '1R', '1V', '1X', '2A', '2B', '2E', '2H', '2N', '2R'].map((s) => `WC${s}`),
    ];
    expect(expected.filter((district) => !table.has(district))).toEqual([]);
  });
});

describe('parseDistrictTable', () => {
  const header = '# a comment\ndistrict,latitude,longitude\n';

  it('reads rows and skips comments and blank lines', () => {
    const table = parseDistrictTable(`${header}E8,51.5411,-0.0648884\n\n# note\nSE10,51.4844,0.00134709\n`);
    expect([...table]).toEqual([
      ['E8', { latitude: 51.5411, longitude: -0.0648884 }],
      ['SE10', { latitude: 51.4844, longitude: 0.00134709 }],
    ]);
  });

  it.each([
    ['a district twice', `${header}E8,51.5,-0.06\nE8,51.5,-0.06\n`, /E8 is listed twice/],
    ['a missing header', 'E8,51.5,-0.06\n', /header/],
    ['a non-numeric coordinate', `${header}E8,north,-0.06\n`, /malformed/],
    ['an empty coordinate', `${header}E8,,-0.06\n`, /malformed/],
    ['an extra column', `${header}E8,51.5,-0.06,x\n`, /malformed/],
    ['a code that is not an outward code', `${header}E8 3PH,51.5,-0.06\n`, /malformed/],
  ])('rejects %s', (_case, text, message) => {
    expect(() => parseDistrictTable(text)).toThrow(message);
  });
});

function range(from: number, to: number): number[] {
  return Array.from({ length: to - from + 1 }, (_, index) => from + index);
}

/** Great-circle distance in miles (kept here so this test depends on nothing but the geocoder). */
