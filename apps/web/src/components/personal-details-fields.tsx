import type { User } from '@lull/domain/contracts/user';
import { splitPhone } from '@lull/domain/validation/phone';
import type { UseFormReturn } from 'react-hook-form';

import { PhoneField } from './phone-field';
import { TextField } from './ui/text-field';

/** The fields sign-up, Complete Your Profile and Account Settings share, by the names the schemas give them. */
export interface PersonalDetailsValues {
  first_name: string;
  last_name: string;
  country_code: string;
  phone: string;
  city: string;
}

/** A user's saved details as the fields hold them; empty fields when there is no user yet. */
export function personalDetailsOf(user: Pick<User, 'first_name' | 'last_name' | 'phone' | 'city'> | null): PersonalDetailsValues {
  const phone = splitPhone(user?.phone ?? '');
  return {
    first_name: user?.first_name ?? '',
    last_name: user?.last_name ?? '',
    country_code: phone.countryCode,
    phone: phone.number,
    city: user?.city ?? '',
  };
}

interface PersonalDetailsFieldsProps<Form extends PersonalDetailsValues, Output> {
  /** Prefix for the ids: 'register' gives 'register-first-name', 'register-phone'… */
  idPrefix: string;
  form: UseFormReturn<Form, unknown, Output>;
  /** The fields the form's schema lets the customer leave empty, labelled '(optional)'. */
  optional: readonly ('last_name' | 'phone' | 'city')[];
  /** For the narrow sign-up dialog: first and last name side by side at any width, closer together. */
  compact?: boolean;
}

/** First and last name, phone and city: the person behind an account, wherever they are asked for. */
export function PersonalDetailsFields<Form extends PersonalDetailsValues, Output>({
  idPrefix,
  form,
  optional,
  compact = false,
}: PersonalDetailsFieldsProps<Form, Output>) {
  // The constraint above guarantees these fields; react-hook-form's path types cannot see through a generic.
  const {
    register,
    control,
    formState: { errors },
  } = form as unknown as UseFormReturn<PersonalDetailsValues>;
  return (
    <>
      <div className={compact ? 'grid grid-cols-2 gap-3' : 'grid gap-5 sm:grid-cols-2'}>
        <TextField
          id={`${idPrefix}-first-name`}
          label="First name"
          autoComplete="given-name"
          error={errors.first_name?.message}
          {...register('first_name')}
        />
        <TextField
          id={`${idPrefix}-last-name`}
          label="Last name"
          optional={optional.includes('last_name')}
          autoComplete="family-name"
          error={errors.last_name?.message}
          {...register('last_name')}
        />
      </div>
      <PhoneField
        id={`${idPrefix}-phone`}
        control={control}
        countryCodeName="country_code"
        numberField={register('phone')}
        optional={optional.includes('phone')}
        error={errors.phone?.message ?? errors.country_code?.message}
      />
      <TextField
        id={`${idPrefix}-city`}
        label="City"
        optional={optional.includes('city')}
        autoComplete="address-level2"
        error={errors.city?.message}
        {...register('city')}
      />
    </>
  );
}
