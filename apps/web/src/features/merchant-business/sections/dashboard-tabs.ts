import { CalendarDays, CalendarRange, Clock3, LayoutDashboard, Scissors, Star, Store, Users, Wallet } from 'lucide-react';

/** The dashboard's sections, in the sidebar's order; `id` is the `?tab=` value, so Back and a shared link work. */
export const DASHBOARD_TABS = [
  { id: 'overview', label: 'Overview', icon: LayoutDashboard },
  { id: 'services', label: 'Services', icon: Scissors },
  { id: 'bookings', label: 'Bookings', icon: CalendarDays },
  { id: 'calendar', label: 'Calendar', icon: CalendarRange },
  { id: 'team', label: 'Team', icon: Users },
  { id: 'off-peak', label: 'Off-peak hours', icon: Clock3 },
  { id: 'payments', label: 'Payments', icon: Wallet },
  { id: 'reviews', label: 'Reviews', icon: Star },
  { id: 'profile', label: 'Business Profile', icon: Store },
] as const;

export type DashboardTab = (typeof DASHBOARD_TABS)[number]['id'];
