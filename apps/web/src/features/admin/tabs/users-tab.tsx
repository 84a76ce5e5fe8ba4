// Being built (issue 12); replaced before the issue lands.
export function UsersTab() {
  return (
    <section aria-labelledby="users-heading">
      <h2 id="users-heading" className="font-display text-2xl text-stone-900">
        Users
      </h2>
    </section>
  );
}
