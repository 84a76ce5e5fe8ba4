import { ExportButton } from '@/components/dashboard/export-button';

/** Export Users, Export Bookings, Export Merchants (admin spec §2.2 Analytics): every row of each, as CSV. */
export function ExportPanel() {
  return (
    <section aria-labelledby="export-panel-heading" className="rounded-2xl border border-stone-200 bg-white p-5 shadow-sm">
      <h3 id="export-panel-heading" className="font-display text-xl text-stone-900">
        Export data
      </h3>
      <p className="mt-1 text-sm text-stone-700">
        Download every user, booking or merchant as a CSV file for a spreadsheet. To export part of a list, use Export CSV on its tab with a search or
        filter.
      </p>
      <div className="mt-4 flex flex-wrap gap-3">
        <ExportButton kind="users" label="Export Users" />
        <ExportButton kind="bookings" label="Export Bookings" />
        <ExportButton kind="merchants" label="Export Merchants" />
      </div>
    </section>
  );
}
