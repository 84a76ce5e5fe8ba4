/** The Refunds sub-tab of Bookings (admin spec §2.2). */
export function RefundsPanel() {
  return null;
}
