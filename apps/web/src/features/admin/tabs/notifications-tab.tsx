// Being built (issue 12); replaced before the issue lands.
export function NotificationsTab() {
  return (
    <section aria-labelledby="notifications-heading">
      <h2 id="notifications-heading" className="font-display text-2xl text-stone-900">
        Notifications
      </h2>
    </section>
  );
}
