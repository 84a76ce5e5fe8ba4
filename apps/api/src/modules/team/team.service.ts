import type { TeamMember, TeamResponse } from '@lull/domain/contracts/team';
import { formatLondonDateTime } from '@lull/domain/london-format';
import {
  MAX_TEAM_MEMBERS,
  TEAM_MESSAGES,
  type MemberChange,
  type TeamMemberInput,
  type WorkingRange,
  checkWorkingHours,
  memberHasBookings,
  openingHoursAsWorkingHours,
  worksThrough,
} from '@lull/domain/team';
import { type Database, pgErrorCode, pgErrorCodes } from '../../db/database';
import type { Authenticated } from '../../shared/actor';
import type { AppContext } from '../../shared/app-context';
import { AppError } from '../../shared/app-error';
import { businessOfRequest } from '../merchants/merchants.service';
import { type BusyCalendarRow, listBusyCalendarsOf } from './busy-calendars.repository';
import { toBusyCalendarStatus } from './save-busy-calendar';
import {
  type TeamMemberWithServices,
  countMembersOf,
  countUpcomingBookingsOf,
  deleteMember,
  findMember,
  hasAnyBooking,
  insertMember,
  isNameTaken,
  listMembersOf,
  listOwnServiceIds,
  lockBusiness,
  lockMember,
  setMemberServices,
  updateMember,
  upcomingBookingsOfMember,
} from './team.repository';

/** SQLSTATE restrict_violation: what an ON DELETE RESTRICT foreign key answers. */
const RESTRICT_VIOLATION = '23001';

type Business = { id: string; availabilityHours: string | null };

function toTeamMemberDto(member: TeamMemberWithServices, business: Business, upcoming: number, busyCalendar?: BusyCalendarRow): TeamMember {
  return {
    id: member.id,
    display_name: member.displayName,
    service_ids: member.serviceIds,
    working_hours: member.workingHours ?? openingHoursAsWorkingHours(business.availabilityHours),
    uses_opening_hours: member.workingHours === null,
    is_active: member.isActive,
    upcoming_bookings: upcoming,
    busy_calendar: busyCalendar ? toBusyCalendarStatus(busyCalendar) : null,
  };
}

const fail = (message: string, fields: Record<string, string>) => new AppError('VALIDATION_FAILED', message, fields);

/**
 * A salon's team (decision 050): who works there, what each performs and when. A paused business still manages its
 * team (its customers' bookings still need people). A change never strands a customer: a member with upcoming
 * bookings keeps the services and hours those bookings need, stays active and is not deleted until the salon moves or
 * cancels them. Every change runs under the business's row lock, so the count, the names and "at least one active
 * member" hold however many saves race.
 */
export function createTeamService({ db, clock }: AppContext) {
  async function answer(business: Business, id: string): Promise<TeamMember> {
    const member = await findMember(db, id);
    const [upcoming, calendars] = await Promise.all([countUpcomingBookingsOf(db, business.id, clock()), listBusyCalendarsOf(db, business.id)]);
    return toTeamMemberDto(member!, business, upcoming.get(id) ?? 0, calendars.find((calendar) => calendar.teamMemberId === id));
  }

  /** The member and its business; another business's member, to a merchant, does not exist. */
  async function ownMember(actor: Authenticated, id: string, merchantId?: string) {
    const member = await findMember(db, id);
    if (!member) throw new AppError('NOT_FOUND', TEAM_MESSAGES.notFound);
    const business = await businessOfRequest(db, actor, actor.user.role === 'admin' ? (merchantId ?? member.merchantId) : merchantId);
    if (business.id !== member.merchantId) throw new AppError('NOT_FOUND', TEAM_MESSAGES.notFound);
    return { member, business };
  }

  /** The input's own checks against the business: its services, its opening hours, a name nobody else in the team has. */
  async function checkInput(business: Business, input: TeamMemberInput, exceptId?: string) {
    const own = await listOwnServiceIds(db, business.id);
    const foreign = input.service_ids.findIndex((serviceId) => !own.has(serviceId));
    if (foreign >= 0) throw fail(TEAM_MESSAGES.services, { [`service_ids.${foreign}`]: TEAM_MESSAGES.services });
    if (input.working_hours !== null) {
      const outside = checkWorkingHours(input.working_hours as WorkingRange[], business.availabilityHours);
      if (outside) throw fail(outside.message, { [`working_hours.${outside.index}`]: outside.message });
    }
    if (await isNameTaken(db, business.id, input.display_name, exceptId)) throw fail(TEAM_MESSAGES.nameTaken, { display_name: TEAM_MESSAGES.nameTaken });
  }

  /** Refuses a change that would leave some of the member's upcoming bookings without them (409, naming the first). */
  async function keepBookings(
    tx: Database,
    memberId: string,
    change: MemberChange,
    affected: (booking: { serviceId: string; bookingDate: string; bookingTime: string; durationMinutes: number }) => boolean,
  ) {
    const stranded = (await upcomingBookingsOfMember(tx, memberId, clock())).filter(affected);
    if (stranded.length > 0) {
      const first = stranded[0]!;
      throw new AppError('CONFLICT', memberHasBookings(change, stranded.length, formatLondonDateTime(first.bookingDate, first.bookingTime)));
    }
  }

  return {
    async list(actor: Authenticated, merchantId?: string): Promise<TeamResponse> {
      const business = await businessOfRequest(db, actor, merchantId);
      const [members, upcoming, calendars] = await Promise.all([listMembersOf(db, business.id), countUpcomingBookingsOf(db, business.id, clock()), listBusyCalendarsOf(db, business.id)]);
      const ofBusiness = calendars.find((calendar) => calendar.teamMemberId === null);
      return {
        members: members.map((member) => toTeamMemberDto(member, business, upcoming.get(member.id) ?? 0, calendars.find((calendar) => calendar.teamMemberId === member.id))),
        business_busy_calendar: ofBusiness ? toBusyCalendarStatus(ofBusiness) : null,
      };
    },

    async create(actor: Authenticated, input: TeamMemberInput, merchantId?: string): Promise<TeamMember> {
      const business = await businessOfRequest(db, actor, merchantId);
      await checkInput(business, input);
      const id = await db.transaction(async (tx) => {
        await lockBusiness(tx, business.id);
        const counted = await countMembersOf(tx, business.id);
        if (counted.all >= MAX_TEAM_MEMBERS) throw new AppError('CONFLICT', TEAM_MESSAGES.tooMany);
        if (await isNameTaken(tx, business.id, input.display_name)) throw fail(TEAM_MESSAGES.nameTaken, { display_name: TEAM_MESSAGES.nameTaken });
        const memberId = await insertMember(tx, business.id, { displayName: input.display_name, workingHours: input.working_hours as WorkingRange[] | null, isActive: input.is_active });
        await setMemberServices(tx, memberId, [...new Set(input.service_ids)]);
        return memberId;
      });
      return answer(business, id);
    },

    async update(actor: Authenticated, id: string, input: TeamMemberInput, merchantId?: string): Promise<TeamMember> {
      const { member, business } = await ownMember(actor, id, merchantId);
      await checkInput(business, input, id);
      const serviceIds = [...new Set(input.service_ids)];
      const hours = input.working_hours as WorkingRange[] | null;
      await db.transaction(async (tx) => {
        await lockBusiness(tx, business.id);
        await lockMember(tx, id);
        if (member.isActive && !input.is_active) {
          if ((await countMembersOf(tx, business.id)).active <= 1) throw new AppError('CONFLICT', TEAM_MESSAGES.lastActive);
          await keepBookings(tx, id, 'deactivate', () => true);
        }
        const dropped = new Set(member.serviceIds.filter((serviceId) => !serviceIds.includes(serviceId)));
        if (dropped.size > 0) await keepBookings(tx, id, 'services', (booking) => dropped.has(booking.serviceId));
        if (hours !== null) await keepBookings(tx, id, 'hours', (booking) => !worksThrough(hours, booking.bookingDate, booking.bookingTime, booking.durationMinutes));
        if (await isNameTaken(tx, business.id, input.display_name, id)) throw fail(TEAM_MESSAGES.nameTaken, { display_name: TEAM_MESSAGES.nameTaken });
        await updateMember(tx, id, { displayName: input.display_name, workingHours: hours, isActive: input.is_active }, clock());
        await setMemberServices(tx, id, serviceIds);
      });
      return answer(business, id);
    },

    /** Deletes a member who has no bookings at all; one with past bookings is deactivated instead (the records keep them). */
    async remove(actor: Authenticated, id: string, merchantId?: string): Promise<void> {
      const { member, business } = await ownMember(actor, id, merchantId);
      await keepBookings(db, id, 'delete', () => true);
      try {
        await db.transaction(async (tx) => {
          await lockBusiness(tx, business.id);
          if (member.isActive && (await countMembersOf(tx, business.id)).active <= 1) throw new AppError('CONFLICT', TEAM_MESSAGES.lastActive);
          if (await hasAnyBooking(tx, id)) throw new AppError('CONFLICT', TEAM_MESSAGES.hasHistory);
          await deleteMember(tx, id);
        });
      } catch (error) {
        // A booking written for the member between the check and the delete: the foreign key (ON DELETE RESTRICT) refuses.
        if (pgErrorCode(error) === RESTRICT_VIOLATION || pgErrorCode(error) === pgErrorCodes.foreignKeyViolation) throw new AppError('CONFLICT', TEAM_MESSAGES.hasHistory);
        throw error;
      }
    },
  };
}
