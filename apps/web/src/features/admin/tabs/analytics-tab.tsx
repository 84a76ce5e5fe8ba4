import { MoneyTab } from './money-tab';

export function AnalyticsTab() {
  return <MoneyTab tab="analytics" />;
}
