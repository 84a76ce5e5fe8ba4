// Being built (issue 12); replaced before the issue lands.
export function ContactTab() {
  return (
    <section aria-labelledby="contact-heading">
      <h2 id="contact-heading" className="font-display text-2xl text-stone-900">
        Contact
      </h2>
    </section>
  );
}
