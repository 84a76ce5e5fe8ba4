import { MAX_UPLOAD_BYTES, downloadFileName } from '@lull/domain/uploads';
import { inArray } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileContents } from '../src/db/schema/merchants';
import { fileStoreOf } from '../src/modules/files/file-store';
import { setMerchantFiles } from '../src/modules/files/files.service';
import { removeAbandonedUploads } from '../src/modules/files/upload-cleanup';
import { addMerchantFile } from './support/catalogue-fixtures';
import { applicationPayload, uploaded } from './support/merchant-fixtures';
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
    expect(await fileStoreOf(t.db).get(t.db, `uploads/${response.json().id}`)).toBeUndefined();
  });
});

/** A multipart upload whose file name comes as RFC 5987 UTF-8 (`filename*`), so it may hold quotes, line breaks and any letter. */
function uploadNamed(purpose: string, fileName: string, bytes: Buffer, cookie = owner) {
  const boundary = 'lull-odd-name';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename*=UTF-8''${encodeURIComponent(fileName)}\r\nContent-Type: text/html\r\n\r\n`),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return t.app.inject({ method: 'POST', url: `/api/uploads?purpose=${purpose}`, headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, cookie }, payload });
}

const get = (url: string, cookie: string | null = owner) => t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

describe('GET /api/files/{id}: the name a file is saved under', () => {
  it('takes its extension from the detected type: x.html holding a PDF downloads as x.pdf', async () => {
    const response = await upload('certificate', 'x.html', pdf(), owner, 'text/html');
    expect(response.statusCode).toBe(201);
    const record = response.json();
    expect(record).toMatchObject({ original_name: 'x.html', mime_type: 'application/pdf', file_name: `${record.id}.pdf` });

    const download = await get(`${record.file_url}?download`);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toBe('attachment; filename="x.pdf"');
    expect((await get(record.file_url)).headers['content-disposition']).toBe('inline; filename="x.pdf"');
  });

  it('names a picture by what it is, and a resized one as the WebP it is', async () => {
    const response = await upload('photo', 'shop front.svg.html', await picture(800, 600).jpeg().toBuffer());
    const record = response.json();
    expect((await get(`${record.file_url}?download`)).headers['content-disposition']).toBe('attachment; filename="shop front.svg.jpg"');
    const resized = await get(`${record.file_url}?w=320&download`);
    expect(resized.headers['content-type']).toBe('image/webp');
    expect(resized.headers['content-disposition']).toBe('attachment; filename="shop front.svg.webp"');
  });

  it('keeps the header whole whatever the name: quotes, semicolons, line breaks, direction overrides and other letters', async () => {
    const odd = ['Café "Licence"; filename=evil.html', 'a%0d%0aSet-Cookie: x=y.html', 'tab\there\u0007.html', 'x\u202Elmth.pdf', 'Zeugnis für Ünal.html', '\\".html'];
    for (const name of odd) {
      const response = await uploadNamed('certificate', name, pdf());
      expect(response.statusCode, name).toBe(201);
      const record = response.json();
      const expected = downloadFileName(record.original_name, 'pdf');
      expect(expected, name).toMatch(/\.pdf$/);

      const disposition = (await get(`${record.file_url}?download`)).headers['content-disposition'] as string;
      // One header of printable ASCII: the plain name, or an ASCII stand-in and the UTF-8 name (RFC 6266).
      expect(disposition, name).toMatch(/^attachment; filename="[^"\\\r\n]+\.pdf"(; filename\*=UTF-8''[A-Za-z0-9%._~!-]+)?$/);
      const extended = /filename\*=UTF-8''(.+)$/.exec(disposition)?.[1];
      const plain = /filename="([^"]+)"/.exec(disposition)?.[1];
      expect(extended ? decodeURIComponent(extended) : plain, name).toBe(expected);
    }
    const cafe = await uploadNamed('certificate', 'Café "Licence"; filename=evil.html', pdf());
    expect((await get(`${cafe.json().file_url}?download`)).headers['content-disposition']).toBe(
      `attachment; filename="Caf_ _Licence__ filename_evil.pdf"; filename*=UTF-8''Caf%C3%A9%20_Licence__%20filename_evil.pdf`,
    );
  });
});

describe('the file store', () => {
  const store = () => fileStoreOf(t.db);
  const bytesInDatabase = async (storageKeys: string[]) =>
    (await t.db.select({ storageKey: fileContents.storageKey }).from(fileContents).where(inArray(fileContents.storageKey, storageKeys))).length;

  it('keeps uploaded bytes out of the embedded database (in the database on PostgreSQL), and answers other requests meanwhile', async () => {
    expect(store().kind).toBe(process.env.TEST_DATABASE_URL ? 'database' : 'disk');
    const inFlight = Array.from({ length: 6 }, (_unused, index) => upload('certificate', `Scan ${index}.pdf`, pdf(MAX_UPLOAD_BYTES)));
    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
    const records = (await Promise.all(inFlight)).map((response) => {
      expect(response.statusCode).toBe(201);
      return response.json() as { id: string; file_url: string };
    });

    const storageKeys = records.map((record) => `uploads/${record.id}`);
    expect(await bytesInDatabase(storageKeys)).toBe(store().kind === 'disk' ? 0 : records.length);
    for (const key of storageKeys) expect((await store().get(t.db, key))?.length).toBe(MAX_UPLOAD_BYTES);
    const served = await get(records[0]!.file_url);
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(pdf(MAX_UPLOAD_BYTES))).toBe(true);
  });

  it('serves a file a business claimed, and removes the bytes of one it replaced at the next cleanup', async () => {
    const merchant = await registerUser(t.app);
    const first = await uploaded(t.app, merchant.cookie, 'logo');
    const certificate = await uploaded(t.app, merchant.cookie, 'certificate');
    const applied = await t.app.inject({
      method: 'POST',
      url: '/api/merchants',
      headers: { cookie: merchant.cookie },
      payload: applicationPayload({ logo_files: [{ id: first.id }], certificate_files: [{ id: certificate.id }] }),
    });
    expect(applied.statusCode).toBe(201);
    const business = applied.json() as { id: string };
    const sent = await get(first.file_url, merchant.cookie);
    expect(sent.statusCode).toBe(200);
    expect(sent.headers['content-type']).toBe('image/png');

    const second = await uploaded(t.app, merchant.cookie, 'logo');
    await t.db.transaction((tx) =>
      setMerchantFiles(tx, { ownerUserId: merchant.user.id, merchantId: business.id, purpose: 'logo', fileIds: [second.id], field: 'logo_files' }),
    );
    expect((await get(first.file_url, merchant.cookie)).statusCode).toBe(404);
    expect((await get(second.file_url, merchant.cookie)).statusCode).toBe(200);

    // Bytes no record names go once they are an hour old; the claimed ones stay.
    const anHourAndMoreLater = new Date(Date.now() + 61 * 60 * 1000);
    await removeAbandonedUploads(t.db, anHourAndMoreLater);
    expect(await store().get(t.db, `uploads/${first.id}`)).toBeUndefined();
    expect(await store().get(t.db, `uploads/${second.id}`)).toBeDefined();
    expect((await get(second.file_url, merchant.cookie)).statusCode).toBe(200);
    expect((await get(certificate.file_url, merchant.cookie)).statusCode).toBe(200);
  });

  it('still serves bytes kept in the database: the demo seed\'s pictures and files stored before the file store', async () => {
    const merchant = await registerUser(t.app);
    const certificate = await uploaded(t.app, merchant.cookie, 'certificate');
    const applied = await t.app.inject({
      method: 'POST',
      url: '/api/merchants',
      headers: { cookie: merchant.cookie },
      payload: applicationPayload({ certificate_files: [{ id: certificate.id }] }),
    });
    expect(applied.statusCode).toBe(201);
    // As the demo seed stores its pictures (insertMerchantFile, in its transaction): the bytes in file_contents.
    const bytes = await picture(64, 64).webp().toBuffer();
    const seeded = await addMerchantFile(t.db, applied.json().id, 'photo', bytes, 'image/webp');
    expect(await bytesInDatabase([seeded.storageKey])).toBe(1);
    const served = await get(`/api/files/${seeded.id}`, merchant.cookie);
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(bytes)).toBe(true);
    // Named by a record, so the cleanup's sweep leaves them.
    await removeAbandonedUploads(t.db, new Date(Date.now() + 61 * 60 * 1000));
    expect((await get(`/api/files/${seeded.id}`, merchant.cookie)).statusCode).toBe(200);
  });

  it('keeps no bytes of a record that could not be written, and sweeps young bytes only once they are old', async () => {
    const key = `uploads/${crypto.randomUUID()}`;
    await expect(store().save(t.db, key, pdf(), () => Promise.reject(new Error('the record could not be written')))).rejects.toThrow('could not be written');
    expect(await store().get(t.db, key)).toBeUndefined();

    const orphan = `uploads/${crypto.randomUUID()}`;
    await store().save(t.db, orphan, pdf(), async () => undefined);
    await removeAbandonedUploads(t.db, new Date());
    expect(await store().get(t.db, orphan)).toBeDefined();
    await removeAbandonedUploads(t.db, new Date(Date.now() + 61 * 60 * 1000));
    expect(await store().get(t.db, orphan)).toBeUndefined();
  });
});
