import type { z } from 'zod';

/** One message per field, keyed by its path joined with '.' (e.g. 'email', 'items.0.name'). */
export type FieldErrors = Record<string, string>;

/**
 * The shape of every validation answer: `error` is the first issue's message (the schemas order their
 * issues as the spec orders its messages) and `fields` the first message of each field.
 */
export function collectErrors(error: z.ZodError): { error: string; fields: FieldErrors } {
  const fields: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join('.');
    // A root issue (e.g. the body is not an object) belongs to no field.
    if (key !== '' && !Object.hasOwn(fields, key)) fields[key] = issue.message;
  }
  return { error: error.issues[0]?.message ?? 'Invalid input', fields };
}

export type ValidationResult<T> = { ok: true; data: T } | { ok: false; error: string; fields: FieldErrors };

export function validate<T>(schema: z.ZodType<T>, input: unknown): ValidationResult<T> {
  const result = schema.safeParse(input);
  return result.success ? { ok: true, data: result.data } : { ok: false, ...collectErrors(result.error) };
}
