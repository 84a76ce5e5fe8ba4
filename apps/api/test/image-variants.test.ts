import { readFile } from 'node:fs/promises';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMerchantFile, createMerchant } from './support/catalogue-fixtures';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
let photo: { id: string };
let original: Buffer;
let certificate: { id: string };
let unreadable: { id: string };

beforeAll(async () => {
  t = await createTestApp();
  const { merchant } = await createMerchant(t.db);
  // One of the demo pictures: 800 × 600 WebP.
  original = await readFile(new URL('../src/db/seed/images/service-nails-1.webp', import.meta.url));
  photo = await addMerchantFile(t.db, merchant.id, 'photo', original, 'image/webp');
  certificate = await addMerchantFile(t.db, merchant.id, 'certificate', Buffer.from('%PDF-1.7'), 'application/pdf');
  unreadable = await addMerchantFile(t.db, merchant.id, 'photo', Buffer.from('RIFF....WEBPVP8 '), 'image/webp');
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('pictures in the size the page shows', () => {
  it.each([320, 480, 640])('serves a %i-pixel-wide WebP, smaller than the original, cached for a year', async (width) => {
    const served = await get(`/api/files/${photo.id}?w=${width}`);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const { width: shown, height, format } = await sharp(served.rawPayload).metadata();
    expect({ shown, height, format }).toEqual({ shown: width, height: Math.round((width * 600) / 800), format: 'webp' });
    expect(served.rawPayload.length).toBeLessThan(original.length);
    // Made once: the same bytes the second time.
    expect((await get(`/api/files/${photo.id}?w=${width}`)).rawPayload.equals(served.rawPayload)).toBe(true);
  });

  it('never makes a picture wider than it is', async () => {
    const served = await get(`/api/files/${photo.id}?w=960`);
    expect((await sharp(served.rawPayload).metadata()).width).toBe(800);
  });

  it('refuses a width that is not offered, and serves other files as they are', async () => {
    const refused = await get(`/api/files/${photo.id}?w=481`);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toBe('Choose one of the picture widths: 320, 480, 640, 960.');
    expect((await get(`/api/files/${photo.id}?w=big`)).statusCode).toBe(400);
    // A certificate stays private whatever is asked for.
    expect((await get(`/api/files/${certificate.id}?w=480`)).statusCode).toBe(404);
  });

  it('sends a stored picture it cannot read as it is, rather than failing', async () => {
    const served = await get(`/api/files/${unreadable.id}?w=480`);
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.toString()).toBe('RIFF....WEBPVP8 ');
  });
});
