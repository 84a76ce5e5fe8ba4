import { z } from 'zod';

/** Returns the message of the first rule the value breaks, or null when it passes. */
export type Check = (value: string) => string | null;

const trim = (raw: string): string => raw.trim();

/** For passwords, which are never trimmed: spaces are part of the secret. */
export const keepAsTyped = (raw: string): string => raw;

function runCheck(raw: string, check: Check, normalise: (raw: string) => string, ctx: z.RefinementCtx) {
  const value = normalise(raw);
  const message = check(value);
  if (message === null) return value;
  ctx.issues.push({ code: 'custom', message, input: raw });
  return z.NEVER;
}

/**
 * A string field that reports at most one issue, so forms can show "the first failing message":
 * `missing` when the value is absent or not a string, else the first failing check's message.
 * The value is normalised (trimmed by default) before it is checked; the normalised value is the output.
 */
export function checkedString(missing: string, check: Check, normalise: (raw: string) => string = trim) {
  return z.string({ error: missing }).transform((raw, ctx) => runCheck(raw, check, normalise, ctx));
}

/**
 * Like checkedString, but absent or null is read as '' before checking (JSON clients send either).
 * Only a tampered client sends a non-string here, so zod's own message is enough for that case.
 */
export function optionalCheckedString(check: Check, normalise: (raw: string) => string = trim) {
  return z
    .string()
    .nullish()
    .transform((raw, ctx) => runCheck(raw ?? '', check, normalise, ctx));
}

/** Trimmed text that must be neither empty nor longer than `max`. */
export function requiredText(required: string, max: number, tooLong: string) {
  return checkedString(required, (value) => (value === '' ? required : value.length > max ? tooLong : null));
}

/** Trimmed text that may be empty (absent or null gives ''), at most `max` long. */
export function optionalText(max: number, tooLong: string) {
  return optionalCheckedString((value) => (value.length > max ? tooLong : null));
}
