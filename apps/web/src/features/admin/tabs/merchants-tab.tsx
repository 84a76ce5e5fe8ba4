// Being built (issue 12); replaced before the issue lands.
export function MerchantsTab() {
  return (
    <section aria-labelledby="merchants-heading">
      <h2 id="merchants-heading" className="font-display text-2xl text-stone-900">
        Merchants
      </h2>
    </section>
  );
}
