import { ImageOff } from 'lucide-react';

import { cn } from '../ui/cn';

interface ImagePlaceholderProps {
  /** The business (or treatment) the missing photo is of: its first letter is the placeholder's monogram. */
  name: string;
  /** A short line under the monogram, e.g. the category. */
  caption?: string;
  className?: string;
}

/** What stands where a photo would be: a calm monogram, never a broken image or a stock picture. */
export function ImagePlaceholder({ name, caption, className }: ImagePlaceholderProps) {
  // 'The Parkway Hair Room' is a P, not a T.
  const initial = name.trim().replace(/^the\s+/i, '').charAt(0).toUpperCase() || '·';
  return (
    <div
      role="img"
      aria-label={`No photo of ${name} yet`}
      className={cn(
        'flex size-full flex-col items-center justify-center gap-2 bg-gradient-to-br from-brand-100 via-brand-50 to-saving-50 text-center',
        className,
      )}
    >
      <span aria-hidden="true" className="font-display text-5xl leading-none text-brand-700/80">
        {initial}
      </span>
      <span aria-hidden="true" className="flex items-center gap-1.5 text-xs font-medium text-stone-600">
        <ImageOff className="size-3.5" />
        {caption ?? 'No photo yet'}
      </span>
    </div>
  );
}
