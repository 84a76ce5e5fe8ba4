import { validate } from '@lull/domain/validation/form-errors';
import type { FormEvent } from 'react';
import {
  useForm,
  type FieldErrors,
  type FieldPath,
  type FieldValues,
  type Resolver,
  type SubmitErrorHandler,
  type SubmitHandler,
  type UseFormProps,
  type UseFormSetError,
} from 'react-hook-form';

import { ApiError } from './api-client';

/** A schema from `packages/domain`: the same rules and messages the API applies. */
export type FormSchema<TOutput> = Parameters<typeof validate<TOutput>>[0];

/** An object schema: its keys name the fields, in the order their messages are listed. */
type ObjectFormSchema<TOutput> = FormSchema<TOutput> & { shape: Record<string, unknown> };

/** How a form's values become the schema's input, when they differ (a phone kept as code and number, say). */
type ToSchemaInput<TValues> = (values: TValues) => unknown;

/**
 * Lets react-hook-form check a form with a shared schema. The web app never restates a rule: every
 * message a form shows comes from the schema the server also uses.
 */
export function schemaResolver<TValues extends FieldValues, TOutput>(
  schema: FormSchema<TOutput>,
  toInput: ToSchemaInput<TValues> = (values) => values,
): Resolver<TValues, unknown, TOutput> {
  return (values) => {
    const result = validate(schema, toInput(values));
    if (result.ok) return { values: result.data, errors: {} };
    const errors: Record<string, { type: string; message: string }> = {};
    for (const [name, message] of Object.entries(result.fields)) errors[name] = { type: 'schema', message };
    return { values: {}, errors: errors as FieldErrors<TValues> };
  };
}

/**
 * The first message to fix, taking fields in the order the schema (and so the spec) lists them:
 * what the red box above a form shows.
 */
export function firstFieldError<TValues extends FieldValues>(
  errors: FieldErrors<TValues>,
  order: readonly string[],
): string | undefined {
  for (const name of order) {
    const message = (errors as Record<string, { message?: unknown } | undefined>)[name]?.message;
    if (typeof message === 'string' && message !== '') return message;
  }
  return undefined;
}

/** Puts the API's per-field messages (a 400 with `fields`) next to the fields they belong to. */
export function applyServerFieldErrors<TValues extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<TValues>,
  fieldNames: readonly string[],
): void {
  if (!(error instanceof ApiError)) return;
  for (const [name, message] of Object.entries(error.fields)) {
    if (fieldNames.includes(name)) setError(name as FieldPath<TValues>, { type: 'server', message });
  }
}

interface SchemaFormOptions<TValues extends FieldValues, TOutput> extends Omit<UseFormProps<TValues, unknown, TOutput>, 'resolver'> {
  toInput?: ToSchemaInput<TValues>;
}

/**
 * Every form of the app: react-hook-form checked by a shared schema. Errors show once the form is
 * submitted, then follow each change; submitting hands over the schema's output (trimmed, normalised).
 */
export function useSchemaForm<TValues extends FieldValues, TOutput>(
  schema: ObjectFormSchema<TOutput>,
  { toInput, ...options }: SchemaFormOptions<TValues, TOutput>,
) {
  const form = useForm<TValues, unknown, TOutput>({ ...options, resolver: schemaResolver(schema, toInput) });
  const fieldOrder = Object.keys(schema.shape);
  return {
    ...form,
    /** The first message to fix, in the schema's order: what the red box above the form shows. */
    firstError: firstFieldError(form.formState.errors, fieldOrder),
    /** Shows a refused request's per-field messages beside their fields. */
    showServerErrors: (error: unknown) => applyServerFieldErrors(error, form.setError, fieldOrder),
    /**
     * The form's onSubmit: `beforeCheck` first (forgetting the last attempt's answer, say), then the
     * checked values to `onValid`, or the problems to `onInvalid`.
     */
    submitTo:
      (onValid: SubmitHandler<TOutput>, { beforeCheck, onInvalid }: { beforeCheck?: () => void; onInvalid?: SubmitErrorHandler<TValues> } = {}) =>
      (event: FormEvent) => {
        beforeCheck?.();
        void form.handleSubmit(onValid, onInvalid)(event);
      },
  };
}
