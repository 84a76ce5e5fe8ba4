import {
  ADMIN_CREATE_BUSINESS_CATEGORIES,
  canSubmitCreateMerchant,
  canSubmitEditMerchant,
  createMerchantSchema,
  editMerchantSchema,
  type CreateMerchantPayload,
  type EditMerchantPayload,
} from '@lull/domain/validation/admin-merchant';
import { ADMIN_EDIT_BUSINESS_CATEGORIES } from '@lull/domain/validation/merchant-onboarding';
import { accountRoleName } from '@lull/domain/validation/admin-merchant';
import { useState, type ReactNode } from 'react';
import { type FieldErrors } from 'react-hook-form';
import { toast } from 'sonner';

import { businessFormValuesOf, businessPayloadOf, type BusinessFormValues } from '@/components/business/business-form-values';
import { BusinessProfileFields, type BusinessProfileField } from '@/components/business/business-profile-fields';
import { ConfirmDialog } from '@/components/dashboard/confirm-dialog';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { FormError } from '@/components/ui/form-error';
import { TextField } from '@/components/ui/text-field';
import { ApiError, errorMessage } from '@/lib/api-client';
import { formatPoundsAsMoney } from '@/lib/format';
import { firstFieldError, useSchemaForm } from '@/lib/schema-form';
import { type AdminMerchantDetail, lookUpMerchantOwner, type MerchantOwnerLookup, useCreateMerchant, useEditMerchant } from '../api/admin-merchants';
import { MERCHANT_TOASTS } from './merchant-messages';

interface MerchantFormValues extends BusinessFormValues {
  user_email: string;
  business_category: string;
}

const toPayload = (values: MerchantFormValues) => businessPayloadOf(values);

function blankValues(): MerchantFormValues {
  return { ...businessFormValuesOf(null), user_email: '', business_category: '' };
}

function valuesOf(merchant: AdminMerchantDetail): MerchantFormValues {
  return { ...businessFormValuesOf(merchant), user_email: merchant.user_email, business_category: merchant.business_category };
}

function Group({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="space-y-4 border-t border-stone-200 pt-5">
      <legend className="float-left mb-4 w-full font-display text-lg text-stone-900">{title}</legend>
      <div className="clear-both space-y-4">{children}</div>
    </fieldset>
  );
}

/** The categories the form offers: the list of admin spec §9 for create or edit, and an edited business's own. */
function categoryOptions(mode: 'create' | 'edit', current: string): string[] {
  const list: readonly string[] = mode === 'create' ? ADMIN_CREATE_BUSINESS_CATEGORIES : ADMIN_EDIT_BUSINESS_CATEGORIES;
  return current !== '' && !list.includes(current) ? [current, ...list] : [...list];
}

type MerchantFormDialogProps =
  | { mode: 'create'; merchant?: undefined; open: boolean; onOpenChange: (open: boolean) => void }
  | { mode: 'edit'; merchant: AdminMerchantDetail; open: boolean; onOpenChange: (open: boolean) => void };

/**
 * Create Merchant and Edit merchant (admin spec §2.2, §5, §8): the same fields, checked by the schemas the API
 * uses. Create makes the owner's account when the email is new and says whether the welcome mail went; Edit
 * offers the edit category list and requires only the business name and email.
 */
export function MerchantFormDialog(props: MerchantFormDialogProps) {
  const { mode, open, onOpenChange } = props;
  const create = useCreateMerchant();
  const edit = useEditMerchant();
  const schema = mode === 'create' ? createMerchantSchema : editMerchantSchema;
  const form = useSchemaForm<MerchantFormValues, CreateMerchantPayload | EditMerchantPayload>(schema as typeof createMerchantSchema, {
    defaultValues: props.mode === 'edit' ? valuesOf(props.merchant) : blankValues(),
    toInput: toPayload,
  });
  const { register, submitTo, firstError, showServerErrors, watch, formState } = form;
  const fieldError = (name: string) => (formState.errors as Record<string, { message?: string } | undefined>)[name]?.message;
  const [businessName, userEmail] = watch(['business_name', 'user_email']);
  const canSubmit = mode === 'create' ? canSubmitCreateMerchant({ business_name: businessName, user_email: userEmail }) : canSubmitEditMerchant({ business_name: businessName });
  const pending = create.isPending || edit.isPending;
  const fieldOrder = Object.keys(schema.shape);
  // An email that already has an account: the checked payload and whose account it is, until the admin answers.
  const [confirming, setConfirming] = useState<{ payload: CreateMerchantPayload; found: MerchantOwnerLookup & { account: NonNullable<MerchantOwnerLookup['account']> } } | null>(null);

  function close() {
    create.reset();
    edit.reset();
    setConfirming(null);
    onOpenChange(false);
  }

  function created(answer: { welcome_email_sent: boolean }) {
    toast.success(MERCHANT_TOASTS.created.title, {
      description: `${MERCHANT_TOASTS.created.description} ${answer.welcome_email_sent ? MERCHANT_TOASTS.welcomeSent : MERCHANT_TOASTS.welcomeFailed}`,
    });
    form.reset(blankValues());
    close();
  }

  function failed(error: unknown) {
    showServerErrors(error);
    if (mode === 'edit') {
      toast.error(MERCHANT_TOASTS.updateFailed.title, { description: error instanceof ApiError && error.fromServer ? error.message : MERCHANT_TOASTS.updateFailed.description });
    } else if (error instanceof ApiError && error.status !== 0) {
      toast.error(MERCHANT_TOASTS.createFailed.title, { description: error.fromServer ? error.message : MERCHANT_TOASTS.createFailed.fallback });
    } else {
      toast.error(MERCHANT_TOASTS.createException);
    }
  }

  const onSubmit = submitTo(
    async (payload) => {
      if (props.mode === 'edit') {
        edit.mutate(
          { id: props.merchant.id, payload },
          {
            onSuccess: (saved) => {
              toast.success(MERCHANT_TOASTS.updated.title, { description: `${saved.business_name}: ${MERCHANT_TOASTS.updated.description.toLowerCase()}` });
              close();
            },
            onError: failed,
          },
        );
        return;
      }
      // The email is looked up first (decision 041): an account that cannot own a business is refused beside the
      // field; one that can is made the owner only once the admin has read whose it is and said yes.
      const createPayload = payload as CreateMerchantPayload;
      let found: MerchantOwnerLookup;
      try {
        found = await lookUpMerchantOwner(createPayload.user_email);
      } catch (error) {
        failed(error);
        return;
      }
      if (found.refusal) {
        form.setError('user_email', { type: 'server', message: found.refusal });
        toast.error(MERCHANT_TOASTS.createFailed.title, { description: found.refusal });
        return;
      }
      if (found.account) {
        setConfirming({ payload: createPayload, found: { ...found, account: found.account } });
        return;
      }
      create.mutate(createPayload, { onSuccess: created, onError: failed });
    },
    {
      beforeCheck: () => {
        create.reset();
        edit.reset();
      },
      onInvalid: (errors: FieldErrors<MerchantFormValues>) => {
        const message = firstFieldError(errors, fieldOrder);
        if (message) toast.error(MERCHANT_TOASTS.validationTitle, { description: message });
      },
    },
  );

  const title = mode === 'create' ? 'Create Merchant' : `Edit ${props.merchant.business_name}`;
  const fieldsOf = (fields: BusinessProfileField[]) => ({
    form,
    fields,
    idPrefix: 'merchant',
    audience: 'admin' as const,
    categories: categoryOptions(mode, props.mode === 'edit' ? props.merchant.business_category : ''),
    // Edit requires only the business name and email (admin spec's Edit), so the rest say "(optional)".
    allOptional: mode === 'edit',
  });
  return (
    <Dialog open={open} onOpenChange={(next) => (next ? onOpenChange(true) : close())}>
      <DialogContent className="sm:max-w-2xl">
        <DialogTitle>{title}</DialogTitle>
        <DialogDescription className="mt-1">
          {mode === 'create'
            ? 'A business our team lists is approved at once. A new email gets an account and a welcome email with a link to choose a password.'
            : 'Changes show to customers at once. The owner’s booking policy and venue photos stay as they are.'}
        </DialogDescription>
        <form noValidate aria-label={title} className="mt-6 space-y-5" onSubmit={onSubmit}>
          <FormError>{firstError}</FormError>
          <Group title="Business Information">
            <TextField
              id="merchant-user-email"
              label={mode === 'create' ? 'Owner’s email' : 'Business email'}
              type="email"
              autoComplete="off"
              hint={mode === 'create' ? 'The owner signs in with it. An account is made if there is none; an existing one is shown to you before it becomes the owner.' : undefined}
              error={fieldError('user_email')}
              {...register('user_email')}
            />
            <BusinessProfileFields {...fieldsOf(['business_name', 'business_category', 'contact_person', 'phone'])} />
          </Group>

          <Group title="Business Address">
            <BusinessProfileFields {...fieldsOf(['address_line_1', 'address_line_2'])} />
            <div className="grid gap-4 sm:grid-cols-2">
              <BusinessProfileFields {...fieldsOf(['city', 'postcode'])} />
            </div>
          </Group>

          <Group title="About the Business">
            <BusinessProfileFields {...fieldsOf(['description', 'website_url', 'social_media_url'])} />
          </Group>

          <Group title="Logo and Certificates">
            <BusinessProfileFields {...fieldsOf(['logo_files', 'certificate_files'])} />
          </Group>

          <Group title="Typical Business Hours">
            <BusinessProfileFields {...fieldsOf(['availability_hours'])} />
          </Group>

          <div className="flex flex-col-reverse gap-3 border-t border-stone-200 pt-5 sm:flex-row sm:justify-end">
            <Button type="button" variant="secondary" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" isLoading={pending || formState.isSubmitting} disabled={!canSubmit}>
              {mode === 'create' ? 'Create Merchant' : 'Save Changes'}
            </Button>
          </div>
        </form>
        <ConfirmDialog
          open={confirming !== null}
          onOpenChange={(next) => !next && setConfirming(null)}
          title="Make this account the owner?"
          description={confirming ? <ExistingAccount found={confirming.found} /> : null}
          confirmLabel="Make them the owner"
          fallbackError={MERCHANT_TOASTS.createFailed.fallback}
          onConfirm={async () => {
            if (!confirming) return;
            try {
              created(await create.mutateAsync({ ...confirming.payload, confirm_existing_account: true }));
            } catch (error) {
              failed(error);
              throw new Error(errorMessage(error, MERCHANT_TOASTS.createFailed.fallback));
            }
          }}
        />
      </DialogContent>
    </Dialog>
  );
}

/** Whose account the email is, as Create Merchant's confirmation shows it: the question, then the facts behind it. */
function ExistingAccount({ found }: { found: MerchantOwnerLookup & { account: NonNullable<MerchantOwnerLookup['account']> } }) {
  const { account } = found;
  return (
    <>
      {found.question}
      <span className="mt-4 grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1 rounded-xl bg-stone-50 p-3 text-sm">
        {(
          [
            ['Name', account.name || 'No name given'],
            ['Email', found.email],
            ['Account', accountRoleName(account.role)],
            ['Bookings', String(account.total_bookings)],
            ['Credit', formatPoundsAsMoney(account.credit_balance)],
          ] as const
        ).map(([label, value]) => (
          <span key={label} className="contents">
            <span className="font-medium text-stone-900">{label}</span>
            <span className="text-stone-800 [overflow-wrap:anywhere]">{value}</span>
          </span>
        ))}
      </span>
    </>
  );
}
