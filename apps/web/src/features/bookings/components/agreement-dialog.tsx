import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';

interface AgreementDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  content: string;
  onAgree: () => void;
}

/** Terms or a business's policy to read, with Close and I Agree (which ticks the box). */
export function AgreementDialog({ open, onOpenChange, title, description, content, onAgree }: AgreementDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="flex max-w-lg flex-col">
        <DialogTitle className="pr-10">{title}</DialogTitle>
        <DialogDescription className="mt-1">{description}</DialogDescription>
        <div
          tabIndex={0}
          aria-label={title}
          role="region"
          className="mt-4 max-h-[50dvh] overflow-y-auto rounded-2xl border border-stone-200 bg-stone-50 p-4 text-sm leading-6 whitespace-pre-line text-stone-800"
        >
          {content}
        </div>
        <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <DialogClose asChild>
            <Button variant="secondary">Close</Button>
          </DialogClose>
          <Button
            onClick={() => {
              onAgree();
              onOpenChange(false);
            }}
          >
            I Agree
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
