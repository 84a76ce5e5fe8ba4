import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { eq } from 'drizzle-orm';
import type { Database } from '../database';
import { services } from '../schema/catalogue';
import { merchants } from '../schema/merchants';
import { insertMerchantFile } from '../../modules/files/files.repository';
import { fileUrl } from '../../modules/files/file-urls';
import type { DemoBusiness } from './demo-catalogue';

const imagesFolder = new URL('./images/', import.meta.url);
const SERVICE_IMAGES_PER_CATEGORY = 4;

interface ManifestEntry {
  width: number;
  height: number;
  alt: string;
}

let manifest: Promise<Record<string, ManifestEntry>> | undefined;
function readManifest() {
  manifest ??= readFile(new URL('manifest.json', imagesFolder), 'utf8').then((text) => JSON.parse(text) as Record<string, ManifestEntry>);
  return manifest;
}

export function categorySlug(category: string): string {
  return category
    .toLowerCase()
    .replace(/&/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

async function storeImage(db: Database, merchantId: string, fileName: string, fileType: 'logo' | 'photo' | 'service_image', sortOrder = 0) {
  const entry = (await readManifest())[fileName];
  const bytes = await readFile(new URL(fileName, imagesFolder));
  return insertMerchantFile(
    db,
    { merchantId, fileType, fileName, originalName: fileName, mimeType: 'image/webp', width: entry?.width, height: entry?.height, altText: entry?.alt, sortOrder },
    randomUUID(),
    bytes,
  );
}

/**
 * Stores a demo business's shipped pictures as real uploads would be stored (logo, three venue photos and
 * one image per service, rotating through its category's set), and points the business and services at them.
 */
export async function attachDemoImages(db: Database, business: DemoBusiness, merchantId: string): Promise<void> {
  const logo = await storeImage(db, merchantId, `${business.slug}-logo.webp`, 'logo');
  await db.update(merchants).set({ logoUrl: fileUrl(logo.id) }).where(eq(merchants.id, merchantId));
  for (const position of [1, 2, 3]) {
    await storeImage(db, merchantId, `${business.slug}-${position}.webp`, 'photo', position);
  }
  const rows = await db.select({ id: services.id, name: services.name, category: services.category }).from(services).where(eq(services.merchantId, merchantId));
  for (const [index, service] of rows.entries()) {
    const variant = ((index + business.slug.length) % SERVICE_IMAGES_PER_CATEGORY) + 1;
    const image = await storeImage(db, merchantId, `service-${categorySlug(service.category)}-${variant}.webp`, 'service_image');
    await db.update(services).set({ imageUrl: fileUrl(image.id) }).where(eq(services.id, service.id));
  }
}
