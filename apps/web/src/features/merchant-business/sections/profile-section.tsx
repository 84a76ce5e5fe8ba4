import type { OwnMerchant } from '@lull/domain/contracts/merchants';
import { Pencil } from 'lucide-react';

import { Button } from '@/components/ui/button';
import { BusinessProfile } from '../components/business-profile';
import { SectionHeading } from './section-heading';

/** The Business Profile, read-only, with the editor behind a button (not while the business is paused). */
export function ProfileSection({ merchant, onEdit }: { merchant: OwnMerchant; onEdit: () => void }) {
  return (
    <section aria-labelledby="profile-heading" className="rounded-3xl border border-stone-200 bg-white p-5 shadow-sm sm:p-8">
      <SectionHeading id="profile-heading" title="Business Profile">
        {!merchant.is_paused ? (
          <Button variant="secondary" size="sm" onClick={onEdit}>
            <Pencil className="size-4" aria-hidden="true" /> Edit Business Profile
          </Button>
        ) : null}
      </SectionHeading>
      <div className="mt-4">
        <BusinessProfile merchant={merchant} />
      </div>
    </section>
  );
}
