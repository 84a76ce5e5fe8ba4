import { DIARY_BLOCK_LABELS } from '@lull/domain/diary-blocks';
import { toast } from 'sonner';

import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { FormError } from '@/components/ui/form-error';
import { errorMessage } from '@/lib/api-client';
import { formatDay, formatPhone, telHref } from '@/lib/format';
import { type DiaryBlock, useDeleteBlock } from '../api/diary';
import { DetailRow } from './booking-details-dialog';
import { BLOCK_LOOK } from './diary-grid';

/** A block's details, with Delete (and, for a weekly block, Delete this and later repeats: earlier ones stay as history). */
export function BlockDetailsDialog({ block, memberName, onOpenChange }: { block: DiaryBlock | null; memberName: string; onOpenChange: (open: boolean) => void }) {
  const remove = useDeleteBlock();
  const Icon = block ? BLOCK_LOOK[block.kind].icon : null;

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
              {block.note ? <DetailRow label="Note">{block.note}</DetailRow> : null}
              <DetailRow label="Repeats">{block.repeat_weekly ? 'Every week' : 'No'}</DetailRow>
            </dl>
            {remove.isError ? <FormError className="mt-4">{errorMessage(remove.error, 'We could not remove that from the diary. Please try again.')}</FormError> : null}
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
          </>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
