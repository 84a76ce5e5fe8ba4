import { validate } from '@lull/domain/validation/form-errors';
import type { FieldErrors, FieldPath, FieldValues, Resolver, UseFormSetError } from 'react-hook-form';

import { ApiError } from './api-client';

/** A schema from `packages/domain`: the same rules and messages the API applies. */
export type FormSchema<TOutput> = Parameters<typeof validate<TOutput>>[0];

/**
 * Lets react-hook-form check a form with a shared schema. The web app never restates a rule: every
 * message a form shows comes from the schema the server also uses.
 */
export function schemaResolver<TValues extends FieldValues, TOutput>(
  schema: FormSchema<TOutput>,
): Resolver<TValues, unknown, TOutput> {
  return (values) => {
    const result = validate(schema, values);
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
