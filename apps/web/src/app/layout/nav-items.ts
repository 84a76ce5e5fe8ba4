import type { User } from '@lull/domain/contracts/user';

export interface NavItem {
  label: string;
  to: string;
}

/** Always in the bar, signed in or not: How it Works and List My Business. */
export const publicNavItems: readonly NavItem[] = [
  { label: 'How it Works', to: '/about' },
  { label: 'List My Business', to: '/merchant/join' },
];

/** The user menu's links, by role: merchants and admins see the merchant dashboard, admins theirs too. */
export function accountNavItems(user: Pick<User, 'role'>): NavItem[] {
  const items: NavItem[] = [{ label: 'Account Settings', to: '/account' }];
  if (user.role === 'merchant' || user.role === 'admin') items.push({ label: 'Merchant Dashboard', to: '/merchant/dashboard' });
  if (user.role === 'admin') items.push({ label: 'Admin Dashboard', to: '/admin/dashboard' });
  return items;
}
