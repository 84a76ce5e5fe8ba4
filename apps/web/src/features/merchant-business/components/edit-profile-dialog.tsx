import {
  BUSINESS_CATEGORIES,
  merchantProfileSchema,
  type MerchantProfilePayload,
} from '@lull/domain/validation/merchant-onboarding';
import { useState } from 'react';
import { toast } from 'sonner';

import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { FieldError, FormError } from '@/components/ui/form-error';
import { ApiError } from '@/lib/api-client';
import { useSchemaForm } from '@/lib/schema-form';
import type { UploadedFile } from '@/lib/upload-file';
import { businessFormValuesOf, businessPayloadOf, fileIds, type BusinessFormValues } from '@/components/business/business-form-values';
import { BusinessProfileFields, type BusinessProfileField } from '@/components/business/business-profile-fields';
import { useUpdateProfile, type OwnMerchant } from '../api/my-merchant';
import { ProviderAgreementTerms } from './provider-agreement';

interface ProfileValues extends BusinessFormValues {
  categories: string[];
  specific_policies: string;
  photo_files: UploadedFile[];
  agree_provider_agreement: boolean;
}

const SAVE_FAILED = 'Failed to update profile.';
const RESUBMITTED = 'Application resubmitted successfully! Your application is now under review again.';

function valuesOf(merchant: OwnMerchant): ProfileValues {
  return {
    // The stored code as it is: the form offers onboarding's 20, so an Irish number stays Irish (decision 035).
    ...businessFormValuesOf(merchant),
    categories: merchant.business_category.split(', ').filter(Boolean),
    specific_policies: merchant.specific_policies,
    photo_files: merchant.photo_files,
    agree_provider_agreement: false,
  };
}

function toPayload({ categories, photo_files, ...shared }: ProfileValues) {
  return { ...businessPayloadOf(shared), business_category: categories.join(', '), photo_files: fileIds(photo_files) };
}

/** Edit Business Profile (merchant spec §3 and §5): the whole profile, saved only with the agreement ticked. */
export function EditProfileDialog({ merchant, open, onOpenChange }: { merchant: OwnMerchant; open: boolean; onOpenChange: (open: boolean) => void }) {
  const update = useUpdateProfile();
  const [showAgreement, setShowAgreement] = useState(false);
  const form = useSchemaForm<ProfileValues, MerchantProfilePayload>(merchantProfileSchema, { defaultValues: valuesOf(merchant), toInput: toPayload });
  const { register, submitTo, firstError, showServerErrors, formState } = form;
  const fieldError = (name: string) => (formState.errors as Record<string, { message?: string } | undefined>)[name]?.message;
  const serverDetail = update.error instanceof ApiError && update.error.fromServer ? update.error.message : null;
  // A category our team gave the business from the admin's list ('Spa'…) stays on offer, so saving keeps it.
  // Saving a declined application sends it back for review (merchants.service `updateProfile`), so the dialog says so.
  const resubmitting = merchant.status === 'declined';
  const title = resubmitting ? 'Update your application' : 'Edit Business Profile';
  const extraCategories = merchant.business_category
    .split(', ')
    .filter((category) => category !== '' && !(BUSINESS_CATEGORIES as readonly string[]).includes(category));
  const fieldsOf = (fields: BusinessProfileField[]) => ({ form, fields, idPrefix: 'profile', audience: 'owner' as const, categories: [...BUSINESS_CATEGORIES, ...extraCategories] });

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-2xl">
        <DialogTitle className="font-display text-2xl text-stone-900">{title}</DialogTitle>
        {resubmitting ? (
          <DialogDescription asChild>
            <div className="mt-1 space-y-1 text-sm text-stone-700">
              {merchant.rejection_reason ? (
                <p className="rounded-xl bg-red-50 p-3 text-red-900">
                  <span className="font-semibold">Why it was declined: </span>
                  {merchant.rejection_reason}
                </p>
              ) : null}
              <p>Fix what our team asked for, then resubmit: your application goes back to our team for review.</p>
            </div>
          </DialogDescription>
        ) : (
          <DialogDescription className="mt-1 text-sm text-stone-700">What customers see on your page, and what our team reviews.</DialogDescription>
        )}
        <form
          noValidate
          aria-label={title}
          className="mt-6 space-y-5"
          onSubmit={submitTo(
            (payload) =>
              update.mutate(payload, {
                onSuccess: ({ resubmitted }) => {
                  toast.success(resubmitted ? RESUBMITTED : 'Your business profile is saved.');
                  onOpenChange(false);
                },
                onError: showServerErrors,
              }),
            { beforeCheck: update.reset },
          )}
        >
          <FormError>
            {update.isError ? (
              <>
                <p className="font-semibold">{SAVE_FAILED}</p>
                {serverDetail && serverDetail !== SAVE_FAILED ? <p className="mt-0.5">{serverDetail}</p> : null}
              </>
            ) : (
              firstError
            )}
          </FormError>
          <BusinessProfileFields {...fieldsOf(['business_name', 'categories', 'contact_person', 'phone', 'address_line_1', 'address_line_2'])} />
          <div className="grid gap-5 sm:grid-cols-2">
            <BusinessProfileFields {...fieldsOf(['city', 'postcode'])} />
          </div>
          <BusinessProfileFields
            {...fieldsOf(['description', 'website_url', 'social_media_url', 'availability_hours', 'specific_policies', 'logo_files', 'certificate_files', 'photo_files'])}
          />
          <div className="space-y-2 rounded-2xl bg-stone-50 p-4">
            <Checkbox
              id="profile-agreement"
              label={
                <>
                  I agree to the{' '}
                  <button type="button" className="font-medium text-brand-700 underline underline-offset-2" onClick={() => setShowAgreement((shown) => !shown)} aria-expanded={showAgreement}>
                    Service Provider Agreement
                  </button>
                </>
              }
              aria-invalid={fieldError('agree_provider_agreement') ? true : undefined}
              {...register('agree_provider_agreement')}
            />
            {showAgreement ? (
              <div className="pt-2">
                <ProviderAgreementTerms />
              </div>
            ) : null}
            <FieldError id="profile-agreement-error" message={fieldError('agree_provider_agreement')} />
          </div>
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Button type="button" variant="secondary" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" isLoading={update.isPending}>
              {resubmitting ? 'Resubmit for review' : 'Save Changes'}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
