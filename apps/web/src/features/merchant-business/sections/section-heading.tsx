import type { ReactNode } from 'react';

/** A dashboard section's title with its actions on the right (wrapping under it on a phone). */
export function SectionHeading({ id, title, description, children }: { id: string; title: string; description?: ReactNode; children?: ReactNode }) {
  return (
    <div className="flex flex-wrap items-end justify-between gap-3">
      <div>
        <h2 id={id} className="font-display text-2xl text-stone-900">
          {title}
        </h2>
        {description ? <p className="mt-1 text-sm text-stone-700">{description}</p> : null}
      </div>
      {children ? <div className="flex flex-wrap gap-2">{children}</div> : null}
    </div>
  );
}
