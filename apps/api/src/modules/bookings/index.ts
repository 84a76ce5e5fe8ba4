import type { LullModule } from '../../shared/module';
import { createAttemptLimits } from '../rate-limits/attempt-limits';
import { bookingsAdminRoutes } from './bookings-admin.routes';
import { bookingsRoutes } from './bookings.routes';
import { createBookingsService } from './bookings.service';
import { merchantBookingsRoutes } from './merchant-bookings.routes';
import { createMerchantBookingsService } from './merchant-bookings.service';
/*
 * The bookings module's face for the modules and the composition that need its figures, its part in closing a
 * business or in closing an account (decision 043). A plain query is the repository's own, exported here rather
 * than wrapped in a renaming function; a use case comes from its own file (decision 049).
 */
export { cancelForClosedBusiness } from './cancel-for-closed-business';
export { previewClosureOfBusiness } from './preview-closure-of-business';
export { expireLapsedHolds, hasUpcomingOccupyingBooking, sumMadeBookings } from './bookings.repository';
export { customerTotalsOf, type CustomerTotals } from './customer-totals.repository';

/** The bookings module: a salon's bookings, a customer's holds and bookings (limited per attempt), and the admin's Bookings tab. */
export const bookingsModule: LullModule = async (app, { context }) => {
  await app.register(merchantBookingsRoutes, { merchantBookings: createMerchantBookingsService(context) });
  await app.register(bookingsRoutes, { bookings: createBookingsService(context), attempts: createAttemptLimits(context.db) });
  await app.register(bookingsAdminRoutes, { context });
};
