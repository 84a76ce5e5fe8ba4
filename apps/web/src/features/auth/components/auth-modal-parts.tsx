import type { UseFormRegisterReturn } from 'react-hook-form';

import { DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { TextField } from '@/components/ui/text-field';

export function AuthModalHeader({ title, description }: { title: string; description: string }) {
  return (
    <div className="pr-8">
      <DialogTitle>{title}</DialogTitle>
      <DialogDescription className="mt-1.5">{description}</DialogDescription>
    </div>
  );
}

/** 'Don't have an account? Sign up' — the toggle between login and register. */
export function SwitchModeLine({ question, action, onClick }: { question: string; action: string; onClick: () => void }) {
  return (
    <p className="text-center text-sm text-stone-700">
      {question}{' '}
      <button
        type="button"
        onClick={onClick}
        className="rounded-sm font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900"
      >
        {action}
      </button>
    </p>
  );
}

/** The address each of the dialog's forms starts with, focused as the form opens. */
export function AuthEmailField({ id, error, ...field }: UseFormRegisterReturn & { id: string; error: string | undefined }) {
  return <TextField id={id} autoFocus label="Email" type="email" autoComplete="email" inputMode="email" error={error} {...field} />;
}
