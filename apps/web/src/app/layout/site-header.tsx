import { CalendarCheck } from 'lucide-react';
import { Suspense, lazy } from 'react';
import { Link, NavLink } from 'react-router';

import { Logo } from '@/components/logo';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { useCurrentUser } from '@/features/auth/api/get-current-user';
import { useAuthModal } from '@/features/auth/hooks/use-auth-modal';
import { useIsLive } from '@/lib/browser-value';
import { MobileMenu } from './mobile-menu';
import { diaryLink, publicNavItems } from './nav-items';

// Only a signed-in visitor has a bell and a user menu (Radix popover and menu, toasts): they load once the
// user is known and the page is live, so no first paint carries them, nor waits for them on the server.
const NotificationBell = lazy(async () => ({
  default: (await import('@/features/notifications/components/notification-bell')).NotificationBell,
}));
const UserMenu = lazy(async () => ({ default: (await import('./user-menu')).UserMenu }));

const navLinkClasses = ({ isActive }: { isActive: boolean }) =>
  cn(
    'rounded-full px-3.5 py-2 text-sm font-medium transition-colors',
    isActive ? 'bg-brand-50 text-brand-900' : 'text-stone-700 hover:bg-stone-100 hover:text-stone-900',
  );

export function SiteHeader() {
  const { user, isLoading } = useCurrentUser();
  const authModal = useAuthModal();
  const live = useIsLive();
  // Their places, kept until the page is live and the bell and the menu have loaded.
  const bellPlaceholder = <span aria-hidden="true" className="size-10" />;
  const menuPlaceholder = <span aria-hidden="true" className="block h-10 w-36 animate-pulse rounded-full bg-stone-100" />;

  return (
    <header className="sticky top-0 z-30 border-b border-stone-200/80 bg-white/90 backdrop-blur supports-[backdrop-filter]:bg-white/80">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-4 px-4 sm:px-6 lg:px-8">
        <Link to="/" className="-ml-1 rounded-lg px-1 py-1" aria-label="Lull, home">
          <Logo />
        </Link>

        <nav aria-label="Main" className="ml-4 hidden items-center gap-1 md:flex">
          {publicNavItems(user).map((item) => (
            <NavLink key={item.to} to={item.to} className={navLinkClasses}>
              {item.label}
            </NavLink>
          ))}
          {user ? (
            <NavLink to="/my-bookings" className={navLinkClasses}>
              My Bookings
            </NavLink>
          ) : null}
        </nav>

        <div className="ml-auto flex items-center gap-1.5 sm:gap-2">
          {isLoading ? (
            <span aria-hidden="true" className="hidden h-10 w-36 animate-pulse rounded-full bg-stone-100 md:block" />
          ) : user ? (
            <>
              <Link
                to={diaryLink(user).to}
                aria-label={diaryLink(user).label}
                className="flex size-10 items-center justify-center rounded-full text-stone-700 hover:bg-stone-100 md:hidden"
              >
                <CalendarCheck className="size-5" aria-hidden="true" />
              </Link>
              <Suspense fallback={bellPlaceholder}>{live ? <NotificationBell isAdmin={user.role === 'admin'} /> : bellPlaceholder}</Suspense>
              <div className="hidden md:block">
                <Suspense fallback={menuPlaceholder}>{live ? <UserMenu user={user} /> : menuPlaceholder}</Suspense>
              </div>
            </>
          ) : (
            <Button size="sm" onClick={() => authModal.open({ mode: 'login' })}>
              Sign Up / Log In
            </Button>
          )}
          <div className="md:hidden">
            <MobileMenu user={user} isLoading={isLoading} />
          </div>
        </div>
      </div>
    </header>
  );
}
