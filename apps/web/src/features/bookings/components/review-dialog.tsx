import { REVIEW_TEXT_MAX } from '@lull/domain/reviews';
import { Star } from 'lucide-react';
import { useId, useState } from 'react';
import { toast } from 'sonner';

import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { FormError } from '@/components/ui/form-error';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { errorMessage } from '@/lib/api-client';
import { useCreateReview } from '../api/my-reviews';

const WORDS = ['Poor', 'Fair', 'Good', 'Very good', 'Excellent'] as const;
const RATING_MISSING = 'Choose a rating from 1 to 5 stars.';

interface ReviewDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  bookingId: string;
  serviceName: string;
  businessName: string;
}

/** Stars as a radio group (arrow keys move between them, each with its words) and optional text with a counter. */
export function ReviewDialog({ open, onOpenChange, bookingId, serviceName, businessName }: ReviewDialogProps) {
  const [rating, setRating] = useState(0);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const create = useCreateReview();
  const ids = { text: useId(), counter: useId() };

  function close(next: boolean) {
    if (!next) {
      setRating(0);
      setText('');
      setError(null);
    }
    onOpenChange(next);
  }

  /** A chosen star answers 'Choose a rating…', so that message goes; a failed post's message stays until the next try. */
  function choose(value: number) {
    setRating(value);
    setError((current) => (current === RATING_MISSING ? null : current));
  }

  async function submit() {
    if (rating === 0) return setError(RATING_MISSING);
    setError(null);
    try {
      await create.mutateAsync({ bookingId, rating, text });
      toast.success(`Thanks! Your review of ${businessName} is live.`);
      close(false);
    } catch (caught) {
      setError(errorMessage(caught, 'We could not save your review. Please try again.'));
    }
  }

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent>
        <DialogTitle>Review your visit</DialogTitle>
        <DialogDescription className="mt-2">
          {serviceName} at {businessName}. Your first name and initial are shown with your review.
        </DialogDescription>
        <form
          className="mt-5 space-y-4"
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <fieldset>
            <legend className="text-sm font-medium text-stone-900">Your rating</legend>
            <div className="mt-2 flex flex-wrap gap-1">
              {WORDS.map((word, index) => {
                const value = index + 1;
                return (
                  <label key={value} className="group relative cursor-pointer rounded-lg p-1 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-700">
                    <input type="radio" name={`rating-${bookingId}`} value={value} checked={rating === value} onChange={() => choose(value)} className="absolute inset-0 size-full cursor-pointer opacity-0" />
                    <Star aria-hidden="true" className={value <= rating ? 'size-8 fill-amber-400 text-amber-500' : 'size-8 text-stone-400 group-hover:text-amber-500'} />
                    <span className="sr-only">
                      {value} {value === 1 ? 'star' : 'stars'}, {word}
                    </span>
                  </label>
                );
              })}
            </div>
            <p className="mt-1 h-5 text-sm text-stone-700" aria-live="polite">
              {rating > 0 ? WORDS[rating - 1] : ''}
            </p>
          </fieldset>
          <div className="space-y-1.5">
            <Label htmlFor={ids.text} optional>
              Tell others about it
            </Label>
            <Textarea id={ids.text} rows={4} maxLength={REVIEW_TEXT_MAX} value={text} aria-describedby={ids.counter} onChange={(event) => setText(event.target.value)} />
            <p id={ids.counter} className="text-right text-xs text-stone-600">
              {text.length}/{REVIEW_TEXT_MAX.toLocaleString('en-GB')} characters
            </p>
          </div>
          <FormError>{error}</FormError>
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Button type="button" variant="secondary" onClick={() => close(false)} disabled={create.isPending}>
              Cancel
            </Button>
            <Button type="submit" isLoading={create.isPending}>
              Post review
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
