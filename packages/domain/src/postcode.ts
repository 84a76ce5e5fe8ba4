/** UK postcodes: their shape only (whether one exists is the geocoder's question). */

// Outward code: A9, A9A, A99, AA9, AA9A, AA99. Inward code: 9AA.
const OUTWARD = /^[A-Z]{1,2}[0-9][A-Z0-9]?$/;
const INWARD = /^[0-9][A-Z]{2}$/;
// Longest full postcode is 7 characters without its space; anything much longer is not a postcode.
const MAX_INPUT_LENGTH = 16;

export interface PostcodeParts {
  outward: string;
  inward?: string;
}

/** Whether `value` has the shape of an outward code (a postcode district), like 'E8' or 'SW1A'. */
export function isOutwardCode(value: string): boolean {
  return OUTWARD.test(value);
}

/**
 * 'e83ph', 'E8 3PH', ' sw1a 1aa ' → { outward, inward }; 'E8', 'SW1A' → { outward }. Case and whitespace do not matter;
 * anything that is not the shape of a UK postcode (or outward code) gives undefined.
 */
export function normalisePostcode(input: string): PostcodeParts | undefined {
  if (typeof input !== 'string' || input.length > MAX_INPUT_LENGTH) return undefined;
  const compact = input.replace(/\s+/g, '').toUpperCase();
  if (OUTWARD.test(compact)) return { outward: compact };
  const outward = compact.slice(0, -3);
  const inward = compact.slice(-3);
  if (OUTWARD.test(outward) && INWARD.test(inward)) return { outward, inward };
  return undefined;
}

/** 'e83ph' → 'E8 3PH', 'e8' → 'E8': the postcode as people write it, or null when it is not the shape of one. */
export function formatPostcode(input: string): string | null {
  const parts = normalisePostcode(input);
  if (!parts) return null;
  return parts.inward ? `${parts.outward} ${parts.inward}` : parts.outward;
}
