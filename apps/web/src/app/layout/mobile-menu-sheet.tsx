import type { User } from '@lull/domain/contracts/user';
import { CalendarCheck, LogIn, LogOut } from 'lucide-react';
import type { RefObject } from 'react';
import { NavLink } from 'react-router';

import { Logo } from '@/components/logo';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { Dialog, DialogTitle, SheetContent } from '@/components/ui/dialog';
import { displayName } from '@/features/auth/api/get-current-user';
import { useLogout } from '@/features/auth/api/logout';
import { useAuthModal } from '@/features/auth/hooks/use-auth-modal';
import { Avatar } from './avatar';
import { accountNavItems, publicNavItems, type NavItem } from './nav-items';

const linkClasses = ({ isActive }: { isActive: boolean }) =>
  cn(
    'flex items-center rounded-xl px-3 py-3 text-base font-medium transition-colors',
    isActive ? 'bg-brand-50 text-brand-900' : 'text-stone-800 hover:bg-stone-100',
  );

function MenuLinks({ items, onNavigate }: { items: readonly NavItem[]; onNavigate: () => void }) {
  return (
    <ul className="space-y-0.5">
      {items.map((item) => (
        <li key={item.to}>
          <NavLink to={item.to} className={linkClasses} onClick={onNavigate}>
            {item.label}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

interface MobileMenuSheetProps {
  user: User | null;
  isLoading: boolean;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The menu button, which lives outside the dialog: focus goes back to it on close. */
  trigger: RefObject<HTMLButtonElement | null>;
}

/** Everything in the bar and the user menu, for narrow screens, in a slide-over the keyboard can drive. */
export function MobileMenuSheet({ user, isLoading, open, onOpenChange, trigger }: MobileMenuSheetProps) {
  const authModal = useAuthModal();
  const logout = useLogout();
  const close = () => onOpenChange(false);

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <SheetContent
        closeLabel="Close menu"
        aria-describedby={undefined}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          trigger.current?.focus();
        }}
      >
        <div className="flex h-16 items-center border-b border-stone-100 px-5">
          <DialogTitle className="sr-only">Menu</DialogTitle>
          <Logo />
        </div>
        <nav aria-label="Mobile" className="flex flex-1 flex-col gap-4 p-4">
          {user ? (
            <div className="flex items-center gap-3 rounded-2xl bg-stone-50 p-3">
              <Avatar user={user} />
              <div className="min-w-0">
                <p className="truncate text-sm font-semibold text-stone-900">{displayName(user)}</p>
                <p className="truncate text-xs text-stone-600">{user.email}</p>
              </div>
            </div>
          ) : null}
          {/* A merchant's dashboard is among the account's links below, so it is not listed twice. */}
          <MenuLinks
            items={[{ label: 'Browse treatments', to: '/services' }, ...publicNavItems(user).filter((item) => !user || !accountNavItems(user).some((own) => own.to === item.to))]}
            onNavigate={close}
          />
          {user ? (
            <>
              <div className="border-t border-stone-100 pt-4">
                <NavLink to="/my-bookings" className={linkClasses} onClick={close}>
                  <CalendarCheck className="mr-3 size-5 text-stone-600" aria-hidden="true" />
                  My Bookings
                </NavLink>
                <MenuLinks items={accountNavItems(user)} onNavigate={close} />
              </div>
              <div className="mt-auto border-t border-stone-100 pt-4">
                <Button
                  variant="secondary"
                  size="lg"
                  className="w-full"
                  isLoading={logout.isPending}
                  onClick={() => logout.mutate(undefined, { onSettled: close })}
                >
                  <LogOut className="size-4" aria-hidden="true" />
                  Logout
                </Button>
              </div>
            </>
          ) : (
            <div className="mt-auto border-t border-stone-100 pt-4">
              <Button
                size="lg"
                className="w-full"
                disabled={isLoading}
                onClick={() => {
                  close();
                  authModal.open({ mode: 'login' });
                }}
              >
                <LogIn className="size-4" aria-hidden="true" />
                Sign Up / Log In
              </Button>
            </div>
          )}
        </nav>
      </SheetContent>
    </Dialog>
  );
}
