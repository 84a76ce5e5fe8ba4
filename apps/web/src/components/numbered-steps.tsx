import type { LucideIcon } from 'lucide-react';

export interface NumberedStep {
  title: string;
  description: string;
  icon: LucideIcon;
}

/** "How it works" steps: an icon, the step's number and title, and a sentence or two. */
export function NumberedSteps({ steps, className }: { steps: readonly NumberedStep[]; className?: string }) {
  return (
    <ol className={`space-y-6 ${className ?? ''}`}>
      {steps.map(({ title, description, icon: Icon }, index) => (
        <li key={title} className="flex gap-4 sm:gap-5">
          <span aria-hidden="true" className="flex size-12 shrink-0 items-center justify-center rounded-full bg-brand-100 text-brand-700">
            <Icon className="size-6" aria-hidden="true" />
          </span>
          <div>
            <h3 className="text-lg font-semibold text-stone-900">
              <span className="text-brand-700">{index + 1}.</span> {title}
            </h3>
            <p className="mt-1 leading-7 text-stone-700">{description}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}
