/**
 * The weekly hours a business sets in its forms (merchant spec §5 and §9): each day closed, or open from one
 * time to a later one, in 30-minute steps from 06:00 to 23:30. Stored as the spec's availability_hours text,
 * 'Monday: 09:00-17:00, …, Sunday: Closed', Monday first; the catalogue reads it with parseOpeningHours.
 */
export const BUSINESS_DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;
export type BusinessDay = (typeof BUSINESS_DAYS)[number];

export type DayOpening = { closed: true } | { closed: false; open: string; close: string };
export type BusinessWeek = Record<BusinessDay, DayOpening>;

const FIRST_STEP_MINUTES = 6 * 60;
const LAST_STEP_MINUTES = 23 * 60 + 30;

const pad = (value: number) => String(value).padStart(2, '0');

/** The times a day may open or close at: '06:00', '06:30', …, '23:30'. */
export const BUSINESS_HOUR_STEPS: readonly string[] = Array.from(
  { length: (LAST_STEP_MINUTES - FIRST_STEP_MINUTES) / 30 + 1 },
  (_, i) => `${pad(Math.floor((FIRST_STEP_MINUTES + i * 30) / 60))}:${pad((FIRST_STEP_MINUTES + i * 30) % 60)}`,
);

export const HOURS_REQUIRED = 'Please set your typical business hours for at least one day of the week.';
export const HOURS_INVALID = 'Each day must be closed, or open and close on the half hour between 06:00 and 23:30, closing after it opens.';

/** Onboarding's starting week: Monday to Saturday 09:00–17:00, Sunday closed. */
export const DEFAULT_BUSINESS_WEEK: BusinessWeek = Object.freeze(
  Object.fromEntries(BUSINESS_DAYS.map((day) => [day, day === 'Sunday' ? { closed: true } : { closed: false, open: '09:00', close: '17:00' }])) as BusinessWeek,
);

export function formatBusinessWeek(week: BusinessWeek): string {
  return BUSINESS_DAYS.map((day) => {
    const opening = week[day];
    return `${day}: ${opening.closed ? 'Closed' : `${opening.open}-${opening.close}`}`;
  }).join(', ');
}

/** A day whose closing time is not after its opening time, named so the owner knows which to fix (decision 040). */
export const hoursCloseBeforeOpen = (day: BusinessDay) => `${day} closes before it opens: choose a closing time after the opening time.`;
/** A day off the half-hour steps (only a hand-made request can send one), named likewise. */
export const hoursOffTheSteps = (day: BusinessDay) => `${day} must open and close on the half hour between 06:00 and 23:30.`;

/** The first rule a week breaks, naming the day (off the steps, closing before it opens), or no day open; or null. */
export function checkBusinessWeek(week: BusinessWeek): string | null {
  const openDays = BUSINESS_DAYS.filter((day) => !week[day].closed);
  for (const day of openDays) {
    const opening = week[day] as Extract<DayOpening, { closed: false }>;
    const open = BUSINESS_HOUR_STEPS.indexOf(opening.open);
    const close = BUSINESS_HOUR_STEPS.indexOf(opening.close);
    if (open < 0 || close < 0) return hoursOffTheSteps(day);
    if (close <= open) return hoursCloseBeforeOpen(day);
  }
  return openDays.length === 0 ? HOURS_REQUIRED : null;
}

const DAY_ENTRY = /^(Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday): (?:(Closed)|(\d{2}:\d{2})-(\d{2}:\d{2}))$/;

/** Reads the text formatBusinessWeek writes (each day once, any order); null for anything else. */
export function parseBusinessWeek(text: string): BusinessWeek | null {
  const week: Partial<BusinessWeek> = {};
  for (const entry of text.split(',').map((part) => part.trim())) {
    const match = DAY_ENTRY.exec(entry);
    if (!match) return null;
    const day = match[1] as BusinessDay;
    if (week[day]) return null;
    week[day] = match[2] ? { closed: true } : { closed: false, open: match[3]!, close: match[4]! };
  }
  return BUSINESS_DAYS.every((day) => week[day]) ? (week as BusinessWeek) : null;
}

/** The message for a stored availability_hours text as a form sends it, or null when it is a valid week. */
export function checkBusinessHoursText(text: string): string | null {
  if (text.trim() === '') return HOURS_REQUIRED;
  const week = parseBusinessWeek(text);
  return week ? checkBusinessWeek(week) : HOURS_INVALID;
}
