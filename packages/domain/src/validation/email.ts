import { checkedString } from './string-field';

/** RFC 5321 limit on a forward path; longer values cannot be delivered to. */
const MAX_EMAIL_LENGTH = 254;

export function normaliseEmail(raw: string): string {
  return raw.trim().toLowerCase();
}

/** The registration modal's email rule, first failing message. */
export function checkEmailAddress(raw: string): string | null {
  const email = raw.trim();
  if (email === '') return 'email address required';
  const at = email.lastIndexOf('@');
  if (at === -1) return 'email address incomplete';
  const domain = email.slice(at + 1);
  const dot = domain.lastIndexOf('.');
  if (dot === -1 || domain.length - (dot + 1) < 2) return 'domain incomplete';
  return null;
}

/**
 * The modal rule plus what a deliverable address also needs, reusing the modal's wording:
 * one '@' with something before it, no whitespace, no empty domain label ('a@.com', 'a@b..com').
 */
function checkDeliverableEmail(raw: string): string | null {
  const email = raw.trim();
  const basic = checkEmailAddress(email);
  if (basic !== null) return basic;
  const at = email.indexOf('@');
  if (at === 0 || at !== email.lastIndexOf('@') || /\s/.test(email)) return 'email address incomplete';
  if (email.slice(at + 1).split('.').includes('')) return 'domain incomplete';
  if (email.length > MAX_EMAIL_LENGTH) return 'email address too long';
  return null;
}

/** For forms whose wording differs from the modal's: is this an address mail can be sent to? */
export function isEmailAddress(raw: string): boolean {
  return checkDeliverableEmail(raw) === null;
}

/** An email field: trimmed and lowercased, then checked; one message per value. */
export const emailAddress = checkedString('email address required', checkDeliverableEmail, normaliseEmail);
