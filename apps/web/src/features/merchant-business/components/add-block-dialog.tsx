import { CLIENT_BLOCK_KINDS, DIARY_BLOCK_LABELS, SALON_BLOCK_KINDS, type DiaryBlockInput, type DiaryBlockKind, diaryBlockInputSchema } from '@lull/domain/diary-blocks';
import { splitPhone } from '@lull/domain/validation/phone';
import { toast } from 'sonner';

import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { FieldError, FormError } from '@/components/ui/form-error';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { TextField } from '@/components/ui/text-field';
import { ApiError } from '@/lib/api-client';
import { formatDay } from '@/lib/format';
import { useSchemaForm } from '@/lib/schema-form';
import { useCreateBlock } from '../api/diary';
import { wallTime } from '../calendar-layout';
import type { AddRequest } from './diary-grid';

interface BlockValues {
  team_member_id: string;
  date: string;
  start_time: string;
  end_time: string;
  kind: DiaryBlockKind;
  note: string;
  client_name: string;
  client_phone: string;
  repeat_weekly: boolean;
}

/** What the salon may pick for "Whose diary": '' is the whole business (a closure's default). */
const WHOLE_BUSINESS = '';

/** The form's values as the API takes them: no member for the whole business, a client only for a client's kind, a UK number unless a code is typed. */
function toBlockInput(values: BlockValues) {
  const forClient = CLIENT_BLOCK_KINDS.includes(values.kind);
  const phone = values.client_phone.trim();
  const { countryCode, number } = splitPhone(phone);
  return {
    ...values,
    team_member_id: values.team_member_id === WHOLE_BUSINESS ? null : values.team_member_id,
    client_name: forClient && values.client_name.trim() !== '' ? values.client_name : null,
    client_phone: forClient && phone !== '' ? `${countryCode} ${number}` : '',
  };
}

/** A refusal no field can show (the 409 naming the booking in the way), said in full above the form; null when the fields say it. */
function refusalOf(error: Error | null): string | null {
  if (!error) return null;
  if (!(error instanceof ApiError) || !error.fromServer) return 'We could not add that to the diary. Please try again.';
  return Object.keys(error.fields).length === 0 ? error.message : null;
}

interface AddBlockDialogProps {
  /** Where the salon asked to add; null when closed. */
  request: AddRequest | null;
  members: readonly { id: string; display_name: string; is_active: boolean }[];
  onOpenChange: (open: boolean) => void;
}

/** "Add to diary": a break, time off, a closure, a walk-in or a phone booking, from the time the salon selected. */
export function AddBlockDialog({ request, members, onOpenChange }: AddBlockDialogProps) {
  return (
    <Dialog open={request !== null} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-lg">
        <DialogTitle>Add to diary</DialogTitle>
        <DialogDescription className="mt-2">Time you block here is never sold on Lull.</DialogDescription>
        {request ? <AddBlockForm key={`${request.memberId}-${request.date}-${request.start}`} request={request} members={members} onDone={() => onOpenChange(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function AddBlockForm({ request, members, onDone }: { request: AddRequest; members: AddBlockDialogProps['members']; onDone: () => void }) {
  const create = useCreateBlock();
  const {
    register,
    submitTo,
    firstError,
    showServerErrors,
    setValue,
    watch,
    formState: { errors },
  } = useSchemaForm<BlockValues, DiaryBlockInput>(diaryBlockInputSchema, {
    toInput: toBlockInput,
    defaultValues: {
      team_member_id: request.memberId,
      date: request.date,
      start_time: wallTime(request.start),
      end_time: wallTime(request.end),
      kind: 'break',
      note: '',
      client_name: '',
      client_phone: '',
      repeat_weekly: false,
    },
  });
  const kind = watch('kind');
  const forClient = CLIENT_BLOCK_KINDS.includes(kind);
  const kindField = register('kind');

  // A refusal the form cannot pin on a field (the 409 naming the booking in the way) is said in full above the form.
  const problem = refusalOf(create.error) ?? firstError;

  return (
    <form
      noValidate
      aria-label="Add to diary"
      className="mt-6 space-y-4"
      onSubmit={submitTo(
        (input) =>
          create.mutate(input, {
            onSuccess: (created) => {
              toast.success(`${DIARY_BLOCK_LABELS[created.kind]} added to the diary.`);
              onDone();
            },
            onError: showServerErrors,
          }),
        { beforeCheck: create.reset },
      )}
    >
      <FormError>{problem}</FormError>
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <Label htmlFor="block-kind">What for</Label>
          <Select
            id="block-kind"
            className="mt-1.5"
            {...kindField}
            onChange={(event) => {
              // A closure shuts the whole business unless the salon says otherwise.
              if (event.target.value === 'closure') setValue('team_member_id', WHOLE_BUSINESS);
              return kindField.onChange(event);
            }}
          >
            {SALON_BLOCK_KINDS.map((option) => (
              <option key={option} value={option}>
                {DIARY_BLOCK_LABELS[option]}
              </option>
            ))}
          </Select>
        </div>
        <div>
          <Label htmlFor="block-member">Whose diary</Label>
          <Select
            id="block-member"
            className="mt-1.5"
            aria-invalid={errors.team_member_id ? true : undefined}
            aria-describedby={errors.team_member_id ? 'block-member-error' : undefined}
            {...register('team_member_id')}
          >
            {members
              .filter((member) => member.is_active || member.id === request.memberId)
              .map((member) => (
                <option key={member.id} value={member.id}>
                  {member.display_name}
                </option>
              ))}
            <option value={WHOLE_BUSINESS}>Whole business (everyone)</option>
          </Select>
          <FieldError id="block-member-error" message={errors.team_member_id?.message} />
        </div>
      </div>
      <TextField id="block-date" label="Date" type="date" hint={formatDay(watch('date') || request.date)} error={errors.date?.message} {...register('date')} />
      <div className="grid grid-cols-2 gap-4">
        <TextField id="block-start" label="From" type="time" step={300} error={errors.start_time?.message} {...register('start_time')} />
        <TextField id="block-end" label="Until" type="time" step={300} error={errors.end_time?.message} {...register('end_time')} />
      </div>
      {forClient ? (
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField id="block-client-name" label="Client's name" optional autoComplete="off" error={errors.client_name?.message} {...register('client_name')} />
          <TextField id="block-client-phone" label="Client's phone" optional type="tel" autoComplete="off" placeholder="07700 900123" error={errors.client_phone?.message} {...register('client_phone')} />
        </div>
      ) : null}
      <TextField id="block-note" label="Note" optional autoComplete="off" error={errors.note?.message} {...register('note')} />
      <Checkbox id="block-repeat" label="Repeat weekly (the same time every week for a year)" {...register('repeat_weekly')} />
      <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="secondary" onClick={onDone} disabled={create.isPending}>
          Cancel
        </Button>
        <Button type="submit" isLoading={create.isPending}>
          Add to diary
        </Button>
      </div>
    </form>
  );
}
