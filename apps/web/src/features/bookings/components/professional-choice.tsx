import { UserRound, UsersRound } from 'lucide-react';

import { cn } from '@/components/ui/cn';

interface ProfessionalChoiceProps {
  /** Who performs the service, in the salon's order (decision 050). */
  team: readonly { id: string; display_name: string }[];
  /** The member chosen, or null for Any professional. */
  chosen: string | null;
  onChoose: (memberId: string | null) => void;
}

/**
 * Who does the treatment: with several performers, radio cards with Any professional first (the server then picks
 * by decision 050's rule); with one, just their name; with none known yet, nothing.
 */
export function ProfessionalChoice({ team, chosen, onChoose }: ProfessionalChoiceProps) {
  if (team.length === 0) return null;
  if (team.length === 1) {
    return (
      <p className="flex items-center gap-2 text-sm text-stone-700">
        <UserRound className="size-4 text-stone-500" aria-hidden="true" />
        With {team[0]!.display_name}
      </p>
    );
  }
  const options = [{ id: null, name: 'Any professional' }, ...team.map((member) => ({ id: member.id, name: member.display_name }))];
  return (
    <fieldset>
      <legend className="text-lg font-semibold text-stone-900">Choose a professional</legend>
      <div className="mt-3 flex flex-wrap gap-2">
        {options.map((option) => {
          const checked = option.id === chosen;
          return (
            <label
              key={option.id ?? 'any'}
              className={cn(
                'relative flex min-h-11 cursor-pointer items-center gap-2 rounded-full border px-4 py-2 text-sm font-medium transition-colors',
                'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-[#1c1917]',
                checked ? 'border-brand-700 bg-brand-700 text-white shadow-sm' : 'border-stone-200 bg-white text-stone-800 hover:border-brand-300 hover:bg-brand-50',
              )}
            >
              <input
                type="radio"
                name="team-member"
                value={option.id ?? ''}
                checked={checked}
                onChange={() => onChoose(option.id)}
                className="absolute inset-0 size-full cursor-pointer opacity-0"
              />
              {option.id === null ? (
                <UsersRound className="size-4 shrink-0" aria-hidden="true" />
              ) : (
                <UserRound className="size-4 shrink-0" aria-hidden="true" />
              )}
              <span className="break-words">{option.name}</span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
