import type { User } from '@lull/domain/contracts/user';

export interface NavItem {
  label: string;
  to: string;
}

/**
 * The bar's links, signed in or not: How it Works, and List My Business for everyone but a merchant, who has a
 * business already and gets its dashboard instead (decision 040).
 */
export function publicNavItems(user: Pick<User, 'role'> | null): NavItem[] {
  return [
    { label: 'How it Works', to: '/about' },
    user?.role === 'merchant' ? { label: 'Merchant Dashboard', to: '/merchant/dashboard' } : { label: 'List My Business', to: '/merchant/join' },
  ];
}

/** The phone header's calendar icon: a salon's own diary for a merchant, else the customer's bookings. */
export function diaryLink(user: Pick<User, 'role'>): NavItem {
  return user.role === 'merchant' ? { label: 'Salon calendar', to: '/merchant/dashboard?tab=calendar' } : { label: 'My Bookings', to: '/my-bookings' };
}

/** The user menu's links, by role: merchants and admins see the merchant dashboard, admins theirs too. */
export function accountNavItems(user: Pick<User, 'role'>): NavItem[] {
  const items: NavItem[] = [{ label: 'Account Settings', to: '/account' }];
  if (user.role === 'merchant' || user.role === 'admin') items.push({ label: 'Merchant Dashboard', to: '/merchant/dashboard' });
  if (user.role === 'admin') items.push({ label: 'Admin Dashboard', to: '/admin/dashboard' });
  return items;
}
