import type { Weekday } from '@lull/domain/london-time';
import { teamMemberInputSchema, type TeamMemberInput, workingEndTimes, workingStartTimes } from '@lull/domain/team';
import { validate } from '@lull/domain/validation/form-errors';
import { Plus, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Controller } from 'react-hook-form';
import { toast } from 'sonner';

import { DialogLoadError } from '@/components/dashboard/dialog-load-error';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { FieldError, FormError } from '@/components/ui/form-error';
import { Select } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { TextField } from '@/components/ui/text-field';
import { ApiError, errorMessage } from '@/lib/api-client';
import { useSchemaForm } from '@/lib/schema-form';
import { type MerchantService, useMyServices } from '../api/my-services';
import { type TeamMember, useSaveTeamMember } from '../api/team';

export const SAVE_MEMBER_FAILED = 'Failed to save team member.';
export const SERVICES_LOAD_FAILED = 'We could not load your services.';

const DAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;
const MONDAY_FIRST: readonly Weekday[] = [1, 2, 3, 4, 5, 6, 0];

interface ShiftDraft {
  start: string;
  end: string;
}
interface DayDraft {
  works: boolean;
  shifts: ShiftDraft[];
}
interface TeamFormValues {
  display_name: string;
  service_ids: string[];
  hours: 'opening' | 'set';
  /** Indexed by weekday, 0 = Sunday. */
  days: DayDraft[];
  is_active: boolean;
}

/** The business's opening ranges on a weekday, in whole half hours: what a member who works that day starts from. */
function openingShifts(openingHours: string, day: Weekday): ShiftDraft[] {
  const starts = workingStartTimes(openingHours, day);
  const shifts: ShiftDraft[] = [];
  for (let start = starts[0]; start !== undefined; ) {
    const end = workingEndTimes(openingHours, day, start).at(-1)!;
    shifts.push({ start, end });
    start = starts.find((time) => time >= end);
  }
  return shifts;
}

function valuesOf(member: TeamMember | null, openingHours: string, allServiceIds: string[]): TeamFormValues {
  const days = ([0, 1, 2, 3, 4, 5, 6] as const).map((day): DayDraft => {
    if (member === null || member.uses_opening_hours) {
      const shifts = openingShifts(openingHours, day);
      return { works: shifts.length > 0, shifts };
    }
    const shifts = member.working_hours
      .filter((range) => range.day_of_week === day)
      .map((range) => ({ start: range.start_time, end: range.end_time }))
      .sort((a, b) => a.start.localeCompare(b.start));
    return { works: shifts.length > 0, shifts };
  });
  return {
    display_name: member?.display_name ?? '',
    // A new member does everything the salon offers until told otherwise, as the server's first member does.
    service_ids: member?.service_ids ?? allServiceIds,
    hours: member === null || member.uses_opening_hours ? 'opening' : 'set',
    days,
    is_active: member?.is_active ?? true,
  };
}

/** The worked shifts as the API's ranges, Monday first: a range's place here is its index in `working_hours.N` errors. */
function workedRanges(days: DayDraft[]): { day: Weekday; shift: number; range: { day_of_week: Weekday; start_time: string; end_time: string } }[] {
  return MONDAY_FIRST.flatMap((day) =>
    days[day]!.works ? days[day]!.shifts.map((shift, index) => ({ day, shift: index, range: { day_of_week: day, start_time: shift.start, end_time: shift.end } })) : [],
  );
}

function toInput({ hours, days, ...fields }: TeamFormValues) {
  return { ...fields, working_hours: hours === 'opening' ? null : workedRanges(days).map((worked) => worked.range) };
}

/** A further shift after the day's last: in the time left after it, else its second half after a half-hour break. */
function nextShift(openingHours: string, day: Weekday, shifts: ShiftDraft[]): ShiftDraft[] | null {
  const last = shifts.at(-1);
  if (last === undefined) return null;
  const later = workingStartTimes(openingHours, day).find((time) => time > last.end);
  if (later !== undefined) return [...shifts, { start: later, end: workingEndTimes(openingHours, day, later).at(-1)! }];
  const ends = workingEndTimes(openingHours, day, last.start).filter((time) => time <= last.end);
  // At least an hour before the break and half an hour after it.
  if (ends.length < 4) return null;
  const middle = ends[Math.floor(ends.length / 2) - 1]!;
  const resume = ends[Math.floor(ends.length / 2)]!;
  return [...shifts.slice(0, -1), { start: last.start, end: middle }, { start: resume, end: last.end }];
}

/** The time options of a select, keeping a saved value the opening hours no longer offer so the select shows the truth. */
function optionsWith(times: string[], value: string): string[] {
  return times.includes(value) ? times : [value, ...times].sort();
}

interface HoursEditorProps {
  openingHours: string;
  days: DayDraft[];
  onChange: (days: DayDraft[]) => void;
  /** The message for a day's shift, by weekday and the shift's place in the day. */
  errorOf: (day: Weekday, shift: number) => string | undefined;
}

/** A row per day, Monday first: Works, then each shift's From and To in half hours inside that day's opening hours. */
function HoursEditor({ openingHours, days, onChange, errorOf }: HoursEditorProps) {
  const setDay = (day: Weekday, next: DayDraft) => onChange(days.map((draft, index) => (index === day ? next : draft)));
  return (
    <div className="divide-y divide-stone-200 rounded-2xl border border-stone-200">
      {MONDAY_FIRST.map((day) => {
        const draft = days[day]!;
        const starts = workingStartTimes(openingHours, day);
        const closed = starts.length === 0;
        const headingId = `team-day-${day}`;
        const more = draft.works ? nextShift(openingHours, day, draft.shifts) : null;
        return (
          <div key={day} role="group" aria-labelledby={headingId} className="grid gap-x-4 gap-y-2 p-3 sm:grid-cols-[9rem_1fr] sm:p-4">
            <div className="flex items-center justify-between gap-3 sm:block">
              <p id={headingId} className="text-sm font-semibold text-stone-900">
                {DAY_NAMES[day]}
              </p>
              {closed ? null : (
                <Checkbox
                  id={`${headingId}-works`}
                  label="Works"
                  className="sm:mt-2"
                  checked={draft.works}
                  onChange={(event) =>
                    setDay(day, { works: event.target.checked, shifts: event.target.checked && draft.shifts.length === 0 ? openingShifts(openingHours, day).slice(0, 1) : draft.shifts })
                  }
                />
              )}
            </div>
            {closed ? (
              <p className="text-sm text-stone-600 sm:self-center">Closed: your business does not open on {DAY_NAMES[day]}s.</p>
            ) : !draft.works ? (
              <p className="text-sm text-stone-600 sm:self-center">Not working</p>
            ) : (
              <div className="space-y-2">
                {draft.shifts.map((shift, index) => {
                  const id = `${headingId}-shift-${index}`;
                  const error = errorOf(day, index);
                  const which = index === 0 ? '' : `Shift ${index + 1}`;
                  const update = (next: ShiftDraft) => setDay(day, { ...draft, shifts: draft.shifts.map((other, at) => (at === index ? next : other)) });
                  return (
                    <div key={index}>
                      <div className="flex items-center gap-2">
                        <label htmlFor={`${id}-start`} className="shrink-0 text-sm text-stone-700">
                          {which ? <span className="sr-only">{which}</span> : null} From
                        </label>
                        <Select
                          id={`${id}-start`}
                          className="min-w-0 flex-1 sm:w-28 sm:flex-none"
                          value={shift.start}
                          aria-invalid={error ? true : undefined}
                          aria-describedby={error ? `${id}-error` : undefined}
                          onChange={(event) => {
                            const start = event.target.value;
                            const ends = workingEndTimes(openingHours, day, start);
                            update({ start, end: ends.includes(shift.end) ? shift.end : (ends.at(-1) ?? shift.end) });
                          }}
                        >
                          {optionsWith(starts, shift.start).map((time) => (
                            <option key={time}>{time}</option>
                          ))}
                        </Select>
                        <label htmlFor={`${id}-end`} className="shrink-0 text-sm text-stone-700">
                          {which ? <span className="sr-only">{which}</span> : null} to
                        </label>
                        <Select
                          id={`${id}-end`}
                          className="min-w-0 flex-1 sm:w-28 sm:flex-none"
                          value={shift.end}
                          aria-invalid={error ? true : undefined}
                          aria-describedby={error ? `${id}-error` : undefined}
                          onChange={(event) => update({ ...shift, end: event.target.value })}
                        >
                          {optionsWith(workingEndTimes(openingHours, day, shift.start), shift.end).map((time) => (
                            <option key={time}>{time}</option>
                          ))}
                        </Select>
                        {index > 0 ? (
                          <Button
                            type="button"
                            variant="ghost"
                            size="sm"
                            aria-label={`Remove ${DAY_NAMES[day]}'s shift ${index + 1}`}
                            onClick={() => setDay(day, { ...draft, shifts: draft.shifts.filter((_, at) => at !== index) })}
                          >
                            <X className="size-4" aria-hidden="true" />
                          </Button>
                        ) : null}
                      </div>
                      <FieldError id={`${id}-error`} message={error} />
                    </div>
                  );
                })}
                {more ? (
                  <Button type="button" variant="link" size="sm" className="px-0" onClick={() => setDay(day, { ...draft, shifts: more })}>
                    <Plus className="size-4" aria-hidden="true" /> Add split shift <span className="sr-only">on {DAY_NAMES[day]}</span>
                  </Button>
                ) : null}
              </div>
            )}
          </div>
        );
      })}
    </div>
  );
}

function ServicesPicker({ services, value, onChange, error }: { services: MerchantService[]; value: string[]; onChange: (ids: string[]) => void; error?: string }) {
  const all = services.length > 0 && services.every((service) => value.includes(service.id));
  const some = !all && services.some((service) => value.includes(service.id));
  return (
    <fieldset aria-describedby={error ? 'team-services-error' : undefined}>
      <legend className="text-sm font-medium text-stone-800">Services they do</legend>
      {services.length === 0 ? (
        <p className="mt-2 text-sm text-stone-700">You have no services yet. Each service you add is done by everyone in your team until you say otherwise.</p>
      ) : (
        <>
          <Checkbox
            id="team-services-all"
            label={<span className="font-medium text-stone-900">Select all</span>}
            className="mt-3 border-b border-stone-200 pb-3"
            checked={all}
            ref={(input) => {
              if (input) input.indeterminate = some;
            }}
            onChange={(event) => onChange(event.target.checked ? services.map((service) => service.id) : [])}
          />
          <ul className="mt-3 grid gap-3 sm:grid-cols-2">
            {services.map((service) => (
              <li key={service.id}>
                <Checkbox
                  id={`team-service-${service.id}`}
                  label={
                    <>
                      {service.name}
                      {service.is_active ? null : (
                        <>
                          {' '}
                          <span className="text-stone-600">(inactive)</span>
                        </>
                      )}
                    </>
                  }
                  checked={value.includes(service.id)}
                  onChange={(event) => onChange(event.target.checked ? [...value, service.id] : value.filter((id) => id !== service.id))}
                />
              </li>
            ))}
          </ul>
        </>
      )}
      <FieldError id="team-services-error" message={error} />
    </fieldset>
  );
}

interface TeamMemberDialogProps {
  /** The member to edit; null adds one. */
  member: TeamMember | null;
  /** The business's opening hours text (`availability_hours`): the limits of everyone's working hours. */
  openingHours: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * Add or edit a team member (decision 050): their name, the services they do, their hours (the business's opening
 * hours, or their own inside them) and whether they take bookings. The domain's schema checks the form as the server
 * will; the server's own refusals (a name taken, hours outside opening hours, bookings a change would strand) show
 * beside their fields or above the form.
 */
export function TeamMemberDialog({ member, openingHours, open, onOpenChange }: TeamMemberDialogProps) {
  const services = useMyServices({ q: '', approval: 'all', active: 'all', page: 1, pageSize: 100 });
  const loaded = services.data?.items;
  // Opened before the services arrived, the dialog focused its only control (Close); the form then takes focus.
  const [loadedAtOpen] = useState(loaded !== undefined);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-2xl">
        <DialogTitle>{member ? `Edit ${member.display_name}` : 'Add team member'}</DialogTitle>
        <DialogDescription className="mt-1">Customers can choose who does their treatment. Each person is offered only for the services they do, while they work.</DialogDescription>
        {services.isError ? (
          <DialogLoadError query={services} fallback={SERVICES_LOAD_FAILED} />
        ) : loaded === undefined ? (
          <div aria-busy="true" aria-label="Loading your services" className="mt-6 space-y-3">
            <Skeleton className="h-11 w-full rounded-xl" />
            <Skeleton className="h-32 w-full rounded-xl" />
          </div>
        ) : (
          <TeamMemberForm member={member} openingHours={openingHours} services={loaded} focusName={!loadedAtOpen} onDone={() => onOpenChange(false)} />
        )}
      </DialogContent>
    </Dialog>
  );
}

interface TeamMemberFormProps {
  member: TeamMember | null;
  openingHours: string;
  services: MerchantService[];
  /** Focus the name on arrival (when the dialog opened before the form could). */
  focusName: boolean;
  onDone: () => void;
}

function TeamMemberForm({ member, openingHours, services, focusName, onDone }: TeamMemberFormProps) {
  const save = useSaveTeamMember();
  const form = useSchemaForm<TeamFormValues, TeamMemberInput>(teamMemberInputSchema, {
    defaultValues: valuesOf(
      member,
      openingHours,
      services.map((service) => service.id),
    ),
    toInput,
  });
  const { control, register, watch, submitTo, formState, setFocus } = form;
  useEffect(() => {
    if (focusName) setFocus('display_name');
  }, [focusName, setFocus]);
  const [serverFields, setServerFields] = useState<Record<string, string>>({});
  const values = watch();
  // Once submitted, every message follows the form as it changes, from the same schema the server applies.
  const checked = formState.isSubmitted ? validate(teamMemberInputSchema, toInput(values)) : null;
  const clientFields = checked && !checked.ok ? checked.fields : {};
  const fieldError = (name: string) => serverFields[name] ?? clientFields[name];
  const worked = workedRanges(values.days);
  const hoursError = (day: Weekday, shift: number) => {
    const at = worked.findIndex((range) => range.day === day && range.shift === shift);
    if (at < 0) return undefined;
    return fieldError(`working_hours.${at}.start_time`) ?? fieldError(`working_hours.${at}.end_time`) ?? fieldError(`working_hours.${at}`);
  };
  const servicesError = fieldError('service_ids') ?? Object.entries({ ...clientFields, ...serverFields }).find(([name]) => name.startsWith('service_ids.'))?.[1];
  const problem = save.isError ? errorMessage(save.error, SAVE_MEMBER_FAILED) : checked && !checked.ok ? checked.error : null;

  function submit(input: TeamMemberInput) {
    save.mutate(
      { id: member?.id ?? null, input },
      {
        onSuccess: (saved) => {
          toast.success(member ? `${saved.display_name} saved.` : `${saved.display_name} added to your team.`);
          onDone();
        },
        onError: (error) => setServerFields(error instanceof ApiError ? error.fields : {}),
      },
    );
  }

  return (
    <form
      noValidate
      aria-label={member ? 'Edit team member' : 'Add team member'}
      className="mt-6 space-y-6"
      onSubmit={submitTo(submit, {
        beforeCheck: () => {
          save.reset();
          setServerFields({});
        },
      })}
    >
      <FormError>{problem}</FormError>
      <TextField id="team-name" label="Display name" hint="The name customers see when they choose who does their treatment." autoComplete="off" error={fieldError('display_name')} {...register('display_name')} />
      <Controller control={control} name="service_ids" render={({ field }) => <ServicesPicker services={services} value={field.value} onChange={field.onChange} error={servicesError} />} />
      <fieldset>
        <legend className="text-sm font-medium text-stone-800">Working hours</legend>
        <div className="mt-3 grid gap-2 sm:grid-cols-2">
          {(
            [
              ['opening', 'Follow my opening hours', 'They work whenever your business is open, and follow any change to your opening hours.'],
              ['set', 'Set hours', 'Choose the days and times they work, inside your opening hours.'],
            ] as const
          ).map(([mode, label, hint]) => (
            <label
              key={mode}
              className="flex cursor-pointer items-start gap-3 rounded-xl border border-stone-300 bg-white p-3.5 has-checked:border-brand-700 has-checked:bg-brand-50"
            >
              <input type="radio" value={mode} className="mt-0.5 size-5 shrink-0 accent-brand-700" {...register('hours')} />
              <span>
                <span className="block text-sm font-semibold text-stone-900">{label}</span>
                <span className="block text-sm text-stone-700">{hint}</span>
              </span>
            </label>
          ))}
        </div>
        {values.hours === 'set' ? (
          <div className="mt-4">
            <Controller control={control} name="days" render={({ field }) => <HoursEditor openingHours={openingHours} days={field.value} onChange={field.onChange} errorOf={hoursError} />} />
          </div>
        ) : null}
        <FieldError id="team-hours-error" message={fieldError('working_hours')} />
      </fieldset>
      <Checkbox
        id="team-active"
        label={
          <>
            <span className="font-medium text-stone-900">Active</span>
            <span className="block text-stone-600">Takes new bookings. An inactive member keeps their past bookings in your records.</span>
          </>
        }
        {...register('is_active')}
      />
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button type="button" variant="secondary" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" isLoading={save.isPending}>
          {member ? 'Save changes' : 'Add team member'}
        </Button>
      </div>
    </form>
  );
}
