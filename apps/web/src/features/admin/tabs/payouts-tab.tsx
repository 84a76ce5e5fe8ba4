import { MoneyTab } from './money-tab';

export function PayoutsTab() {
  return <MoneyTab tab="payouts" />;
}
