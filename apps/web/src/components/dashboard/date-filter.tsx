import { useId } from 'react';

import { cn } from '../ui/cn';
import { Button } from '../ui/button';
import { Input } from '../ui/input';
import { Label } from '../ui/label';

/** A dashboard list's one-day filter: a labelled date field, and Clear date once a day is chosen. */
export function DateFilter({ value, onChange, className }: { value: string; onChange: (date: string) => void; className?: string }) {
  const id = useId();
  return (
    <div className="flex items-end gap-2">
      <div className={cn('flex-1', className)}>
        <Label htmlFor={id}>Date</Label>
        <Input id={id} type="date" className="mt-1.5" value={value} onChange={(event) => onChange(event.target.value)} />
      </div>
      {value !== '' ? (
        <Button variant="ghost" size="sm" className="mb-1.5" onClick={() => onChange('')}>
          Clear date
        </Button>
      ) : null}
    </div>
  );
}
