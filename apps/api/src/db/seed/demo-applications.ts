import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { Database } from '../database';
import { merchants } from '../schema/merchants';
import { insertMerchantFile } from '../../modules/files/files.repository';
import { fileUrl } from '../../modules/files/file-urls';
import { insertUser } from '../../modules/users/users.repository';
import { newReferralCode } from '../../shared/tokens';

/**
 * Two businesses that applied and wait on the admin, so the admin dashboard's overview and Merchants tab have
 * something to review on a fresh database: one under review, with its logo and insurance certificate, and one
 * declined with its reason, waiting for its owner to update the application. Their owners sign in with the demo
 * password as owner@<slug>.lull.test.
 */
const applications = [
  {
    slug: 'hollow-tree-lashes',
    businessName: 'Hollow Tree Lashes',
    businessCategory: 'Brows & Lashes',
    contactPerson: 'Imogen Hart',
    phone: '+44 7700900611',
    email: 'hello@hollowtreelashes.co.uk',
    addressLine1: '41 Chatsworth Road',
    city: 'London',
    postcode: 'E5 0LH',
    latitude: 51.5546,
    longitude: -0.0447,
    description: 'A two-chair lash and brow studio in Clapton. Two technicians; weekday mornings are quiet.',
    websiteUrl: 'https://hollowtreelashes.co.uk',
    availabilityHours:
      'Monday: Closed, Tuesday: 10:00-18:00, Wednesday: 10:00-18:00, Thursday: 10:00-20:00, Friday: 10:00-18:00, Saturday: 09:00-17:00, Sunday: Closed',
    status: 'pending_review' as const,
    rejectionReason: null,
    adminNotes: null,
    colour: '#7b4a83',
    appliedDaysAgo: 1,
  },
  {
    slug: 'marlowe-nail-bar',
    businessName: 'Marlowe Nail Bar',
    businessCategory: 'Nail Salon',
    contactPerson: 'Dev Marlowe',
    phone: '+44 7700900622',
    email: 'bookings@marlowenails.co.uk',
    addressLine1: '9 Lower Marsh',
    city: 'London',
    postcode: 'SE1 7RJ',
    latitude: 51.5008,
    longitude: -0.1131,
    description: 'Gel and BIAB nails by Waterloo station.',
    websiteUrl: null,
    availabilityHours:
      'Monday: 09:00-19:00, Tuesday: 09:00-19:00, Wednesday: 09:00-19:00, Thursday: 09:00-19:00, Friday: 09:00-19:00, Saturday: 10:00-16:00, Sunday: Closed',
    status: 'declined' as const,
    rejectionReason: 'Invalid Documents',
    adminNotes: 'The insurance certificate uploaded is for a different business name.',
    colour: '#b4577a',
    appliedDaysAgo: 4,
  },
];

/** A square logo of the business's initials, as a WebP like the shipped ones. */
async function initialsLogo(name: string, colour: string): Promise<Buffer> {
  const initials = name
    .split(/\s+/)
    .slice(0, 2)
    .map((word) => word[0])
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256"><rect width="256" height="256" rx="48" fill="${colour}"/><text x="128" y="158" font-family="Georgia, serif" font-size="96" fill="#ffffff" text-anchor="middle">${initials}</text></svg>`;
  return sharp(Buffer.from(svg)).webp({ quality: 85 }).toBuffer();
}

/** A one-page PDF certificate with a line of text, its cross-reference table written to the byte. */
function certificatePdf(lines: string[]): Buffer {
  const text = lines.map((line, index) => `BT /F1 14 Tf 72 ${720 - index * 24} Td (${line.replace(/[()\\]/g, '')}) Tj ET`).join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${Buffer.byteLength(text)} >>\nstream\n${text}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, index) => {
    offsets.push(Buffer.byteLength(pdf));
    pdf += `${index + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(pdf);
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('')}`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf);
}

/** Adds the two applications in the seed's transaction; answers how many owner accounts it made. */
export async function seedDemoApplications(tx: Database, { passwordHash, now }: { passwordHash: string; now: Date }): Promise<number> {
  for (const application of applications) {
    const [firstName = '', ...rest] = application.contactPerson.split(' ');
    const owner = await insertUser(tx, {
      email: `owner@${application.slug}.lull.test`,
      passwordHash,
      firstName,
      lastName: rest.join(' '),
      phone: application.phone,
      city: application.city,
      role: 'merchant',
      gdprConsent: true,
      gdprConsentAt: now,
      profileCompletedAt: now,
      emailVerifiedAt: now,
      referralCode: newReferralCode(),
    });
    const { colour, slug, appliedDaysAgo, ...business } = application;
    const appliedAt = new Date(now.getTime() - appliedDaysAgo * 86_400_000);
    const [merchant] = await tx
      .insert(merchants)
      .values({ ...business, userId: owner.id, isVerified: false, createdAt: appliedAt, updatedAt: appliedAt })
      .returning({ id: merchants.id });
    if (!merchant) throw new Error(`insert into merchants returned no row for ${slug}`);

    const logoBytes = await initialsLogo(application.businessName, colour);
    const logo = await insertMerchantFile(
      tx,
      { merchantId: merchant.id, fileType: 'logo', fileName: `${slug}-logo.webp`, originalName: `${slug}-logo.webp`, mimeType: 'image/webp', width: 256, height: 256 },
      randomUUID(),
      logoBytes,
    );
    await tx.update(merchants).set({ logoUrl: fileUrl(logo.id) }).where(eq(merchants.id, merchant.id));
    const certificate = certificatePdf([`Public liability insurance: ${application.businessName}`, `Insured: ${application.contactPerson}`, 'Cover: GBP 2,000,000']);
    await insertMerchantFile(
      tx,
      { merchantId: merchant.id, fileType: 'certificate', fileName: `${slug}-insurance.pdf`, originalName: 'Public liability insurance.pdf', mimeType: 'application/pdf' },
      randomUUID(),
      certificate,
    );
  }
  return applications.length;
}
