import { MoneyTab } from './money-tab';

export function AuditTab() {
  return <MoneyTab tab="bookings" />;
}
