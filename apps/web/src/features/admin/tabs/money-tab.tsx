import { Banknote } from 'lucide-react';

const WHAT = {
  bookings: 'Every booking and refund request, with refunds paid back through the payment gateway.',
  payouts: "Paying salons their revenue balance to their bank, and the record of each transfer.",
  analytics: 'Revenue, bookings and growth over time, and exports.',
} as const;

/** Bookings, Payouts and Analytics arrive with the money side of the admin (the next issue); said here, inside the dashboard. */
export function MoneyTab({ tab }: { tab: keyof typeof WHAT }) {
  const title = tab.charAt(0).toUpperCase() + tab.slice(1);
  return (
    <section aria-labelledby="money-heading" className="rounded-3xl border border-dashed border-stone-300 p-8 text-center">
      <Banknote className="mx-auto size-8 text-brand-700" aria-hidden="true" />
      <h2 id="money-heading" className="mt-3 font-display text-2xl text-stone-900">
        {title}
      </h2>
      <p className="mt-2 text-stone-700">{WHAT[tab]}</p>
      <p className="mt-1 text-sm text-stone-600">Coming with the next release of the admin dashboard.</p>
    </section>
  );
}
