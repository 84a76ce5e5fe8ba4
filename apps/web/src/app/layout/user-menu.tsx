import type { User } from '@lull/domain/contracts/user';
import { ChevronDown, LayoutDashboard, LogOut, Settings, ShieldCheck } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { Link } from 'react-router';

import { displayName } from '@/features/auth/api/get-current-user';
import { useLogout } from '@/features/auth/api/logout';
import { Avatar } from './avatar';
import { accountNavItems } from './nav-items';

const icons: Record<string, typeof Settings> = {
  '/account': Settings,
  '/merchant/dashboard': LayoutDashboard,
  '/admin/dashboard': ShieldCheck,
};

const itemClasses =
  'flex cursor-pointer items-center gap-2.5 rounded-lg px-3 py-2.5 text-sm font-medium text-stone-800 outline-none select-none data-[highlighted]:bg-brand-50 data-[highlighted]:text-brand-900';

export function UserMenu({ user }: { user: User }) {
  const logout = useLogout();
  const name = displayName(user);
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        aria-label={`Account menu for ${name}`}
        className="flex h-10 max-w-[14rem] items-center gap-2 rounded-full border border-stone-200 bg-white py-1 pr-3 pl-1 text-sm font-semibold text-stone-800 transition-colors hover:border-stone-300 hover:bg-stone-50 data-[state=open]:border-brand-200 data-[state=open]:bg-brand-50"
      >
        <Avatar user={user} />
        <span className="truncate">{name}</span>
        <ChevronDown className="size-4 shrink-0 text-stone-600" aria-hidden="true" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          className="z-40 min-w-[14rem] rounded-2xl border border-stone-200 bg-white p-1.5 shadow-xl data-[state=open]:animate-[pop-in_150ms_ease-out]"
        >
          <DropdownMenu.Label className="px-3 pt-2 pb-2.5">
            <span className="block truncate text-sm font-semibold text-stone-900">{name}</span>
            {name !== user.email ? <span className="block truncate text-xs text-stone-600">{user.email}</span> : null}
          </DropdownMenu.Label>
          <DropdownMenu.Separator className="mx-1.5 mb-1 h-px bg-stone-100" />
          {accountNavItems(user).map((item) => {
            const Icon = icons[item.to] ?? Settings;
            return (
              <DropdownMenu.Item key={item.to} asChild className={itemClasses}>
                <Link to={item.to}>
                  <Icon className="size-4 text-stone-600" aria-hidden="true" />
                  {item.label}
                </Link>
              </DropdownMenu.Item>
            );
          })}
          <DropdownMenu.Separator className="mx-1.5 my-1 h-px bg-stone-100" />
          <DropdownMenu.Item className={itemClasses} disabled={logout.isPending} onSelect={() => logout.mutate()}>
            <LogOut className="size-4 text-stone-600" aria-hidden="true" />
            Logout
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
