import { z } from 'zod';
import { formatLondonDateTime } from './london-format';
import { type IsoDate, type WallTime, addDaysToDate, isIsoDate, londonInstant, minutesOf } from './london-time';
import { optionalInternationalPhone } from './validation/phone';

/**
 * Blocks in a salon's diary (decision 050): time the salon cannot sell, on one member or on the whole business. A
 * block may overlap another block (a lunch break inside a day off) but never a booking: the database refuses that
 * (`diary_occupancy_no_overlap`), and the API names the booking so the salon can move or cancel it first.
 */
/** The kinds a salon adds by hand. */
export const SALON_BLOCK_KINDS = ['break', 'time_off', 'closure', 'walk_in', 'phone_booking'] as const;
/** Every kind in the diary: the salon's, and 'external', an event of a busy calendar the sync reads. */
export const DIARY_BLOCK_KINDS = [...SALON_BLOCK_KINDS, 'external'] as const;
export type DiaryBlockKind = (typeof DIARY_BLOCK_KINDS)[number];

export const DIARY_BLOCK_LABELS: Record<DiaryBlockKind, string> = {
  break: 'Break',
  time_off: 'Time off',
  closure: 'Closed',
  walk_in: 'Walk-in',
  phone_booking: 'Phone booking',
  external: 'Busy elsewhere',
};

/** The kinds that are a client the salon booked itself, so may carry the client's name and phone. */
export const CLIENT_BLOCK_KINDS: readonly DiaryBlockKind[] = ['walk_in', 'phone_booking'];

/** A weekly block is this many weekly occurrences, one row each (decision 050): a year of Tuesdays' lunch. */
export const REPEAT_WEEKS = 52;
/** A block may start at most this many days ahead: the diary's horizon. */
export const BLOCK_HORIZON_DAYS = 365;
/** Minutes a block's times move in. */
export const BLOCK_STEP_MINUTES = 5;
/** The diary's longest view, in days (six weeks: a month with its spill-over weeks). */
export const MAX_DIARY_DAYS = 42;
export const BLOCK_NOTE_MAX = 200;
export const BLOCK_CLIENT_NAME_MAX = 80;

export const DIARY_MESSAGES = {
  kind: 'Choose what the time is for.',
  date: 'Choose a date.',
  pastDate: 'Choose today or a later date.',
  tooFar: `Choose a date within the next ${BLOCK_HORIZON_DAYS} days.`,
  time: `Choose a time in ${BLOCK_STEP_MINUTES}-minute steps (HH:MM).`,
  endAfterStart: 'The finishing time must be after the starting time.',
  noSuchTime: 'That time does not exist on that day (the clocks go forward): choose another.',
  note: `Keep the note to ${BLOCK_NOTE_MAX} characters.`,
  clientName: `Keep the client's name to ${BLOCK_CLIENT_NAME_MAX} characters.`,
  clientOnlyForClients: "A client's name and phone belong to a walk-in or a phone booking.",
  member: 'Choose someone from your team, or the whole business.',
  notFound: 'Block not found',
  diaryRange: `Choose a range of at most ${MAX_DIARY_DAYS} days, the end not before the start.`,
} as const;

/** 'Can't block that time: Gel Manicure with Amy on Wed 10 Jun 2026 at 14:00 is booked…' */
export function blockOverBookingMessage(booking: { serviceName: string; customerFirstName: string; date: IsoDate; time: WallTime }): string {
  const who = booking.customerFirstName.trim() === '' ? '' : ` with ${booking.customerFirstName.trim()}`;
  return `That time is booked: ${booking.serviceName}${who} on ${formatLondonDateTime(booking.date, booking.time)}. Move or cancel that booking first.`;
}

function isBlockTime(value: string): boolean {
  return /^([01]\d|2[0-3]):[0-5]\d$/.test(value) && minutesOf(value) % BLOCK_STEP_MINUTES === 0;
}
const blockTime = z.string(DIARY_MESSAGES.time).refine(isBlockTime, DIARY_MESSAGES.time);

/**
 * POST /api/merchant/diary/blocks. Whether the date is too early or too late needs today (`checkBlockDate`), and
 * whether the member is the salon's and the time free needs the database; the server checks those after this.
 */
export const diaryBlockInputSchema = z
  .object({
    team_member_id: z.uuid(DIARY_MESSAGES.member).nullable(),
    date: z.string(DIARY_MESSAGES.date).refine(isIsoDate, DIARY_MESSAGES.date),
    start_time: blockTime,
    end_time: blockTime,
    kind: z.enum(SALON_BLOCK_KINDS, DIARY_MESSAGES.kind),
    note: z.string(DIARY_MESSAGES.note).trim().max(BLOCK_NOTE_MAX, DIARY_MESSAGES.note).default(''),
    client_name: z.string(DIARY_MESSAGES.clientName).trim().max(BLOCK_CLIENT_NAME_MAX, DIARY_MESSAGES.clientName).nullish(),
    client_phone: optionalInternationalPhone,
    repeat_weekly: z.boolean().default(false),
  })
  .superRefine((block, ctx) => {
    if (isBlockTime(block.start_time) && isBlockTime(block.end_time) && block.end_time <= block.start_time) {
      ctx.addIssue({ code: 'custom', message: DIARY_MESSAGES.endAfterStart, path: ['end_time'] });
    }
    if (!CLIENT_BLOCK_KINDS.includes(block.kind)) {
      if (block.client_name) ctx.addIssue({ code: 'custom', message: DIARY_MESSAGES.clientOnlyForClients, path: ['client_name'] });
      if (block.client_phone) ctx.addIssue({ code: 'custom', message: DIARY_MESSAGES.clientOnlyForClients, path: ['client_phone'] });
    }
  });
export type DiaryBlockInput = z.infer<typeof diaryBlockInputSchema>;

/** A block's date must be today or later (London) and within the horizon: the message, or null. */
export function checkBlockDate(date: IsoDate, today: IsoDate): string | null {
  if (date < today) return DIARY_MESSAGES.pastDate;
  if (date > addDaysToDate(today, BLOCK_HORIZON_DAYS)) return DIARY_MESSAGES.tooFar;
  return null;
}

/** The dates a block is written on: its own, or that date and the next weeks' same weekday. */
export function blockDates(date: IsoDate, repeatWeekly: boolean): IsoDate[] {
  return Array.from({ length: repeatWeekly ? REPEAT_WEEKS : 1 }, (_, week) => addDaysToDate(date, week * 7));
}

/**
 * The instants a block covers on a date, London wall-clock and DST-safe; null when the clocks going forward swallow
 * it (01:00–01:30 on the last Sunday of March does not happen).
 */
export function blockInstants(date: IsoDate, start: WallTime, end: WallTime): { startsAt: Date; endsAt: Date } | null {
  const startsAt = londonInstant(date, start);
  const endsAt = londonInstant(date, end);
  return endsAt > startsAt ? { startsAt, endsAt } : null;
}

/** Whether a diary's range asks for real dates, the end not before the start, at most `MAX_DIARY_DAYS` days. */
export function isDiaryRange(from: IsoDate, to: IsoDate): boolean {
  return to >= from && addDaysToDate(from, MAX_DIARY_DAYS) > to;
}
