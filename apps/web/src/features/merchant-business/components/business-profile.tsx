import { FileText } from 'lucide-react';
import type { ReactNode } from 'react';

import type { OwnMerchant } from '../api/my-merchant';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 py-3 sm:grid-cols-3 sm:gap-4">
      <dt className="text-sm font-medium text-stone-600">{label}</dt>
      <dd className="text-stone-900 sm:col-span-2">{children || <span className="text-stone-500">Not given</span>}</dd>
    </div>
  );
}

/** The business as customers and our review team see it, read-only (merchant spec §2, Business Profile). */
export function BusinessProfile({ merchant }: { merchant: OwnMerchant }) {
  const address = [merchant.address_line_1, merchant.address_line_2, merchant.city, merchant.postcode].filter(Boolean).join(', ');
  return (
    <div className="grid gap-6 lg:grid-cols-[1fr_16rem]">
      <dl className="divide-y divide-stone-200">
        <Row label="Business name">{merchant.business_name}</Row>
        <Row label="Categories">{merchant.business_category}</Row>
        <Row label="Contact person">{merchant.contact_person}</Row>
        <Row label="Phone">{merchant.phone}</Row>
        <Row label="Email">{merchant.email}</Row>
        <Row label="Address">{address}</Row>
        <Row label="Description">{merchant.description ? <span className="whitespace-pre-line">{merchant.description}</span> : null}</Row>
        <Row label="Website">{merchant.website_url}</Row>
        <Row label="Social media">{merchant.social_media_url}</Row>
        <Row label="Business hours">
          {merchant.availability_hours ? (
            <ul className="space-y-0.5">
              {merchant.availability_hours.split(', ').map((day) => (
                <li key={day}>{day}</li>
              ))}
            </ul>
          ) : null}
        </Row>
        <Row label="Booking policy">
          {merchant.specific_policies ? <span className="whitespace-pre-line">{merchant.specific_policies}</span> : null}
        </Row>
        <Row label="Certificates">
          {merchant.certificate_files.length > 0 ? (
            <ul className="space-y-1">
              {merchant.certificate_files.map((file) => (
                <li key={file.id} className="flex items-center gap-2">
                  <FileText className="size-4 text-brand-700" aria-hidden="true" />
                  <a href={`${file.file_url}?download`} className="font-medium text-brand-700 underline underline-offset-2">
                    {file.original_name}
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
        </Row>
      </dl>
      <div className="space-y-4">
        <div>
          <p className="text-sm font-medium text-stone-600">Logo</p>
          {merchant.logo_url ? (
            <img src={merchant.logo_url} alt={`${merchant.business_name} logo`} width={128} height={128} className="mt-2 size-32 rounded-2xl border border-stone-200 object-cover" />
          ) : (
            <p className="mt-1 text-stone-500">No logo yet</p>
          )}
        </div>
        <div>
          <p className="text-sm font-medium text-stone-600">Venue photos</p>
          {merchant.photo_files.length > 0 ? (
            <ul className="mt-2 grid grid-cols-2 gap-2">
              {merchant.photo_files.map((file, index) => (
                <li key={file.id}>
                  <img src={`${file.file_url}?w=320`} alt={`Venue photo ${index + 1}`} width={160} height={107} className="aspect-[3/2] w-full rounded-xl object-cover" />
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-1 text-sm text-stone-500">Add up to four photos for your page’s carousel.</p>
          )}
        </div>
      </div>
    </div>
  );
}
