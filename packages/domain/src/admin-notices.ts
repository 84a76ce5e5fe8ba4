/**
 * What an admin's notification of a pending decision waits for, and where it opens (decision 041): one home for
 * the key that settles every admin's copy once the decision is made, and for the dashboard address of the thing.
 * The addresses are the admin dashboard's own (`?tab=…`, the Merchants tab's `merchant`, the Services tab's
 * `service`, a list's `q` and `status`).
 */
export type AdminDecision =
  | { kind: 'merchant'; merchantId: string }
  | { kind: 'service'; serviceId: string }
  | { kind: 'refund_request'; refundRequestId: string; bookingId: string }
  | { kind: 'contact_message'; messageId: string };

/** What a decision is about: its kind and the id of the thing decided. */
export interface DecisionSubject {
  kind: AdminDecision['kind'];
  id: string;
}

/** The thing an announced decision is about. */
export function subjectOf(decision: AdminDecision): DecisionSubject {
  switch (decision.kind) {
    case 'merchant':
      return { kind: 'merchant', id: decision.merchantId };
    case 'service':
      return { kind: 'service', id: decision.serviceId };
    case 'refund_request':
      return { kind: 'refund_request', id: decision.refundRequestId };
    case 'contact_message':
      return { kind: 'contact_message', id: decision.messageId };
  }
}

/** The key stored with every admin's copy ('service:<id>'), by which deciding marks them all read. */
export function awaitedDecision({ kind, id }: DecisionSubject): string {
  return `${kind}:${id}`;
}

/** Where the notification opens: the business's profile, the service's details, the pending refund, the message. */
export function adminDecisionLink(decision: AdminDecision): string {
  const at = (params: Record<string, string>) =>
    `/admin/dashboard?${Object.entries(params)
      .map(([name, value]) => `${name}=${encodeURIComponent(value)}`)
      .join('&')}`;
  switch (decision.kind) {
    case 'merchant':
      return at({ tab: 'merchants', merchant: decision.merchantId });
    case 'service':
      return at({ tab: 'services', service: decision.serviceId });
    case 'refund_request':
      return at({ tab: 'bookings', view: 'refunds', status: 'pending', q: decision.bookingId });
    case 'contact_message':
      // The pending list, not a search by the sender's address: a link kept in every admin's bell names nobody.
      return at({ tab: 'contact', status: 'pending' });
  }
}
