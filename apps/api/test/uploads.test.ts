import { MAX_UPLOAD_BYTES } from '@lull/domain/uploads';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { removeAbandonedUploads } from '../src/modules/files/upload-cleanup';
import { createTestApp, registerUser, type TestApp } from './support/test-app';
import { pdfBytes, uploadFile } from './support/uploads';

let t: TestApp;
let owner: string;
let otherCustomer: string;

beforeAll(async () => {
  t = await createTestApp();
  owner = (await registerUser(t.app)).cookie;
  otherCustomer = (await registerUser(t.app)).cookie;
});

afterAll(async () => {
  await t?.close();
});

function upload(purpose: string, fileName: string, bytes: Buffer, cookie: string | null = owner, declaredType?: string) {
  return uploadFile(t.app, purpose, fileName, bytes, cookie, declaredType);
}

const picture = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: '#b88a6a' } });
const pdf = pdfBytes;

describe('POST /api/uploads', () => {
  it('stores a logo, re-encoded, and serves it to its uploader only until a business claims it', async () => {
    const response = await upload('logo', 'Salon logo.png', await picture(1600, 800).png().toBuffer(), owner, 'image/png');
    expect(response.statusCode).toBe(201);
    const record = response.json();
    expect(record).toMatchObject({ file_type: 'logo', original_name: 'Salon logo.png', mime_type: 'image/png', file_url: `/api/files/${record.id}` });
    expect(record.file_name).toBe(`${record.id}.png`);

    const mine = await t.app.inject({ method: 'GET', url: record.file_url, headers: { cookie: owner } });
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['content-type']).toBe('image/png');
    expect(mine.headers['cache-control']).toBe('private, no-store');
    expect(Number(mine.headers['content-length'])).toBe(record.file_size);
    // A logo is shown small: stored no wider than 1,024 pixels.
    expect(await sharp(mine.rawPayload).metadata()).toMatchObject({ width: 1024, height: 512, format: 'png' });

    for (const cookie of [otherCustomer, undefined]) {
      const refused = await t.app.inject({ method: 'GET', url: record.file_url, headers: cookie ? { cookie } : {} });
      expect(refused.statusCode).toBe(404);
      expect(refused.json()).toEqual({ error: 'File not found.' });
    }
  });

  it("takes a phone photo's GPS position and other metadata off, and turns it upright", async () => {
    const fromPhone = await picture(300, 200)
      .jpeg()
      .withMetadata({ orientation: 6 })
      .withExifMerge({ IFD0: { Make: 'PhoneMaker' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 26/1', GPSLongitudeRef: 'W', GPSLongitude: '0/1 7/1 39/1' } })
      .toBuffer();
    const sent = await sharp(fromPhone).metadata();
    expect(sent.orientation).toBe(6);
    expect(sent.exif?.toString('latin1')).toContain('PhoneMaker');

    const response = await upload('photo', 'IMG_0042.JPG', fromPhone);
    expect(response.statusCode).toBe(201);
    const stored = await t.app.inject({ method: 'GET', url: response.json().file_url, headers: { cookie: owner } });
    const metadata = await sharp(stored.rawPayload).metadata();
    expect(metadata.exif).toBeUndefined();
    expect(stored.rawPayload.toString('latin1')).not.toContain('PhoneMaker');
    // Orientation 6 is "rotate 90° clockwise to view": stored upright, so taller than wide.
    expect(metadata).toMatchObject({ format: 'jpeg', width: 200, height: 300 });
  });

  it('accepts a PDF certificate of exactly 5 MB, kept as sent', async () => {
    const exactly = pdf(MAX_UPLOAD_BYTES);
    const response = await upload('certificate', 'Licence.pdf', exactly, owner, 'application/pdf');
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ mime_type: 'application/pdf', file_size: MAX_UPLOAD_BYTES, original_name: 'Licence.pdf' });
  });

  it('refuses a file of 5 MB and 1 byte by name', async () => {
    const response = await upload('certificate', 'Scan.pdf', pdf(MAX_UPLOAD_BYTES + 1), owner, 'application/pdf');
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ error: 'File "Scan.pdf" is too large. Maximum size is 5MB' });
  });

  it('reads the type from the content: a good name or declared type does not help', async () => {
    const cases: [string, string, Buffer, string][] = [
      ['logo', 'logo.png', pdf(), 'image/png'],
      ['logo', 'logo.svg', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), 'image/svg+xml'],
      ['certificate', 'certificate.pdf', Buffer.from('<!doctype html><html><script>alert(1)</script></html>'), 'application/pdf'],
      ['certificate', 'photo.jpg', await picture(40, 40).webp().toBuffer(), 'image/jpeg'],
    ];
    for (const [purpose, name, bytes, declared] of cases) {
      const response = await upload(purpose, name, bytes, owner, declared);
      expect(response.statusCode, name).toBe(415);
      expect(response.json().error, name).toBe(
        purpose === 'logo' ? 'File type not supported. Please use: jpg, jpeg, png, webp' : 'File type not supported. Please use: pdf, jpg, jpeg, png',
      );
    }
  });

  it('refuses a picture it cannot read, and an empty file', async () => {
    const broken = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(500, 0x41)]);
    const unreadable = await upload('photo', 'broken.jpg', broken);
    expect(unreadable.statusCode).toBe(400);
    expect(unreadable.json()).toEqual({ error: 'That picture could not be read. Please choose another file.' });

    const empty = await upload('logo', 'empty.png', Buffer.alloc(0));
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({ error: 'That file is empty.' });
  });

  it('keeps only the last part of a name with a path in it', async () => {
    const response = await upload('certificate', '../../etc/passwd.pdf', pdf());
    expect(response.statusCode).toBe(201);
    expect(response.json().original_name).toBe('passwd.pdf');
    const download = await t.app.inject({ method: 'GET', url: `${response.json().file_url}?download`, headers: { cookie: owner } });
    expect(download.headers['content-disposition']).toBe('attachment; filename="passwd.pdf"');
  });

  it('asks for sign-in, a purpose it knows and a multipart body', async () => {
    const signedOut = await upload('logo', 'logo.png', await picture(10, 10).png().toBuffer(), null);
    expect(signedOut.statusCode).toBe(401);
    expect(signedOut.json()).toEqual({ error: 'Please sign in to continue.' });

    const unknownPurpose = await upload('menu', 'menu.pdf', pdf());
    expect(unknownPurpose.statusCode).toBe(400);
    expect(unknownPurpose.json().error).toBe('Choose what the file is for: logo, certificate, photo or service_image.');

    const json = await t.app.inject({ method: 'POST', url: '/api/uploads?purpose=logo', headers: { cookie: owner }, payload: { file: 'x' } });
    expect(json.statusCode).toBe(400);
    expect(json.json()).toEqual({ error: 'Upload failed. Please try again.' });
  });

  it('removes uploads nobody claimed within a day, bytes and all', async () => {
    const response = await upload('certificate', 'Old.pdf', pdf());
    const url = response.json().file_url;
    expect(await removeAbandonedUploads(t.db, new Date())).toBe(0);
    expect((await t.app.inject({ method: 'GET', url, headers: { cookie: owner } })).statusCode).toBe(200);

    const aDayLater = new Date(Date.now() + 24 * 60 * 60 * 1000 + 1000);
    expect(await removeAbandonedUploads(t.db, aDayLater)).toBeGreaterThanOrEqual(1);
    expect((await t.app.inject({ method: 'GET', url, headers: { cookie: owner } })).statusCode).toBe(404);
  });
});
