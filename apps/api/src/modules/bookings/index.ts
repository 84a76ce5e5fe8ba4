/*
 * The bookings module's face for the modules and the composition that need its figures, its part in closing a
 * business or in closing an account (decision 043). A plain query is the repository's own, exported here rather
 * than wrapped in a renaming function; use cases come from the *.service.ts files.
 */export { cancelForClosedBusiness, previewClosureOfBusiness } from './bookings.service';
export { hasUpcomingOccupyingBooking, sumMadeBookings } from './bookings.repository';
export { customerTotalsOf, type CustomerTotals } from './customer-totals.repository';
