import { BarChart3, Banknote, Scale, CalendarDays, History, LayoutDashboard, Mail, Bell, Scissors, Star, Store, Users } from 'lucide-react';

/**
 * The admin dashboard's nine tabs, in the order admins know them, the audit trail (decision 019), reviews (decision 025) and reconciliation (decision 055);
 * `id` is the `?tab=` value.
 */
export const ADMIN_TABS = [
  { id: 'overview', label: 'Overview', icon: LayoutDashboard },
  { id: 'merchants', label: 'Merchants', icon: Store },
  { id: 'services', label: 'Services', icon: Scissors },
  { id: 'users', label: 'Users', icon: Users },
  { id: 'bookings', label: 'Bookings', icon: CalendarDays },
  { id: 'payouts', label: 'Payouts', icon: Banknote },
  { id: 'analytics', label: 'Analytics', icon: BarChart3 },
  { id: 'reconciliation', label: 'Reconciliation', icon: Scale },
  { id: 'contact', label: 'Contact', icon: Mail },
  { id: 'notifications', label: 'Notifications', icon: Bell },
  { id: 'audit', label: 'Audit trail', icon: History },
  { id: 'reviews', label: 'Reviews', icon: Star },
] as const;

export type AdminTab = (typeof ADMIN_TABS)[number]['id'];
