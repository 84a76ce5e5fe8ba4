import { CONTACT_THANKS } from '@lull/domain/contracts/account';
import { contactSchema, type ContactPayload } from '@lull/domain/validation/contact';
import { ArrowLeft, CircleCheck } from 'lucide-react';
import { Link } from 'react-router';

import { Button } from '@/components/ui/button';
import { FieldError, FormError } from '@/components/ui/form-error';
import { Label } from '@/components/ui/label';
import { TextField } from '@/components/ui/text-field';
import { useSchemaForm } from '@/lib/schema-form';
import { useCurrentUser } from '@/features/auth/api/get-current-user';
import { useSendContactMessage } from './api/send-contact-message';

const SEND_FAILED = 'Failed to send your message. Please try again.';

/** /contact: a message to Lull's support team, prefilled for a signed-in customer. */
export function ContactPage() {
  const { user, isLoading } = useCurrentUser();
  return (
    <div className="mx-auto w-full max-w-2xl px-4 py-10 sm:px-6 sm:py-14">
      <Link to={user ? '/account' : '/'} className="inline-flex items-center gap-1.5 rounded-sm py-2 text-sm font-medium text-stone-700 hover:text-stone-900 hover:underline">
        <ArrowLeft className="size-4" aria-hidden="true" />
        {user ? 'Back to Account' : 'Back to Home'}
      </Link>
      <h1 className="mt-2 font-display text-4xl text-stone-900">Contact us</h1>
      <p className="mt-2 text-stone-700">Questions about a booking, your account or listing your business: our team replies within 24 hours.</p>
      <div className="mt-8 rounded-3xl border border-stone-200 bg-white p-5 shadow-sm sm:p-8">
        {isLoading ? null : (
          <ContactForm
            key={user?.id ?? 'guest'}
            initial={{ name: [user?.first_name, user?.last_name].filter(Boolean).join(' '), email: user?.email ?? '' }}
            backTo={user ? '/account' : '/'}
          />
        )}
      </div>
    </div>
  );
}

interface ContactValues {
  name: string;
  email: string;
  phone: string;
  message: string;
}

function ContactForm({ initial, backTo }: { initial: { name: string; email: string }; backTo: string }) {
  const send = useSendContactMessage();
  const {
    register,
    submitTo,
    firstError,
    formState: { errors },
  } = useSchemaForm<ContactValues, ContactPayload>(contactSchema, { defaultValues: { ...initial, phone: '', message: '' } });

  if (send.isSuccess) {
    return (
      <div role="status" className="text-center">
        <CircleCheck className="mx-auto size-10 text-saving-700" aria-hidden="true" />
        <p className="mt-3 text-lg font-semibold text-stone-900">{CONTACT_THANKS}</p>
        <p className="mt-1 text-sm text-stone-700">We’ve emailed you a copy of your message.</p>
        <Button asChild className="mt-6">
          <Link to={backTo}>{backTo === '/account' ? 'Back to Account' : 'Back to Home'}</Link>
        </Button>
      </div>
    );
  }

  const problem = send.isError ? SEND_FAILED : firstError;
  const messageError = errors.message?.message;
  return (
    <form onSubmit={submitTo((payload) => send.mutate(payload))} noValidate className="space-y-5">
      <FormError>{problem}</FormError>
      <TextField id="contact-name" label="Name" autoComplete="name" error={errors.name?.message} {...register('name')} />
      <TextField id="contact-email" label="Email" type="email" autoComplete="email" error={errors.email?.message} {...register('email')} />
      <TextField id="contact-phone" label="Phone" optional type="tel" autoComplete="tel" error={errors.phone?.message} {...register('phone')} />
      <div className="space-y-1.5">
        <Label htmlFor="contact-message">Message</Label>
        <textarea
          id="contact-message"
          rows={6}
          maxLength={5000}
          aria-invalid={messageError ? true : undefined}
          aria-describedby={messageError ? 'contact-message-error' : undefined}
          className="block w-full rounded-xl border border-stone-300 bg-white px-3.5 py-2.5 text-base text-stone-900 placeholder:text-stone-500 focus:border-brand-600 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600/30 aria-invalid:border-red-600 sm:text-sm"
          placeholder="How can we help?"
          {...register('message')}
        />
        <FieldError id="contact-message-error" message={messageError} />
      </div>
      <Button type="submit" size="lg" className="w-full sm:w-auto" isLoading={send.isPending}>
        Send message
      </Button>
    </form>
  );
}
