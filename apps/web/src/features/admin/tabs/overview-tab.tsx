// Being built (issue 12); replaced before the issue lands.
export function OverviewTab() {
  return (
    <section aria-labelledby="overview-heading">
      <h2 id="overview-heading" className="font-display text-2xl text-stone-900">
        Overview
      </h2>
    </section>
  );
}
