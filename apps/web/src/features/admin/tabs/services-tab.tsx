// Being built (issue 12); replaced before the issue lands.
export function ServicesTab() {
  return (
    <section aria-labelledby="services-heading">
      <h2 id="services-heading" className="font-display text-2xl text-stone-900">
        Services
      </h2>
    </section>
  );
}
