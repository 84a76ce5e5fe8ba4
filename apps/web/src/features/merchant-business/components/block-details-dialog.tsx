import { DIARY_BLOCK_LABELS } from '@lull/domain/diary-blocks';
import { toast } from 'sonner';

import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { FormError } from '@/components/ui/form-error';
import { errorMessage } from '@/lib/api-client';
import { formatDay, formatPhone, telHref } from '@/lib/format';
import { type DiaryBlock, useDeleteBlock } from '../api/diary';
import { DetailRow } from './booking-details-dialog';
import { BLOCK_LOOK, blockClashMessage } from './diary-grid';

/**
 * A block's details, with Delete (and, for a weekly block, Delete this and later repeats: earlier ones stay as history).
 * A busy time from another calendar is that calendar's: it says where it comes from and has no Delete; one over a
 * booking says so (it takes no time: the booking keeps it).
 */
export function BlockDetailsDialog({ block, memberName, onOpenChange }: { block: DiaryBlock | null; memberName: string; onOpenChange: (open: boolean) => void }) {
  const remove = useDeleteBlock();
  const Icon = block ? BLOCK_LOOK[block.kind].icon : null;
  const external = block?.kind === 'external';
  const clash = block ? blockClashMessage(block) : null;

  const deleteBlock = (series: boolean) => {
    if (!block) return;
    remove.mutate(
      { id: block.id, series },
      {
        onSuccess: () => {
          toast.success(series ? 'Removed this and the later repeats from the diary.' : 'Removed from the diary.');
          onOpenChange(false);
        },
      },
    );
  };

  return (
    <Dialog
      open={block !== null}
      onOpenChange={(open) => {
        if (!open) remove.reset();
        onOpenChange(open);
      }}
    >
      <DialogContent>
        {block && Icon ? (
          <>
            <DialogTitle className="flex items-center gap-2.5">
              <Icon className="size-6 shrink-0 text-stone-700" aria-hidden="true" />
              {DIARY_BLOCK_LABELS[block.kind]}
            </DialogTitle>
            <DialogDescription className="mt-2">
              {formatDay(block.date)}, {block.start_time} to {block.end_time}
            </DialogDescription>
            {clash ? (
              <div role="note" className="mt-4 rounded-xl border border-red-200 bg-red-50 px-3.5 py-3 text-sm text-red-900">
                <p className="font-semibold">{clash}</p>
                <p className="mt-1">The booking keeps its time. Move or cancel it, or change the other calendar.</p>
              </div>
            ) : null}
            <dl className="mt-5 divide-y divide-stone-100 text-sm">
              <DetailRow label="Whose diary">{block.team_member_id === null ? 'Whole business' : memberName}</DetailRow>
              {block.client_name ? <DetailRow label="Client">{block.client_name}</DetailRow> : null}
              {block.client_phone ? (
                <DetailRow label="Phone">
                  <a className="text-brand-700 underline underline-offset-2" href={telHref(block.client_phone)}>
                    {formatPhone(block.client_phone)}
                  </a>
                </DetailRow>
              ) : null}
              {block.note ? <DetailRow label={external ? 'Event' : 'Note'}>{block.note}</DetailRow> : null}
              {external ? null : <DetailRow label="Repeats">{block.repeat_weekly ? 'Every week' : 'No'}</DetailRow>}
            </dl>
            {external ? (
              <p className="mt-5 text-sm text-stone-700">
                From {block.source_host ?? 'another'}’s calendar. Change it there.
              </p>
            ) : null}
            {remove.isError ? <FormError className="mt-4">{errorMessage(remove.error, 'We could not remove that from the diary. Please try again.')}</FormError> : null}
            {external ? null : (
            <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
              <Button variant="secondary" onClick={() => deleteBlock(false)} isLoading={remove.isPending && remove.variables?.series === false}>
                Delete
              </Button>
              {block.series_id ? (
                <Button variant="secondary" onClick={() => deleteBlock(true)} isLoading={remove.isPending && remove.variables?.series === true}>
                  Delete this and later repeats
                </Button>
              ) : null}
            </div>
            )}
          </>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
