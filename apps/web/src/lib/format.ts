import { formatLondonDate, formatLondonDateOf, formatLondonDayShort, formatLondonInstant } from '@lull/domain/london-format';
import type { IsoDate } from '@lull/domain/london-time';
import { formatPenceAsMoney, poundsToPence } from '@lull/domain/money';

/** '£12.50' from the API's pounds, rounded to the penny the same way the server rounds. */
export function formatPoundsAsMoney(pounds: number): string {
  return formatPenceAsMoney(poundsToPence(pounds));
}

const relativeTime = new Intl.RelativeTimeFormat('en-GB', { numeric: 'auto' });

const UNITS: readonly [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 60 * 60],
  ['month', 30 * 24 * 60 * 60],
  ['week', 7 * 24 * 60 * 60],
  ['day', 24 * 60 * 60],
  ['hour', 60 * 60],
  ['minute', 60],
];

/** '2 minutes ago', 'yesterday', 'in 3 days'; anything under a minute either way is 'just now'. */
export function formatRelativeTime(date: Date | string, now: Date = new Date()): string {
  const then = typeof date === 'string' ? new Date(date) : date;
  const seconds = Math.round((then.getTime() - now.getTime()) / 1000);
  if (Number.isNaN(seconds)) return '';
  if (Math.abs(seconds) < 60) return 'just now';
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) return relativeTime.format(Math.trunc(seconds / size), unit);
  }
  return 'just now';
}

/** 'Fri 21 Nov 2025 at 14:05' in London time (decision 037): the exact moment behind a relative time, for a tooltip. */
export function formatDateTime(date: Date | string): string {
  const value = typeof date === 'string' ? new Date(date) : date;
  return Number.isNaN(value.getTime()) ? '' : formatLondonInstant(value);
}

/** '0.8 miles', '1 mile', '12 miles': one decimal under ten miles, whole miles beyond. */
export function formatMiles(miles: number): string {
  if (miles < 0.1) return 'under 0.1 miles';
  const rounded = miles < 10 ? Math.round(miles * 10) / 10 : Math.round(miles);
  return `${rounded} ${rounded === 1 ? 'mile' : 'miles'}`;
}

/**
 * A stored phone ('+44 2079460101': code, a space, the number) as people read it: UK numbers in
 * national form ('020 7946 0101', '07700 900123'); anything else as stored.
 */
export function formatPhone(phone: string): string {
  // Separators inside the number ('+44 7700 900456') are the customer's typing, not part of the number.
  const match = /^\+440?(\d{9,10})$/.exec(phone.replace(/[\s\-()]/g, ''));
  if (!match?.[1]) return phone.trim();
  const national = `0${match[1]}`;
  if (national.startsWith('02') && national.length === 11) return `${national.slice(0, 3)} ${national.slice(3, 7)} ${national.slice(7)}`;
  return `${national.slice(0, 5)} ${national.slice(5)}`;
}

/** The number to dial: 'tel:+442079460101'. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/** An http(s) address to link to, or null for anything else (a 'javascript:' URL is never a link). */
export function safeWebsite(url: string | null): { href: string; label: string } | null {
  if (!url) return null;
  try {
    const parsed = new URL(/^[a-z][a-z\d+.-]*:/i.test(url) ? url : `https://${url}`);
    if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return null;
    const path = parsed.pathname === '/' ? '' : parsed.pathname;
    return { href: parsed.href, label: `${parsed.host.replace(/^www\./, '')}${path}` };
  } catch {
    return null;
  }
}

/** 'Fri 21 Nov 2025': the London day of an instant, in Lull's one date format (decision 037). */
export function formatDate(date: Date | string): string {
  const value = typeof date === 'string' ? new Date(date) : date;
  return Number.isNaN(value.getTime()) ? '' : formatLondonDateOf(value);
}

/** 'Mon 24 Nov 2026 at 14:30': an appointment's start, London time (the domain's `formatLondonInstant`). */
export function formatLondonWhen(instant: Date | string): string {
  return formatLondonInstant(instant);
}

/** 'Wed 2 Dec 2026' for a London calendar date (a booking's booking_date, a diary's day). */
export function formatDay(date: IsoDate): string {
  return formatLondonDate(date);
}

/** 'Wed 2 Dec' for a London calendar date, where space is tight and the year is plain from around it (a calendar's column). */
export function formatDayShort(date: IsoDate): string {
  return formatLondonDayShort(date);
}
