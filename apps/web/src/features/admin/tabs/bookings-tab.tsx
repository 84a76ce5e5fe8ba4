import { MoneyTab } from './money-tab';

export function BookingsTab() {
  return <MoneyTab tab="bookings" />;
}
