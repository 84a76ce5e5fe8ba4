import type { User } from '@lull/domain/contracts/user';

import { displayName } from '@/features/auth/api/get-current-user';

/** The initial in a circle, in the user menu and the mobile menu. */
export function Avatar({ user }: { user: Pick<User, 'first_name' | 'email'> }) {
  return (
    <span
      aria-hidden="true"
      className="flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-100 text-sm font-semibold text-brand-800 uppercase"
    >
      {displayName(user).charAt(0)}
    </span>
  );
}
