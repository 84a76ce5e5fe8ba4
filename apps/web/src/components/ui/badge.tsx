import type { ReactNode } from 'react';

import { cn } from './cn';

export type BadgeColour = 'amber' | 'green' | 'blue' | 'red' | 'neutral';

const COLOURS: Record<BadgeColour, string> = {
  amber: 'bg-amber-100 text-amber-900 ring-amber-300',
  green: 'bg-green-100 text-green-900 ring-green-300',
  blue: 'bg-sky-100 text-sky-900 ring-sky-300',
  red: 'bg-red-100 text-red-900 ring-red-300',
  neutral: 'bg-stone-100 text-stone-800 ring-stone-300',
};

/** A small coloured label (a status, an approval): the words carry the meaning, the colour only helps. */
export function Badge({ colour, children, className }: { colour: BadgeColour; children: ReactNode; className?: string }) {
  return (
    <span className={cn('inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset', COLOURS[colour], className)}>
      {children}
    </span>
  );
}
