/** Export Users, Export Bookings, Export Merchants (admin spec §2.2 Analytics). */
export function ExportPanel() {
  return null;
}
